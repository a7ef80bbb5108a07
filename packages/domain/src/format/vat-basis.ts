import { formatSek } from './sek.ts';
import { quoteVat } from '../quotes/quote-vat.ts';
import type { PriceBasis } from '../quotes/quote-terms.ts';

// Decision 0026: every headline amount (tiles, statistics, lists, cards, the award's dialogs, the
// log, notifications, the decision pack) is stated including VAT, the price a BRF pays and cannot
// deduct (decision 0019), with the amount excluding VAT beside it, and says which is which:
// '5 437 500 kr inkl. moms (4 350 000 kr exkl.)'. Compared, sorted and averaged including VAT.

/** The basis every headline amount is stated on. */
export const HEADLINE_BASIS: PriceBasis = 'incl_vat';

/** The English texts of a headline amount; the domain catalogue holds them in Swedish. */
export const VAT_BASIS_TEXTS = {
  /** '5 437 500 kr incl. VAT (4 350 000 kr excl.)' */
  headline: '{amount} incl. VAT ({other} excl.)',
  /** what follows the amount where it stands alone (a tile, a card, a statistic): 'incl. VAT (4 350 000 kr excl.)' */
  besideAmount: 'incl. VAT ({other} excl.)',
} as const;

/** An amount on both bases, in kronor with öre. */
export interface AmountOnBothBases {
  inclVat: number;
  exclVat: number;
}

/** A basis as a row holds it: anything but 'incl_vat' reads as excluding VAT, as a quote from before issue 30 does. */
export function priceBasisOf(basis: unknown): PriceBasis {
  return basis === 'incl_vat' ? 'incl_vat' : 'excl_vat';
}

/**
 * An amount stated on its basis, on both bases, rounded to öre as the database's generated columns
 * are (`amount_incl_vat`, `vat_amount`): the same numbers the opening record and the CSV give.
 */
export function onBothBases(amount: number | string, basis: unknown): AmountOnBothBases {
  const { vat, amountInclVat } = quoteVat(Number(amount), priceBasisOf(basis));
  return { inclVat: amountInclVat, exclVat: Math.round(amountInclVat * 100 - vat * 100) / 100 };
}

/** The mean of several amounts on both bases (the statistics' average); null for none. */
export function averageOnBothBases(amounts: readonly AmountOnBothBases[]): AmountOnBothBases | null {
  if (amounts.length === 0) return null;
  const sum = amounts.reduce(
    (total, a) => ({ inclVat: total.inclVat + a.inclVat, exclVat: total.exclVat + a.exclVat }),
    {
      inclVat: 0,
      exclVat: 0,
    },
  );
  return { inclVat: sum.inclVat / amounts.length, exclVat: sum.exclVat / amounts.length };
}

/** The lowest and the highest of several amounts, compared including VAT; null for none. */
export function lowestAndHighest(
  amounts: readonly AmountOnBothBases[],
): { lowest: AmountOnBothBases; highest: AmountOnBothBases } | null {
  if (amounts.length === 0) return null;
  let lowest = amounts[0]!;
  let highest = lowest;
  for (const amount of amounts) {
    if (amount.inclVat < lowest.inclVat) lowest = amount;
    if (amount.inclVat > highest.inclVat) highest = amount;
  }
  return { lowest, highest };
}

/** How a bid stands against the board's budget, both including VAT: whole percent over (+) or under (-). */
export function percentAgainstBudget(bid: AmountOnBothBases, budget: AmountOnBothBases): number {
  const percent = Math.round(((bid.inclVat - budget.inclVat) / budget.inclVat) * 100);
  // -0 would read as under budget
  return percent === 0 ? 0 : percent;
}

const sek = (amount: number, exact: boolean) =>
  formatSek(amount, { decimals: exact && !Number.isInteger(Math.round(amount * 100) / 100) ? 2 : 0 });

export interface HeadlineOptions {
  /** öre where the amount has them (a quote's own amount); whole kronor otherwise */
  exact?: boolean;
}

/**
 * A headline amount in English, '5 437 500 kr incl. VAT (4 350 000 kr excl.)': show it through the
 * domain catalogue (`useDomainMessage()`), which writes '5 437 500 kr inkl. moms (4 350 000 kr exkl.)'.
 */
export function headlineAmount(amount: AmountOnBothBases, { exact = false }: HeadlineOptions = {}): string {
  return `${sek(amount.inclVat, exact)} incl. VAT (${sek(amount.exclVat, exact)} excl.)`;
}

/** A range on the headline basis: '5 000 000 kr – 5 437 500 kr incl. VAT (4 000 000 kr – 4 350 000 kr excl.)'. */
export function headlineRange(low: AmountOnBothBases, high: AmountOnBothBases): string {
  const parts = headlineRangeParts(low, high);
  return `${parts.amount} ${parts.besideAmount}`;
}

/** A range in two parts, as `headlineParts` splits an amount. */
export function headlineRangeParts(low: AmountOnBothBases, high: AmountOnBothBases): HeadlineParts {
  const span = (a: number, b: number) => `${sek(a, false)} – ${sek(b, false)}`;
  return {
    amount: span(low.inclVat, high.inclVat),
    besideAmount: `incl. VAT (${span(low.exclVat, high.exclVat)} excl.)`,
  };
}

export interface HeadlineParts {
  /** the amount including VAT: '5 437 500 kr' */
  amount: string;
  /** in English, for the domain catalogue: 'incl. VAT (4 350 000 kr excl.)' */
  besideAmount: string;
}

/** A headline amount in parts, for a card or a tile that shows the amount large and its basis beneath. */
export function headlineParts(amount: AmountOnBothBases, { exact = false }: HeadlineOptions = {}): HeadlineParts {
  return { amount: sek(amount.inclVat, exact), besideAmount: `incl. VAT (${sek(amount.exclVat, exact)} excl.)` };
}
