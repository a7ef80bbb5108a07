import { useTranslation } from '@brf/i18n';
import { useServiceCategoryName } from '@brf/domain/i18n';
import { formatLongDate, formatNumber } from '@brf/domain/format';
import { adminCatalogue } from '../../i18n.ts';
import { useTodaySnapshot } from '../api/today-snapshot.ts';
import { DashboardPanel } from '../panel/dashboard-panel.tsx';
import { Skeleton } from '@brf/ui';
import styles from './today-snapshot-panel.module.css';

export function TodaySnapshotPanel({ userId }: { userId: string }) {
  const { t, language } = useTranslation(adminCatalogue);
  const categoryText = useServiceCategoryName();
  const query = useTodaySnapshot(userId);
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
            {t('snapshot.date', { date: formatLongDate(snapshot.snapshot_date, language) })}
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
