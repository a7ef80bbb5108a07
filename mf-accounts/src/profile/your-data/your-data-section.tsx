import { Card, Section } from '@brf/ui';
import { useTranslation } from '@brf/i18n';
import { accountsCatalogue } from '../../i18n.ts';
import { AccountDeletion } from './account-deletion.tsx';
import { DownloadMyData } from './download-my-data.tsx';
import styles from './your-data.module.css';

/**
 * Every user's own data on /profile (issue 31, GDPR): a download of everything the marketplace
 * holds about them, and the deletion of the account with what it removes and what the terms keep.
 */
export function YourDataSection({
  userId,
  email,
  organizationId,
}: {
  userId: string;
  email: string;
  /** the user's BRF or company; null for an admin */
  organizationId: string | null;
}) {
  const { t } = useTranslation(accountsCatalogue);
  return (
    <Card className={styles.yourData} id="your-data">
      <Section title={t('profile.yourData.title')} titleId="profile-your-data-title" data-section="your-data">
        <p className={styles.muted}>{t('profile.yourData.intro')}</p>
        <DownloadMyData />
        <AccountDeletion userId={userId} email={email} organizationId={organizationId} />
      </Section>
    </Card>
  );
}
