import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { formatDateTime } from '@brf/domain/format';
import { NO_RATINGS, UNKNOWN_SERVICE_PROVIDER, type QuoteStatistics } from '@brf/domain/quotes';
import { StarRating, dialogTrigger } from '@brf/ui';
import { quotesCatalogue } from '../i18n.ts';
import { HeadlineAmount } from '../shared/parts/headline-amount.tsx';
import type { QuoteListEntry } from './quote-list-item.ts';
import styles from './quotes-section.module.css';

export interface QuoteStatisticsPanelProps {
  stats: QuoteStatistics<QuoteListEntry>;
  onProvider: (providerId: string) => void;
}

/**
 * spec 2: total, average, range, highest and lowest bidder with their rating, this week, this month,
 * latest. Every amount is compared and stated including VAT, with the amount excluding VAT beside it
 * (decision 0026): a bid excluding VAT is not cheaper for being a smaller number.
 */
export function QuoteStatisticsPanel({ stats, onProvider }: QuoteStatisticsPanelProps) {
  const { t, language } = useTranslation(quotesCatalogue);
  const message = useDomainMessage();
  const bidder = (entry: QuoteListEntry | null) =>
    entry ? (
      <span className={styles.bidder}>
        <button
          type="button"
          {...dialogTrigger('provider-info')}
          className={styles.providerLink}
          onClick={() => onProvider(entry.quote.service_provider_id)}
        >
          {entry.provider_name ?? message(UNKNOWN_SERVICE_PROVIDER)}
        </button>
        <span className={styles.bidderAmount}>
          <HeadlineAmount amount={entry.amounts} message={message} />
        </span>
        <StarRating value={entry.rating} emptyText={message(NO_RATINGS)} size={14} />
      </span>
    ) : (
      '–'
    );
  return (
    <dl className={styles.stats} aria-label={t('stats.title')}>
      <div className={styles.stat}>
        <dt>{t('stats.total')}</dt>
        <dd data-stat="total">{stats.total}</dd>
      </div>
      <div className={styles.stat}>
        <dt>{t('stats.average')}</dt>
        <dd data-stat="average">
          {stats.average === null ? '–' : <HeadlineAmount amount={stats.average} message={message} />}
        </dd>
      </div>
      <div className={styles.stat}>
        <dt>{t('stats.range')}</dt>
        <dd data-stat="range">
          {stats.lowest && stats.highest ? (
            <HeadlineAmount amount={stats.lowest.amounts} to={stats.highest.amounts} message={message} />
          ) : (
            '–'
          )}
        </dd>
      </div>
      <div className={styles.stat}>
        <dt>{t('stats.thisWeek')}</dt>
        <dd data-stat="week">{stats.thisWeek}</dd>
      </div>
      <div className={styles.stat}>
        <dt>{t('stats.thisMonth')}</dt>
        <dd data-stat="month">{stats.thisMonth}</dd>
      </div>
      <div className={styles.stat}>
        <dt>{t('stats.latest')}</dt>
        <dd data-stat="latest">{stats.latest ? formatDateTime(stats.latest, language) : '–'}</dd>
      </div>
      <div className={`${styles.stat} ${styles.statWide}`}>
        <dt>{t('stats.lowestBidder')}</dt>
        <dd data-stat="lowest-bidder">{bidder(stats.lowest)}</dd>
      </div>
      <div className={`${styles.stat} ${styles.statWide}`}>
        <dt>{t('stats.highestBidder')}</dt>
        <dd data-stat="highest-bidder">{bidder(stats.highest)}</dd>
      </div>
    </dl>
  );
}
