import { Link } from 'react-router-dom';
import { InlineAlert } from '@brf/ui';
import { useTranslation, type Translate } from '@brf/i18n';
import form from '../shared/form.module.css';
import { accountsCatalogue } from '../i18n.ts';
import type { InvitationPreview } from './api/invitation-preview.ts';
import { signInThenBack } from './invitation-link.ts';
import { InvitationSignUpForm } from './invitation-sign-up-form.tsx';
import { InvitationSkeleton } from './invitation-skeleton.tsx';
import { roleKey } from './invitation-words.ts';
import { useInvitationPreview } from './use-invitation-preview.ts';
import styles from './accept-invitation-page.module.css';

/**
 * A visitor who is not signed in: what the invitation is (the organisation, the role, who invited,
 * the address it was sent to) while it can be used, then sign in (and come back), or create the
 * account here with that address filled in. A link the database no longer describes still offers both.
 */
export function SignedOutInvitation({ token, linkFailed }: { token: string; linkFailed: boolean }) {
  const { t } = useTranslation(accountsCatalogue);
  const { state } = useInvitationPreview(token, null);
  if (state.status === 'loading') return <InvitationSkeleton label={t('invitation.loading')} />;
  const invitation = state.status === 'ready' && state.invitation?.state === 'open' ? state.invitation : null;
  return (
    <>
      <h1 className={form.title}>
        {invitation
          ? t('invitation.title', { organization: invitation.organizationName })
          : t('invitation.signedOut.title')}
      </h1>
      <div className={styles.stack}>
        {linkFailed ? <InlineAlert tone="warning">{t('invitation.linkFailed')}</InlineAlert> : null}
        <p className={styles.lead}>{invitation ? namedLead(invitation, t) : t('invitation.signedOut.lead')}</p>
        <Link className={styles.signIn} to={signInThenBack(token)}>
          {t('invitation.signIn')}
        </Link>
      </div>
      <div className={styles.divider}>
        <InvitationSignUpForm token={token} email={invitation?.email ?? ''} />
      </div>
    </>
  );
}

function namedLead(invitation: InvitationPreview, t: Translate) {
  const key = roleKey(invitation.organizationType, invitation.role);
  const values = {
    organization: invitation.organizationName,
    role: key ? t(key) : invitation.role,
    email: invitation.email,
    inviter: invitation.invitedByName ?? '',
  };
  return invitation.invitedByName
    ? t('invitation.signedOut.leadBy', values)
    : t('invitation.signedOut.leadOrganization', values);
}
