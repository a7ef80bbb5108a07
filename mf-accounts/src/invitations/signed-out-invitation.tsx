import { Link } from 'react-router-dom';
import { InlineAlert } from '@brf/ui';
import { useTranslation } from '@brf/i18n';
import form from '../shared/form.module.css';
import { accountsCatalogue } from '../i18n.ts';
import { signInThenBack } from './invitation-link.ts';
import { InvitationSignUpForm } from './invitation-sign-up-form.tsx';
import styles from './accept-invitation-page.module.css';

/** A visitor who is not signed in: sign in (and come back), or create the account here. */
export function SignedOutInvitation({ token, linkFailed }: { token: string; linkFailed: boolean }) {
  const { t } = useTranslation(accountsCatalogue);
  return (
    <>
      <h1 className={form.title}>{t('invitation.signedOut.title')}</h1>
      <div className={styles.stack}>
        {linkFailed ? <InlineAlert tone="warning">{t('invitation.linkFailed')}</InlineAlert> : null}
        <p className={styles.lead}>{t('invitation.signedOut.lead')}</p>
        <Link className={styles.signIn} to={signInThenBack(token)}>
          {t('invitation.signIn')}
        </Link>
      </div>
      <div className={styles.divider}>
        <InvitationSignUpForm token={token} />
      </div>
    </>
  );
}
