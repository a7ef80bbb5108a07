import { useTranslation } from '@brf/i18n';
import { useServiceCategoryName } from '@brf/domain/i18n';
import { formatDateTime, formatNumber } from '@brf/domain/format';
import { adminCatalogue } from '../../i18n.ts';
import { useTodaySnapshot, type AnalyticsSnapshot } from '../api/today-snapshot.ts';
import { useSiteCounts, type SiteCounts } from '../api/site-counts.ts';
import { DashboardPanel } from '../panel/dashboard-panel.tsx';
import { Skeleton } from '@brf/ui';
import styles from './today-snapshot-panel.module.css';

/** The day's first count is kept; the tiles count now, so they part as the day goes on. */
const differsFromLive = (snapshot: AnalyticsSnapshot, live: SiteCounts) =>
  snapshot.total_projects !== live.totalProjects ||
  snapshot.total_brfs !== live.totalBrfs ||
  snapshot.total_service_providers !== live.serviceProviders;

export function TodaySnapshotPanel({ userId }: { userId: string }) {
  const { t, language } = useTranslation(adminCatalogue);
  const categoryText = useServiceCategoryName();
  const query = useTodaySnapshot(userId);
  // the tiles' query: read from the cache they fill, never fetched twice
  const live = useSiteCounts(userId).data;
  return (
    <DashboardPanel
      name="analytics-snapshot"
      title={t('snapshot.heading')}
      query={query}
      skeleton={
        <div className={styles.body}>
          <Skeleton width="50%" />
          <Skeleton height="4rem" />
          <Skeleton height="6rem" />
        </div>
      }
    >
      {(snapshot) => (
        <div className={styles.body}>
          <p className={styles.date}>
            {t('snapshot.takenAt', { time: formatDateTime(snapshot.created_at, language) })}
            {live && differsFromLive(snapshot, live) ? ` ${t('snapshot.differs')}` : null}
          </p>
          <dl className={styles.numbers}>
            {(
              [
                ['snapshot.totalProjects', snapshot.total_projects],
                ['snapshot.totalBrfs', snapshot.total_brfs],
                ['snapshot.totalServiceProviders', snapshot.total_service_providers],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className={styles.number}>
                <dt>{t(label)}</dt>
                <dd>{formatNumber(value, language)}</dd>
              </div>
            ))}
          </dl>
          <h3 className={styles.subheading}>{t('snapshot.topCategories')}</h3>
          {snapshot.top_service_categories.length === 0 ? (
            <p className={styles.muted}>{t('snapshot.noCategories')}</p>
          ) : (
            <ol className={styles.categories}>
              {snapshot.top_service_categories.map((name) => (
                <li key={name}>{categoryText(name)}</li>
              ))}
            </ol>
          )}
        </div>
      )}
    </DashboardPanel>
  );
}
