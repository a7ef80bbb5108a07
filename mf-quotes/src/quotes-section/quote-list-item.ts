import { onBothBases, priceBasisOf, type AmountOnBothBases } from '@brf/domain/format';
import type { PriceBasis } from '@brf/domain/quotes';
import type { ReceivedQuote } from '../shared/api/received-quotes.ts';

/** A quote as the domain's statistics, search and sort read it, keeping the row. */
export interface QuoteListEntry {
  quote: ReceivedQuote;
  id: string;
  /** as the provider stated it, on `price_basis` */
  quote_amount: number;
  price_basis: PriceBasis;
  /** the amount on both bases: compared, sorted and stated including VAT (decision 0026) */
  amounts: AmountOnBothBases;
  created_at: string;
  description: string | null;
  provider_name: string | null;
  rating: number | null;
}

export function toListItem(quote: ReceivedQuote): QuoteListEntry {
  const provider = quote.service_provider_profiles;
  return {
    quote,
    id: quote.id,
    quote_amount: Number(quote.quote_amount),
    price_basis: priceBasisOf(quote.price_basis),
    amounts: onBothBases(quote.quote_amount, quote.price_basis),
    created_at: quote.created_at,
    description: quote.description,
    provider_name: provider?.organization_name ?? null,
    rating:
      provider?.average_rating === null || provider?.average_rating === undefined
        ? null
        : Number(provider.average_rating),
  };
}
