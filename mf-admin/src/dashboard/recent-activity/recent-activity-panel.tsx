import { useTranslation } from '@brf/i18n';
import { DASHBOARD_ACTIVITY_ITEMS } from '@brf/domain/accounts';
import { formatDateTime } from '@brf/domain/format';
import { adminCatalogue } from '../../i18n.ts';
import { useRecentActivity } from '../api/recent-activity.ts';
import { DashboardPanel } from '../panel/dashboard-panel.tsx';
import { Skeleton } from '@brf/ui';
import { actionText, resourceText } from './activity-text.ts';
import styles from './recent-activity-panel.module.css';

export function RecentActivityPanel({ userId }: { userId: string }) {
  const { t, language } = useTranslation(adminCatalogue);
  const query = useRecentActivity(userId);
  return (
    <DashboardPanel
      name="recent-activity"
      title={t('activity.heading')}
      query={query}
      skeleton={
        <div className={styles.list}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height="2.5rem" />
          ))}
        </div>
      }
    >
      {(entries) =>
        entries.length === 0 ? (
          <p className={styles.empty}>{t('activity.empty')}</p>
        ) : (
          <ol className={styles.list}>
            {entries.slice(0, DASHBOARD_ACTIVITY_ITEMS).map((entry) => (
              <li key={entry.id} className={styles.entry} data-activity={entry.action}>
                <span className={styles.action}>{actionText(t, entry.action)}</span>
                <span className={styles.resource}>{resourceText(t, entry.resource_type)}</span>
                <time className={styles.time} dateTime={entry.created_at}>
                  {formatDateTime(entry.created_at, language)}
                </time>
              </li>
            ))}
          </ol>
        )
      }
    </DashboardPanel>
  );
}
