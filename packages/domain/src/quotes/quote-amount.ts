import { formatSek } from '../format/sek.ts';

// spec/projects.md 9: quote amount 1 to 9,000,000,000 SEK, step 0.01 (numeric(12,2) in SQL).
export const QUOTE_AMOUNT_MIN = 1;
export const QUOTE_AMOUNT_MAX = 9_000_000_000;
export const QUOTE_AMOUNT_STEP = 0.01;
export const QUOTE_AMOUNT_DECIMALS = 2;
export const QUOTE_DESCRIPTION_MAX_LENGTH = 1000;
/** Not stated by the spec for the standalone page's required description; chosen like the project's. */
export const QUOTE_DESCRIPTION_MIN_LENGTH = 10;

export function isValidQuoteAmount(amount: number): boolean {
  return (
    Number.isFinite(amount) &&
    amount >= QUOTE_AMOUNT_MIN &&
    amount <= QUOTE_AMOUNT_MAX &&
    Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6
  );
}

/** 'Your Quote' shows the amount in SEK with no decimals. */
export function formatQuoteAmount(amount: number): string {
  return formatSek(amount, { decimals: 0 });
}

// made on first use: the quotes section imports this module but never shows the form's value
let wholeKronor: Intl.NumberFormat | undefined;
let withOre: Intl.NumberFormat | undefined;

/** An amount as the form shows it for editing, in Swedish format with plain spaces ('1 250 000', '1 250 000,50'). */
export function quoteAmountInputValue(amount: number): string {
  const format = Number.isInteger(amount)
    ? (wholeKronor ??= new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 }))
    : (withOre ??= new Intl.NumberFormat('sv-SE', {
        minimumFractionDigits: QUOTE_AMOUNT_DECIMALS,
        maximumFractionDigits: QUOTE_AMOUNT_DECIMALS,
      }));
  return format
    .format(amount)
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace('\u2212', '-');
}

/** The exact amount, two decimals only when it has öre ('1 250 000 kr', '1 250 000,50 kr'). */
export function formatExactQuoteAmount(amount: number): string {
  return formatSek(amount, { decimals: Number.isInteger(amount) ? 0 : 2 });
}
