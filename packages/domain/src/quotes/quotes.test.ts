import { describe, expect, it } from 'vitest';
import { quoteStatistics } from './quote-statistics.ts';
import { searchQuotes, sortQuotes } from './quote-list.ts';
import { averageRating, formatRating } from './rating.ts';

const now = new Date(2026, 4, 10, 12, 0);
const quotes = [
  {
    id: 'a',
    quote_amount: 120000,
    created_at: new Date(2026, 4, 3, 12, 0),
    provider_name: 'Takab',
    description: 'Roof with tiles',
  },
  {
    id: 'b',
    quote_amount: 90000,
    created_at: new Date(2026, 4, 3, 11, 59),
    provider_name: 'Bygg AB',
    description: 'Plåttak',
  },
  {
    id: 'c',
    quote_amount: 150000,
    created_at: new Date(2026, 3, 10, 12, 0),
    provider_name: 'Åkes Tak',
    description: null,
  },
  { id: 'd', quote_amount: 100000, created_at: new Date(2026, 3, 10, 11, 59), provider_name: null, description: 'Old' },
];

describe('quoteStatistics', () => {
  it('counts, averages and finds the range and bidders (amounts without a basis exclude VAT)', () => {
    const stats = quoteStatistics(quotes, now);
    expect(stats.total).toBe(4);
    expect(stats.average).toEqual({ inclVat: 143750, exclVat: 115000 });
    expect(stats.lowest?.id).toBe('b');
    expect(stats.highest?.id).toBe('c');
    expect(stats.latest).toEqual(new Date(2026, 4, 3, 12, 0));
  });
  it('compares a mixed pair including VAT: the lower number excluding VAT is the higher price', () => {
    const pair = [
      { id: 'excl', quote_amount: 4_350_000, price_basis: 'excl_vat', created_at: now },
      { id: 'incl', quote_amount: 5_000_000, price_basis: 'incl_vat', created_at: now },
    ];
    const stats = quoteStatistics(pair, now);
    expect(stats.lowest?.id).toBe('incl');
    expect(stats.highest?.id).toBe('excl');
    expect(stats.average).toEqual({ inclVat: 5_218_750, exclVat: 4_175_000 });
    expect(sortQuotes(pair, 'amount').map((q) => q.id)).toEqual(['incl', 'excl']);
  });
  it('this week is the last 7 days, this month the last 1 month (boundaries included)', () => {
    const stats = quoteStatistics(quotes, now);
    expect(stats.thisWeek).toBe(1);
    expect(stats.thisMonth).toBe(3);
  });
  it('handles no quotes', () => {
    expect(quoteStatistics([], now)).toEqual({
      total: 0,
      average: null,
      lowest: null,
      highest: null,
      thisWeek: 0,
      thisMonth: 0,
      latest: null,
    });
  });
});

describe('quote search and sort', () => {
  it('searches provider name and description', () => {
    expect(searchQuotes(quotes, 'tak').map((q) => q.id)).toEqual(['a', 'b', 'c']);
    expect(searchQuotes(quotes, '  ').length).toBe(4);
  });
  it('sorts by date newest first, amount ascending, provider name', () => {
    expect(sortQuotes(quotes, 'date').map((q) => q.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(sortQuotes(quotes, 'amount').map((q) => q.id)).toEqual(['b', 'd', 'a', 'c']);
    expect(sortQuotes(quotes, 'provider').map((q) => q.id)).toEqual(['b', 'a', 'd', 'c']);
  });
});

describe('rating', () => {
  it('is the mean shown to one decimal', () => {
    expect(averageRating([5, 4, 4])).toBeCloseTo(4.333, 3);
    expect(formatRating(averageRating([5, 4, 4]))).toBe('4.3');
    expect(formatRating(4, 'sv')).toBe('4,0');
    expect(formatRating(averageRating([]))).toBe('No ratings.');
  });
});

describe('quote amount in Swedish format', async () => {
  const { quoteAmountInputValue, formatExactQuoteAmount } = await import('./quote-amount.ts');
  const { quoteModalSchema } = await import('./quote-form.ts');
  it('is shown for editing with spaces and a decimal comma, and read back exactly', () => {
    expect(quoteAmountInputValue(1250000.5)).toBe('1 250 000,50');
    expect(quoteAmountInputValue(1250000)).toBe('1 250 000');
    const parsed = quoteModalSchema.safeParse({ quote_amount: quoteAmountInputValue(1250000.5), description: '' });
    expect(parsed.success && parsed.data.quote_amount).toBe(1250000.5);
  });
  it('shows öre only when there are any', () => {
    expect(formatExactQuoteAmount(1250000).replace(/\s/g, ' ')).toBe('1 250 000 kr');
    expect(formatExactQuoteAmount(99.5).replace(/\s/g, ' ')).toBe('99,50 kr');
  });
  it('keeps the limits 1 to 9 000 000 000 in steps of 0,01', () => {
    expect(quoteModalSchema.safeParse({ quote_amount: '0,99' }).success).toBe(false);
    expect(quoteModalSchema.safeParse({ quote_amount: '9 000 000 000' }).success).toBe(true);
    expect(quoteModalSchema.safeParse({ quote_amount: '9 000 000 000,01' }).success).toBe(false);
    expect(quoteModalSchema.safeParse({ quote_amount: '10,005' }).success).toBe(false);
  });
});
