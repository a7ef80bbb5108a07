import { QUOTE_STATS_MONTHS, QUOTE_STATS_WEEK_DAYS } from '../projects/project-limits.ts';
import { addDays, addMonths, toDate, type DateLike } from '../format/dates.ts';

export interface QuoteForStatistics {
  quote_amount: number;
  created_at: DateLike;
}

export interface QuoteStatistics<Q> {
  total: number;
  average: number | null;
  lowest: Q | null;
  highest: Q | null;
  /** Quotes from the last 7 days. */
  thisWeek: number;
  /** Quotes from the last 1 month. */
  thisMonth: number;
  latest: Date | null;
}

export function quoteStatistics<Q extends QuoteForStatistics>(
  quotes: readonly Q[],
  now: DateLike = new Date(),
): QuoteStatistics<Q> {
  const weekStart = addDays(now, -QUOTE_STATS_WEEK_DAYS).getTime();
  const monthStart = addMonths(now, -QUOTE_STATS_MONTHS).getTime();
  let lowest: Q | null = null;
  let highest: Q | null = null;
  let latest: Date | null = null;
  let sum = 0;
  let thisWeek = 0;
  let thisMonth = 0;
  for (const quote of quotes) {
    sum += quote.quote_amount;
    if (!lowest || quote.quote_amount < lowest.quote_amount) lowest = quote;
    if (!highest || quote.quote_amount > highest.quote_amount) highest = quote;
    const created = toDate(quote.created_at);
    if (created.getTime() >= weekStart) thisWeek += 1;
    if (created.getTime() >= monthStart) thisMonth += 1;
    if (!latest || created > latest) latest = created;
  }
  return {
    total: quotes.length,
    average: quotes.length ? sum / quotes.length : null,
    lowest,
    highest,
    thisWeek,
    thisMonth,
    latest,
  };
}
