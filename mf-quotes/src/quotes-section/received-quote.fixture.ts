import { quoteVat } from '@brf/domain/quotes';
import type { ReceivedQuote } from '../shared/api/received-quotes.ts';

/**
 * A quote as the board's list receives it, for tests: submitted, viewed, no files, no terms; `changes`
 * on top. VAT follows the amount and its basis as the database's generated columns do.
 */
export function receivedQuote(id: string, changes: Partial<ReceivedQuote> = {}): ReceivedQuote {
  const amount = changes.quote_amount ?? 100000;
  const vat = quoteVat(amount, changes.price_basis === 'incl_vat' ? 'incl_vat' : 'excl_vat');
  return {
    id,
    project_id: 'p',
    service_provider_id: `sp-${id}`,
    quote_amount: 100000,
    description: null,
    status: 'submitted',
    created_at: '2026-10-20T10:00:00Z',
    is_viewed: true,
    viewed_at: null,
    price_basis: 'excl_vat',
    amount_incl_vat: vat.amountInclVat,
    vat_amount: vat.vat,
    valid_until: null,
    planned_start: null,
    duration_weeks: null,
    warranty_years: null,
    payment_plan: null,
    hourly_rate: null,
    reservations: null,
    standard_terms: null,
    is_starred: false,
    newToViewer: false,
    quote_attachments: [],
    service_provider_profiles: {
      id: `sp-${id}`,
      organization_name: 'Rör AB',
      organization_number: '556677-8899',
      average_rating: null,
    },
    ...changes,
  };
}
