import { useTranslation } from '@brf/i18n';
import { InlineAlert, PageHeading } from '@brf/ui';
import { adminCatalogue } from '../i18n.ts';
import { TodaySnapshotPanel } from './analytics-snapshot/today-snapshot-panel.tsx';
import { MailDeliveryPanel } from './mail-delivery/mail-delivery-panel.tsx';
import { RecentActivityPanel } from './recent-activity/recent-activity-panel.tsx';
import { SiteCountsPanel } from './site-counts/site-counts-panel.tsx';
import { useAdminAccess } from './use-admin-access.ts';
import { UserGrowthPanel } from './user-growth/user-growth-panel.tsx';
import styles from './admin-dashboard-page.module.css';

/** /admin/dashboard (spec 2): the site's numbers, its recent activity, its growth and failed e-mails (issue 28). */
export default function AdminDashboardPage() {
  const { t } = useTranslation(adminCatalogue);
  const access = useAdminAccess();
  return (
    <section data-remote="mf-admin" data-page="admin-dashboard" className={styles.page}>
      <PageHeading
        title={t('dashboard.title')}
        description={access.kind === 'denied' ? undefined : t('dashboard.description')}
      />
      {access.kind === 'denied' ? <InlineAlert tone="error">{t('dashboard.accessDenied')}</InlineAlert> : null}
      {access.kind === 'admin' ? (
        <div className={styles.panels}>
          <SiteCountsPanel userId={access.userId} />
          <UserGrowthPanel userId={access.userId} />
          <RecentActivityPanel userId={access.userId} />
          <TodaySnapshotPanel userId={access.userId} />
          <MailDeliveryPanel userId={access.userId} />
        </div>
      ) : null}
    </section>
  );
}
