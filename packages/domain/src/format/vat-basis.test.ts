import { describe, expect, it } from 'vitest';
import sv from '../i18n/locales/sv.json' with { type: 'json' };
import en from '../i18n/locales/en.json' with { type: 'json' };
import { compileTemplates, localizeMessage } from '../i18n/localize-message.ts';
import {
  averageOnBothBases,
  headlineAmount,
  headlineParts,
  headlineRange,
  headlineRangeParts,
  lowestAndHighest,
  onBothBases,
  percentAgainstBudget,
  priceBasisOf,
} from './vat-basis.ts';

const NBSP = '\u00a0';
const kr = (digits: string) => `${digits.replaceAll(' ', NBSP)}${NBSP}kr`;

/** The text as the domain catalogue shows it in Swedish (what `useDomainMessage()` does). */
function inSwedish(message: string): string {
  const swedish = sv as Record<string, string>;
  const lookup = (key: string, values?: Record<string, string>) =>
    swedish[key]?.replace(/\{(\w+)\}/g, (_, name: string) => values?.[name] ?? `{${name}}`);
  return localizeMessage(message, lookup, compileTemplates(Object.keys(en)));
}

// the review's pair: the lower number is the higher price, because it excludes VAT
const excluding = onBothBases(4_350_000, 'excl_vat');
const including = onBothBases(5_000_000, 'incl_vat');

describe('an amount on both VAT bases', () => {
  it('adds 25 % to an amount excluding VAT and takes a fifth from one including it', () => {
    expect(excluding).toEqual({ inclVat: 5_437_500, exclVat: 4_350_000 });
    expect(including).toEqual({ inclVat: 5_000_000, exclVat: 4_000_000 });
  });

  it("rounds VAT to öre as the database's generated columns do", () => {
    // round(100000.50 * 0.25, 2) = 25000.13 in SQL
    expect(onBothBases(100_000.5, 'excl_vat')).toEqual({ inclVat: 125_000.63, exclVat: 100_000.5 });
    // round(1000001 * 0.2, 2) = 200000.20
    expect(onBothBases(1_000_001, 'incl_vat')).toEqual({ inclVat: 1_000_001, exclVat: 800_000.8 });
    expect(onBothBases('4350000.00', 'excl_vat')).toEqual(excluding);
  });

  it('reads an amount that states no basis as excluding VAT (quotes from before the basis was asked)', () => {
    expect(priceBasisOf(null)).toBe('excl_vat');
    expect(priceBasisOf(undefined)).toBe('excl_vat');
    expect(priceBasisOf('incl_vat')).toBe('incl_vat');
    expect(onBothBases(4_350_000, null)).toEqual(excluding);
  });

  it('compares, averages and finds the range including VAT', () => {
    expect(lowestAndHighest([excluding, including])).toEqual({ lowest: including, highest: excluding });
    expect(lowestAndHighest([])).toBeNull();
    expect(averageOnBothBases([excluding, including])).toEqual({ inclVat: 5_218_750, exclVat: 4_175_000 });
    expect(averageOnBothBases([])).toBeNull();
  });

  it('sets a bid against the budget in whole percent, both including VAT', () => {
    const budget = onBothBases(4_200_000, 'excl_vat');
    expect(percentAgainstBudget(excluding, budget)).toBe(4);
    expect(percentAgainstBudget(including, budget)).toBe(-5);
    expect(percentAgainstBudget(onBothBases(5_250_000, 'incl_vat'), budget)).toBe(0);
    expect(Object.is(percentAgainstBudget(onBothBases(5_249_999, 'incl_vat'), budget), 0)).toBe(true);
  });
});

describe('a headline amount', () => {
  it('states the amount including VAT and the amount excluding VAT beside it, and says which', () => {
    expect(headlineAmount(excluding)).toBe(`${kr('5 437 500')} incl. VAT (${kr('4 350 000')} excl.)`);
    expect(inSwedish(headlineAmount(excluding))).toBe(`${kr('5 437 500')} inkl. moms (${kr('4 350 000')} exkl.)`);
    expect(inSwedish(headlineAmount(including))).toBe(`${kr('5 000 000')} inkl. moms (${kr('4 000 000')} exkl.)`);
  });

  it('keeps öre when asked for the exact amount, and whole kronor otherwise', () => {
    const withOre = onBothBases(100_000.5, 'excl_vat');
    expect(headlineAmount(withOre, { exact: true })).toBe(`${kr('125 000,63')} incl. VAT (${kr('100 000,50')} excl.)`);
    expect(headlineAmount(withOre)).toBe(`${kr('125 001')} incl. VAT (${kr('100 001')} excl.)`);
    expect(headlineAmount(excluding, { exact: true })).toBe(`${kr('5 437 500')} incl. VAT (${kr('4 350 000')} excl.)`);
  });

  it('states a range on the same basis', () => {
    expect(inSwedish(headlineRange(including, excluding))).toBe(
      `${kr('5 000 000')} – ${kr('5 437 500')} inkl. moms (${kr('4 000 000')} – ${kr('4 350 000')} exkl.)`,
    );
    const parts = headlineRangeParts(including, excluding);
    expect(parts.amount).toBe(`${kr('5 000 000')} – ${kr('5 437 500')}`);
    expect(inSwedish(parts.besideAmount)).toBe(`inkl. moms (${kr('4 000 000')} – ${kr('4 350 000')} exkl.)`);
  });

  it('splits for a tile or a card: the amount, and the basis with the other amount beneath it', () => {
    const parts = headlineParts(excluding);
    expect(parts.amount).toBe(kr('5 437 500'));
    expect(parts.besideAmount).toBe(`incl. VAT (${kr('4 350 000')} excl.)`);
    expect(inSwedish(parts.besideAmount)).toBe(`inkl. moms (${kr('4 350 000')} exkl.)`);
  });
});
