import type { ReactNode } from 'react';
import { useTranslation } from '@brf/i18n';
import { formatShortDate } from '@brf/domain/format';
import { adminCatalogue } from '../../i18n.ts';
import { useUserGrowth } from '../api/user-growth.ts';
import { DashboardPanel } from '../panel/dashboard-panel.tsx';
import { Skeleton } from '@brf/ui';
import { GrowthChart } from './growth-chart.tsx';
import { GrowthTable } from './growth-table.tsx';
import { useElementWidth } from './use-element-width.ts';

/** Gives the chart the width it has on the page (SVG text stays readable at 375 px). */
function ChartFrame({ children }: { children: (width: number) => ReactNode }) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.frame}>
      {width > 0 ? children(width) : null}
    </div>
  );
}
import styles from './user-growth-panel.module.css';

export function UserGrowthPanel({ userId }: { userId: string }) {
  const { t, language } = useTranslation(adminCatalogue);
  const query = useUserGrowth(userId);
  const brfLabel = t('growth.brfs');
  const providerLabel = t('growth.serviceProviders');
  return (
    <DashboardPanel
      name="user-growth"
      title={t('growth.heading')}
      query={query}
      skeleton={<Skeleton height="15rem" />}
      className={styles.panel}
    >
      {(days) => (
        <>
          <p className={styles.summary}>
            {t('growth.summary', {
              brfs: days.reduce((sum, d) => sum + d.brfs, 0),
              providers: days.reduce((sum, d) => sum + d.service_providers, 0),
              from: formatShortDate(days[0]?.day ?? new Date(), language),
              to: formatShortDate(days[days.length - 1]?.day ?? new Date(), language),
            })}
          </p>
          <ul className={styles.legend}>
            <li>
              <span aria-hidden="true" className={`${styles.swatch} ${styles.brfBar}`} />
              {brfLabel}
            </li>
            <li>
              <span aria-hidden="true" className={`${styles.swatch} ${styles.providerBar}`} />
              {providerLabel}
            </li>
          </ul>
          <ChartFrame>
            {(width) => (
              <GrowthChart
                days={days}
                width={width}
                language={language}
                label={t('growth.chartLabel')}
                brfLabel={brfLabel}
                providerLabel={providerLabel}
              />
            )}
          </ChartFrame>
          {/* a table sizes to its content, so the hiding box is a div around it */}
          <div className={styles.screenReaderOnly}>
            <GrowthTable
              days={days}
              language={language}
              caption={t('growth.tableCaption')}
              dateLabel={t('growth.date')}
              brfLabel={brfLabel}
              providerLabel={providerLabel}
            />
          </div>
        </>
      )}
    </DashboardPanel>
  );
}
