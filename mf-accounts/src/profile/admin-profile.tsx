import { Link } from 'react-router-dom';
import { Card } from '@brf/ui';
import { useTranslation } from '@brf/i18n';
import { fullName, selectUser, useSessionStore } from '@brf/supabase/session';
import { accountsCatalogue } from '../i18n.ts';
import { AccountPage } from '../shared/account-page.tsx';
import form from '../shared/form.module.css';
import styles from '../register/register.module.css';
import { YourDataSection } from './your-data/your-data-section.tsx';

/** An admin has no organisation: the profile is the account itself, with the way to its 2FA. */
export function AdminProfile() {
  const { t } = useTranslation(accountsCatalogue);
  const user = useSessionStore(selectUser);
  const name = useSessionStore(fullName);
  return (
    <AccountPage page="profile" width="wide">
      <Card>
        <h1 className={form.title}>{t('profile.title')}</h1>
        <p>{t('profile.admin.intro')}</p>
        <dl className={styles.summary}>
          <div>
            <dt>{t('profile.admin.name')}</dt>
            <dd>{name}</dd>
          </div>
          <div>
            <dt>{t('profile.email')}</dt>
            <dd>{user?.email}</dd>
          </div>
          <div>
            <dt>{t('profile.admin.role')}</dt>
            <dd>{t('profile.admin.roleValue')}</dd>
          </div>
        </dl>
        <div className={form.links}>
          <Link to="/mfa">{t('profile.admin.mfa')}</Link>
          <Link to="/admin/dashboard">{t('profile.admin.dashboard')}</Link>
        </div>
      </Card>
      {user?.email ? <YourDataSection userId={user.id} email={user.email} organizationId={null} /> : null}
    </AccountPage>
  );
}
