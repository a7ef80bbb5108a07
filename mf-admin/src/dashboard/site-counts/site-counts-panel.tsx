import { useTranslation } from '@brf/i18n';
import { formatNumber } from '@brf/domain/format';
import { adminCatalogue } from '../../i18n.ts';
import { useSiteCounts, type SiteCounts } from '../api/site-counts.ts';
import { DashboardPanel } from '../panel/dashboard-panel.tsx';
import { SkeletonBlock } from '../panel/skeleton-block.tsx';
import styles from './site-counts-panel.module.css';

/** The tiles in the spec's order, each with its catalogue label. */
const TILES: { key: keyof SiteCounts; label: string }[] = [
  { key: 'totalBrfs', label: 'tiles.totalBrfs' },
  { key: 'serviceProviders', label: 'tiles.serviceProviders' },
  { key: 'totalProjects', label: 'tiles.totalProjects' },
  { key: 'totalQuotes', label: 'tiles.totalQuotes' },
  { key: 'activeProjects', label: 'tiles.activeProjects' },
  { key: 'completedProjects', label: 'tiles.completedProjects' },
  { key: 'totalUsers', label: 'tiles.totalUsers' },
];

export function SiteCountsPanel({ userId }: { userId: string }) {
  const { t, language } = useTranslation(adminCatalogue);
  const query = useSiteCounts(userId);
  return (
    <DashboardPanel
      name="site-counts"
      title={t('tiles.heading')}
      query={query}
      skeleton={
        <div className={styles.tiles}>
          {TILES.map((tile) => (
            <div key={tile.key} className={styles.tile}>
              <SkeletonBlock width="60%" />
              <SkeletonBlock height="2rem" width="40%" />
            </div>
          ))}
        </div>
      }
    >
      {(counts) => (
        <dl className={styles.tiles}>
          {TILES.map((tile) => (
            <div key={tile.key} className={styles.tile} data-tile={tile.key}>
              <dt className={styles.label}>{t(tile.label)}</dt>
              <dd className={styles.value}>{formatNumber(counts[tile.key], language)}</dd>
            </div>
          ))}
        </dl>
      )}
    </DashboardPanel>
  );
}
