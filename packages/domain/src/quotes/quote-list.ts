import { toDate, type DateLike } from '../format/dates.ts';
import { onBothBases } from '../format/vat-basis.ts';

export interface QuoteListItem {
  quote_amount: number;
  /** the amount's basis; none reads as excluding VAT (decision 0019) */
  price_basis?: string | null;
  created_at: DateLike;
  description?: string | null;
  provider_name?: string | null;
}

export const QUOTE_SORTS = [
  { value: 'date', label: 'Date' },
  { value: 'amount', label: 'Amount' },
  { value: 'provider', label: 'Provider' },
] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number]['value'];

export const UNKNOWN_SERVICE_PROVIDER = 'Unknown Service Provider';

/** Search matches the provider name and the description. */
export function searchQuotes<Q extends QuoteListItem>(quotes: readonly Q[], query: string): Q[] {
  const needle = query.trim().toLocaleLowerCase('sv-SE');
  if (!needle) return [...quotes];
  return quotes.filter((quote) =>
    `${quote.provider_name ?? ''}\n${quote.description ?? ''}`.toLocaleLowerCase('sv-SE').includes(needle),
  );
}

let providerCollator: Intl.Collator | undefined;

/** Date: newest first. Amount: ascending, including VAT (decision 0026). Provider: by name. */
export function sortQuotes<Q extends QuoteListItem>(quotes: readonly Q[], sort: QuoteSort): Q[] {
  if (sort === 'amount') {
    const inclVat = (quote: Q) => onBothBases(quote.quote_amount, quote.price_basis).inclVat;
    return [...quotes].sort((a, b) => inclVat(a) - inclVat(b));
  }
  if (sort === 'provider') {
    // made on first use: a collator's first construction loads the language's collation data
    const collator = (providerCollator ??= new Intl.Collator('sv-SE', { sensitivity: 'base' }));
    return [...quotes].sort((a, b) =>
      collator.compare(a.provider_name ?? UNKNOWN_SERVICE_PROVIDER, b.provider_name ?? UNKNOWN_SERVICE_PROVIDER),
    );
  }
  // each date read once, not at every comparison
  const newestFirst = quotes.map((quote) => ({ quote, time: toDate(quote.created_at).getTime() }));
  newestFirst.sort((a, b) => b.time - a.time);
  return newestFirst.map(({ quote }) => quote);
}
