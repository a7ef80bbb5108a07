import { PRICE_BASES, STANDARD_TERMS, type PriceBasis, type StandardTerms } from './quote-terms.ts';
import { quoteVat } from './quote-vat.ts';

// Decision 0027, the bidder's own record: what a quote binds its company to, in the order the
// receipt e-mail and 'Your Quote' list it. What the quote leaves out binds nobody and is not listed.

/** A quote's terms as the database states them (a quote row, or a receipt's facts). Amounts in kronor. */
export interface BindingTermsSource {
  /** the amount as the company gave it, on its price basis */
  amount: number | string;
  price_basis: string;
  /** as the database computes them; worked out the same way where a row does not carry them */
  amount_incl_vat?: number | string | null;
  vat_amount?: number | string | null;
  valid_until?: string | null;
  planned_start?: string | null;
  duration_weeks?: number | null;
  warranty_years?: number | null;
  payment_plan?: string | null;
  hourly_rate?: number | string | null;
  reservations?: string | null;
  standard_terms?: string | null;
  description?: string | null;
}

export type BindingTerm =
  /** the amount as given, with its basis */
  | { id: 'amount'; amount: number; basis: PriceBasis }
  | { id: 'amountInclVat' | 'amountExclVat' | 'vat' | 'hourlyRate'; amount: number }
  /** a date without a time, 'YYYY-MM-DD' */
  | { id: 'validUntil' | 'plannedStart'; day: string }
  | { id: 'durationWeeks' | 'warrantyYears'; count: number }
  | { id: 'paymentPlan' | 'reservations' | 'description'; text: string }
  | { id: 'standardTerms'; standard: StandardTerms };

export type BindingTermId = BindingTerm['id'];

const given = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';
const number = (value: number | string | null | undefined): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

/**
 * The terms in the receipt's order: the amount as given, the amount on the other basis and the
 * VAT, then validity, start, duration, warranty, payment plan, hourly rate, reservations, the
 * standard contract and the description.
 */
export function bindingTerms(source: BindingTermsSource): BindingTerm[] {
  const basis: PriceBasis = (PRICE_BASES as readonly string[]).includes(source.price_basis)
    ? (source.price_basis as PriceBasis)
    : 'excl_vat';
  const computed = quoteVat(Number(source.amount), basis);
  const inclVat = number(source.amount_incl_vat) ?? computed.amountInclVat;
  const vat = number(source.vat_amount) ?? computed.vat;
  const terms: BindingTerm[] = [
    { id: 'amount', amount: Number(source.amount), basis },
    basis === 'excl_vat'
      ? { id: 'amountInclVat', amount: inclVat }
      : { id: 'amountExclVat', amount: Math.round((inclVat - vat) * 100) / 100 },
    { id: 'vat', amount: vat },
  ];
  if (given(source.valid_until)) terms.push({ id: 'validUntil', day: source.valid_until });
  if (given(source.planned_start)) terms.push({ id: 'plannedStart', day: source.planned_start });
  const weeks = number(source.duration_weeks);
  if (weeks !== null) terms.push({ id: 'durationWeeks', count: weeks });
  const years = number(source.warranty_years);
  if (years !== null) terms.push({ id: 'warrantyYears', count: years });
  if (given(source.payment_plan)) terms.push({ id: 'paymentPlan', text: source.payment_plan });
  const rate = number(source.hourly_rate);
  if (rate !== null) terms.push({ id: 'hourlyRate', amount: rate });
  if (given(source.reservations)) terms.push({ id: 'reservations', text: source.reservations });
  if ((STANDARD_TERMS as readonly string[]).includes(source.standard_terms ?? '')) {
    terms.push({ id: 'standardTerms', standard: source.standard_terms as StandardTerms });
  }
  if (given(source.description)) terms.push({ id: 'description', text: source.description });
  return terms;
}
