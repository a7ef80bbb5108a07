import type { ReceivedQuote } from '../shared/api/received-quotes.ts';

/** A quote as the domain's statistics, search and sort read it, keeping the row. */
export interface QuoteListEntry {
  quote: ReceivedQuote;
  id: string;
  quote_amount: number;
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
    created_at: quote.created_at,
    description: quote.description,
    provider_name: provider?.organization_name ?? null,
    rating:
      provider?.average_rating === null || provider?.average_rating === undefined
        ? null
        : Number(provider.average_rating),
  };
}
