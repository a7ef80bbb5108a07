import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Trash2 } from 'lucide-react';
import { Button, InlineAlert, Skeleton, VisuallyHidden } from '@brf/ui';
import { useTranslation } from '@brf/i18n';
import { accountsCatalogue } from '../../i18n.ts';
import { showToast } from '../../shared/accounts-bus.ts';
import { useAccountDeletionPreview, type AccountDeletionPreview } from '../api/account-deletion-preview.ts';
import { signOutDeletedAccount } from '../api/delete-my-account.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import styles from './your-data.module.css';

const BLOCKED_TEXT_ID = 'your-data-delete-blocked';

/**
 * 'Delete my account': what goes and what the terms keep without the person, what stops it (a
 * chair or a company's only admin hands over first), and the deletion behind a typed address.
 */
export function AccountDeletion({
  userId,
  email,
  organizationId,
}: {
  userId: string;
  email: string;
  organizationId: string | null;
}) {
  const { t } = useTranslation(accountsCatalogue);
  const navigate = useNavigate();
  const preview = useAccountDeletionPreview(organizationId, userId);
  const [confirming, setConfirming] = useState(false);
  const facts = preview.data;
  const mayDelete = Boolean(facts && !facts.blocked && !facts.mfa_required);

  async function deleted() {
    const farewell = t('profile.yourData.deleted');
    await signOutDeletedAccount();
    navigate('/', { replace: true });
    showToast('success', farewell);
  }

  return (
    <div className={styles.part}>
      <h3 className={styles.subtitle}>{t('profile.yourData.delete.title')}</h3>
      <p className={styles.text}>{t('profile.yourData.delete.removed')}</p>
      <p className={styles.text}>{t('profile.yourData.delete.kept')}</p>
      {preview.isPending ? (
        <div className={styles.loading} role="status">
          <VisuallyHidden>{t('profile.yourData.delete.loading')}</VisuallyHidden>
          <Skeleton height="1.5rem" width="20rem" />
        </div>
      ) : preview.isError ? (
        <InlineAlert
          tone="error"
          action={
            <Button variant="secondary" size="small" onClick={() => void preview.refetch()}>
              {t('profile.yourData.delete.retry')}
            </Button>
          }
        >
          {t('profile.yourData.delete.loadFailed')}
        </InlineAlert>
      ) : (
        <DeletionFacts preview={preview.data} />
      )}
      <div className={styles.actions}>
        <Button
          variant="danger"
          opensDialog="delete-account"
          icon={<Trash2 aria-hidden="true" size={16} />}
          disabled={!mayDelete}
          aria-describedby={facts?.blocked ? BLOCKED_TEXT_ID : undefined}
          onClick={() => setConfirming(true)}
        >
          {t('profile.yourData.delete.button')}
        </Button>
      </div>
      {confirming ? (
        <DeleteAccountDialog
          email={email}
          organizationId={organizationId}
          userId={userId}
          onClose={() => setConfirming(false)}
          onDeleted={deleted}
        />
      ) : null}
    </div>
  );
}

/** What the preview says: the block and what to do first, a second factor to confirm, what stays. */
function DeletionFacts({ preview }: { preview: AccountDeletionPreview }) {
  const { t } = useTranslation(accountsCatalogue);
  const organization = preview.organization_name ?? '';
  const { projects, quotes, messages } = preview.kept;
  return (
    <>
      {preview.blocked ? (
        <InlineAlert tone="warning">
          <p id={BLOCKED_TEXT_ID} className={styles.text}>
            {t(`profile.yourData.delete.blocked.${preview.blocked}`, { organization })}
          </p>
          <a href="#members" className={styles.link}>
            {t('profile.yourData.delete.membersLink')}
          </a>
        </InlineAlert>
      ) : null}
      {preview.mfa_required ? (
        <InlineAlert tone="info">
          <p className={styles.text}>{t('profile.yourData.delete.mfaRequired')}</p>
          <Link to="/mfa" className={styles.link}>
            {t('profile.yourData.delete.mfaLink')}
          </Link>
        </InlineAlert>
      ) : null}
      {projects + quotes + messages > 0 ? (
        <p className={styles.text}>{t('profile.yourData.delete.keptCounts', { projects, quotes, messages })}</p>
      ) : null}
      {preview.organisation_kept && organization ? (
        <p className={styles.text}>{t('profile.yourData.delete.organisationKept', { organization })}</p>
      ) : null}
    </>
  );
}
