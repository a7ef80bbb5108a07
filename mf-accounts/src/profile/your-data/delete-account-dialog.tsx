import { useId, useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { Trash2 } from 'lucide-react';
import { Button, Field, InlineAlert, Modal, useSchemaForm } from '@brf/ui';
import { useTranslation } from '@brf/i18n';
import { accountsCatalogue } from '../../i18n.ts';
import { useDeleteMyAccount } from '../api/delete-my-account.ts';
import { deletionErrorKey, sameAddress } from './deletion-messages.ts';
import styles from './your-data.module.css';

/** The schema's own words for an address that is not the user's; the catalogue says it in the language shown. */
const NOT_YOUR_ADDRESS = 'Type the e-mail address you sign in with.';

interface ConfirmValues {
  email: string;
}

/**
 * The last question before the account goes: the person types their e-mail address, and only
 * then may confirm. A refusal stays in the dialog with what was typed.
 */
export function DeleteAccountDialog({
  email,
  organizationId,
  userId,
  onClose,
  onDeleted,
}: {
  email: string;
  organizationId: string | null;
  userId: string;
  onClose: () => void;
  /** after the database erased the account: sign out here and leave the page */
  onDeleted: () => Promise<void>;
}) {
  const { t } = useTranslation(accountsCatalogue);
  const formId = useId();
  const remove = useDeleteMyAccount(organizationId, userId);
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const schema = useMemo(
    () =>
      z.object({
        email: z.string().check(z.refine((typed: string) => sameAddress(typed, email), { error: NOT_YOUR_ADDRESS })),
      }),
    [email],
  );
  const { field, handleSubmit, watch } = useSchemaForm<ConfirmValues, ConfirmValues>(schema, {
    translate: (message) => (message === NOT_YOUR_ADDRESS ? t('profile.yourData.dialog.emailMismatch') : message),
    defaultValues: { email: '' },
  });
  const matches = sameAddress(watch('email'), email);
  const busy = remove.isPending || leaving;

  const submit = handleSubmit(async () => {
    setFailure(null);
    try {
      await remove.mutateAsync();
    } catch (error) {
      console.error('[mf-accounts] deleting the account failed', error);
      setFailure(t(deletionErrorKey(error)));
      return;
    }
    setLeaving(true);
    await onDeleted();
  });

  return (
    <Modal
      open
      title={t('profile.yourData.dialog.title')}
      onClose={onClose}
      dismissible={!busy}
      footer={
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('profile.yourData.dialog.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            icon={<Trash2 aria-hidden="true" size={16} />}
            disabled={!matches}
            busy={busy}
            busyLabel={t('profile.yourData.dialog.busy')}
          >
            {t('profile.yourData.dialog.confirm')}
          </Button>
        </div>
      }
    >
      <form id={formId} className={styles.dialogForm} noValidate onSubmit={submit}>
        <p>{t('profile.yourData.dialog.question')}</p>
        <Field
          label={t('profile.yourData.dialog.email')}
          type="email"
          required
          autoComplete="off"
          spellCheck={false}
          hint={t('profile.yourData.dialog.emailHint', { email })}
          readOnly={busy}
          {...field('email')}
        />
        {failure ? <InlineAlert tone="error">{failure}</InlineAlert> : null}
      </form>
    </Modal>
  );
}
