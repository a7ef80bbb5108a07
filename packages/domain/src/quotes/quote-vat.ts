import { isValidQuoteAmount } from './quote-amount.ts';
import type { PriceBasis } from './quote-terms.ts';

/** Swedish VAT on building work, which a BRF pays and cannot deduct. */
export const VAT_RATE_PERCENT = 25;

export interface QuoteVat {
  vat: number;
  amountInclVat: number;
}

/**
 * VAT and the amount including VAT, rounded to öre as the database's generated columns are
 * (excl_vat: VAT = amount × 0.25, total = amount × 1.25; incl_vat: VAT = amount × 0.2). Counted in
 * whole öre so binary fractions never tip a rounding.
 */
export function quoteVat(amount: number, basis: PriceBasis): QuoteVat {
  const ore = Math.round(amount * 100);
  if (basis === 'incl_vat') {
    return { vat: Math.round((ore * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT)) / 100, amountInclVat: ore / 100 };
  }
  const vat = Math.round((ore * VAT_RATE_PERCENT) / 100);
  return { vat: vat / 100, amountInclVat: (ore + vat) / 100 };
}

/**
 * The VAT line under the amount while it is typed: the amount as the form reads it (Swedish format,
 * '1 250 000,50') and the chosen basis; nothing until both are there and the amount is valid.
 */
export function quoteVatOfInput(amount: unknown, basis: unknown): QuoteVat | null {
  if (basis !== 'excl_vat' && basis !== 'incl_vat') return null;
  const text = typeof amount === 'number' ? String(amount) : typeof amount === 'string' ? amount : '';
  const compact = text.replace(/\s/g, '').replace(',', '.');
  if (compact === '') return null;
  const value = Number(compact);
  return isValidQuoteAmount(value) ? quoteVat(value, basis) : null;
}
