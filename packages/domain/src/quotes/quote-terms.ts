import type { RequestQuoteTerm } from '../projects/request-terms.ts';
import { stockholmDay } from '../format/stockholm-day.ts';
import { quoteAmountInputValue } from './quote-amount.ts';

// Issue 30, comparable quotes: besides amount and description a quote states its price basis and
// the terms a board compares (REQUEST_QUOTE_TERMS, which a project may require). The numbers and
// words are those of supabase/schemas/01_tables.sql (quotes) and 08_quotes.sql.

/** Whether the amount includes VAT; quotes from before issue 30 read 'excl_vat' (the column's default). */
export const PRICE_BASES = ['excl_vat', 'incl_vat'] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];

/** The standard contract a quote accepts: AB 04, ABT 06, or neither. */
export const STANDARD_TERMS = ['ab04', 'abt06', 'none'] as const;
export type StandardTerms = (typeof STANDARD_TERMS)[number];

export const DURATION_WEEKS_MIN = 1;
export const DURATION_WEEKS_MAX = 520;
export const WARRANTY_YEARS_MIN = 0;
export const WARRANTY_YEARS_MAX = 30;
export const PAYMENT_PLAN_MAX_LENGTH = 2000;
export const RESERVATIONS_MAX_LENGTH = 4000;
/** numeric(10, 2), more than 0 and at most 100 000 SEK an hour */
export const HOURLY_RATE_MIN = 0.01;
export const HOURLY_RATE_MAX = 100_000;
export const HOURLY_RATE_DECIMALS = 2;

/** The database's words (code 23514) for a required term the quote left out; the form says the same. */
export const QUOTE_TERM_REQUIRED_MESSAGES = {
  valid_until: 'Valid until is required.',
  planned_start: 'Planned start is required.',
  duration_weeks: 'Duration in weeks is required.',
  warranty_years: 'Warranty in years is required.',
  payment_plan: 'Payment plan is required.',
  hourly_rate: 'Hourly rate for changes and extra work is required.',
  reservations: 'Reservations are required.',
  standard_terms: 'Standard contract is required.',
} as const satisfies Record<RequestQuoteTerm, string>;

export const QUOTE_TERMS_MESSAGES = {
  /** the database's words: valid_until is at least the deadline's Swedish date */
  validUntilBeforeDeadline: 'A quote must be valid at least until the submission deadline.',
  priceBasisRequired: 'Choose whether the amount includes VAT.',
} as const;

// the quote views' name for it (mf-quotes' decision pack reads it from here)
export { requiredQuoteTerms as requiredQuoteTermsOf } from '../projects/request-terms.ts';

/** The first day a quote may be valid until: the deadline's Swedish date ('YYYY-MM-DD'), as the database checks. */
export const firstValidUntilDay = (submissionDeadline: string): string => stockholmDay(submissionDeadline);

/** A quote's terms as its row holds them. */
export interface QuoteTermsRow {
  price_basis: string;
  valid_until: string | null;
  planned_start: string | null;
  duration_weeks: number | null;
  warranty_years: number | null;
  payment_plan: string | null;
  hourly_rate: number | null;
  reservations: string | null;
  standard_terms: string | null;
}

/** The terms fieldset's values as the form holds them (text, as the controls give it). */
export interface QuoteTermsInput {
  price_basis: string | null;
  valid_until: string;
  planned_start: string;
  duration_weeks: string;
  warranty_years: string;
  payment_plan: string;
  hourly_rate: string;
  reservations: string;
  standard_terms: string;
}

/** The form's starting values: empty for a new quote (no price basis chosen), the quote's own when editing. */
export function quoteTermsInputValues(quote?: QuoteTermsRow): QuoteTermsInput {
  const basis = quote && (PRICE_BASES as readonly string[]).includes(quote.price_basis) ? quote.price_basis : null;
  return {
    price_basis: basis,
    valid_until: quote?.valid_until ?? '',
    planned_start: quote?.planned_start ?? '',
    duration_weeks: quote?.duration_weeks?.toString() ?? '',
    warranty_years: quote?.warranty_years?.toString() ?? '',
    payment_plan: quote?.payment_plan ?? '',
    hourly_rate: quote?.hourly_rate == null ? '' : quoteAmountInputValue(quote.hourly_rate),
    reservations: quote?.reservations ?? '',
    standard_terms: quote?.standard_terms ?? '',
  };
}
