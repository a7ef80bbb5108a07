import { useTranslation } from '@brf/i18n';
import { formatNumber } from '@brf/domain/format';
import { adminCatalogue } from '../../i18n.ts';
import { useSiteCounts, type SiteCounts } from '../api/site-counts.ts';
import { DashboardPanel } from '../panel/dashboard-panel.tsx';
import { Skeleton, StatTile } from '@brf/ui';
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
            <Skeleton key={tile.key} height="4.75rem" radius="md" />
          ))}
        </div>
      }
    >
      {(counts) => (
        <>
          <ul className={styles.tiles}>
            {TILES.map((tile) => (
              <li key={tile.key} data-tile={tile.key}>
                <StatTile
                  label={t(tile.label)}
                  value={formatNumber(counts[tile.key], language)}
                  className={styles.tile}
                />
              </li>
            ))}
          </ul>
          <p className={styles.note}>{t('tiles.note')}</p>
        </>
      )}
    </DashboardPanel>
  );
}
