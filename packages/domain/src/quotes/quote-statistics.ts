import { QUOTE_STATS_MONTHS, QUOTE_STATS_WEEK_DAYS } from '../projects/project-limits.ts';
import { addDays, addMonths, toDate, type DateLike } from '../format/dates.ts';
import { averageOnBothBases, onBothBases, type AmountOnBothBases } from '../format/vat-basis.ts';

export interface QuoteForStatistics {
  quote_amount: number;
  /** the amount's basis; none reads as excluding VAT (decision 0019) */
  price_basis?: string | null;
  created_at: DateLike;
}

/** Decision 0026: the average, the range and the lowest and highest bidder are compared including VAT. */
export interface QuoteStatistics<Q> {
  total: number;
  average: AmountOnBothBases | null;
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
  let thisWeek = 0;
  let thisMonth = 0;
  let lowestInclVat = Number.POSITIVE_INFINITY;
  let highestInclVat = Number.NEGATIVE_INFINITY;
  const amounts = quotes.map((quote) => onBothBases(quote.quote_amount, quote.price_basis));
  for (const [index, quote] of quotes.entries()) {
    const { inclVat } = amounts[index]!;
    if (inclVat < lowestInclVat) {
      lowest = quote;
      lowestInclVat = inclVat;
    }
    if (inclVat > highestInclVat) {
      highest = quote;
      highestInclVat = inclVat;
    }
    const created = toDate(quote.created_at);
    if (created.getTime() >= weekStart) thisWeek += 1;
    if (created.getTime() >= monthStart) thisMonth += 1;
    if (!latest || created > latest) latest = created;
  }
  return {
    total: quotes.length,
    average: averageOnBothBases(amounts),
    lowest,
    highest,
    thisWeek,
    thisMonth,
    latest,
  };
}
