import { describe, expect, it } from 'vitest';
import type { ReceivedQuote } from '../../shared/api/received-quotes.ts';
import { toListItem } from '../quote-list-item.ts';
import { receivedQuote } from '../received-quote.fixture.ts';
import { bestQuoteIds, COMPARISON_FIELDS, comparedQuotes, missesRequiredTerm } from './compared-quotes.ts';

const t = (key: string, values?: Record<string, string | number>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;
const field = (id: string) => COMPARISON_FIELDS.find((candidate) => candidate.id === id)!;
const quote = (id: string, changes: Partial<ReceivedQuote>) =>
  toListItem(
    receivedQuote(id, {
      ...changes,
      service_provider_profiles: {
        id: `sp-${id}`,
        organization_name: id,
        organization_number: '556000-0000',
        average_rating: 4,
      },
    }),
  );

// Alfa quotes 1 000 000 incl. VAT, Beta 900 000 excl. VAT (1 125 000 incl.), Gamma 850 000 excl. (1 062 500 incl.)
const items = [
  quote('Alfa', {
    quote_amount: 1000000,
    price_basis: 'incl_vat',
    warranty_years: 5,
    duration_weeks: 12,
    planned_start: '2027-03-01',
    hourly_rate: 650,
  }),
  quote('Beta', {
    quote_amount: 900000,
    warranty_years: 10,
    duration_weeks: 12,
    planned_start: '2027-02-01',
    hourly_rate: 650,
  }),
  quote('Gamma', { quote_amount: 850000, warranty_years: 10, duration_weeks: null, planned_start: '2027-04-15' }),
];
const scores = new Map([
  [
    items[0]!.id,
    {
      scores: [
        { user_id: 'u1', member_name: 'Anna', score: 4 },
        { user_id: 'u2', member_name: 'Bo', score: 5 },
      ],
      note: 'Ring dem',
    },
  ],
  [items[1]!.id, { scores: [{ user_id: 'u1', member_name: 'Anna', score: 3 }], note: null }],
]);

describe("the board's comparison of the quotes", () => {
  const compared = comparedQuotes(items, scores, 'Unknown');

  it('puts the lowest price including VAT first, whatever the basis the amount was given in', () => {
    expect(compared.map((entry) => [entry.provider, entry.terms.amount_incl_vat])).toEqual([
      ['Alfa', 1000000],
      ['Gamma', 1062500],
      ['Beta', 1125000],
    ]);
  });

  it("averages the members' scores and keeps the reader's note", () => {
    expect(compared[0]!.averageScore).toBe(4.5);
    expect(compared[0]!.note).toBe('Ring dem');
    expect(compared[1]!.averageScore).toBeNull();
  });

  it('marks the best of a row: lowest price, earliest start, shortest time, longest warranty, best score', () => {
    const best = (id: string) => [...bestQuoteIds(compared, field(id))].sort();
    expect(best('amountInclVat')).toEqual(['Alfa']);
    expect(best('plannedStart')).toEqual(['Beta']);
    // a tie is best for both; a row where all that answer agree has no best
    expect(best('warrantyYears')).toEqual(['Beta', 'Gamma']);
    expect(best('durationWeeks')).toEqual([]);
    expect(best('hourlyRate')).toEqual([]);
    expect(best('averageScore')).toEqual(['Alfa']);
    expect(best('reservations')).toEqual([]);
  });

  it('marks nothing best with only one quote', () => {
    expect([...bestQuoteIds(comparedQuotes(items.slice(0, 1), undefined, 'x'), field('amountInclVat'))]).toEqual([]);
  });

  it('flags a required term a quote left out, and only a required one', () => {
    const gamma = compared.find((entry) => entry.provider === 'Gamma')!;
    expect(missesRequiredTerm(gamma, field('durationWeeks'), ['duration_weeks'])).toBe(true);
    expect(missesRequiredTerm(gamma, field('durationWeeks'), ['warranty_years'])).toBe(false);
    expect(missesRequiredTerm(gamma, field('warrantyYears'), ['warranty_years'])).toBe(false);
    expect(missesRequiredTerm(gamma, field('amountInclVat'), ['duration_weeks'])).toBe(false);
  });

  it('writes the values as the page and the CSV read them', () => {
    const alfa = compared[0]!;
    expect(field('priceBasis').text(alfa, t, 'en')).toBe('matrix.basis.incl_vat');
    expect(field('vat').csv(alfa, t)).toBe('200000,00');
    expect(field('plannedStart').text(alfa, t, 'en')).toBe('Mar 01, 2027');
    expect(field('plannedStart').csv(alfa, t)).toBe('2027-03-01');
    expect(field('scores').csv(alfa, t)).toBe(
      'matrix.memberScore {"name":"Anna","score":4}, matrix.memberScore {"name":"Bo","score":5}',
    );
    expect(field('averageScore').csv(alfa, t)).toBe('4,5');
    expect(field('standardTerms').text(alfa, t, 'en')).toBeNull();
  });

  it('leaves out withdrawn quotes', () => {
    const withdrawn = quote('Delta', { quote_amount: 1, status: 'withdrawn' });
    expect(comparedQuotes([...items, withdrawn], undefined, 'x').map((entry) => entry.provider)).not.toContain('Delta');
  });
});

describe('a member who declared a conflict of interest after scoring', () => {
  const conflicted = new Map([
    [
      items[0]!.id,
      {
        scores: [
          { user_id: 'u1', member_name: 'Anna', score: 2, excluded: false },
          { user_id: 'u2', member_name: 'Bo', score: 5, excluded: true },
        ],
        note: null,
      },
    ],
    [items[1]!.id, { scores: [{ user_id: 'u2', member_name: 'Bo', score: 4, excluded: true }], note: null }],
  ]);
  const compared = comparedQuotes(items, conflicted, 'Unknown');

  it('counts in no average: only the others score the quote', () => {
    expect(compared.find((entry) => entry.provider === 'Alfa')!.averageScore).toBe(2);
    expect(compared.find((entry) => entry.provider === 'Beta')!.averageScore).toBeNull();
  });

  it('keeps the score in the record, marked why it does not count, on the page and in the CSV', () => {
    const alfa = compared.find((entry) => entry.provider === 'Alfa')!;
    const expected = 'matrix.memberScore {"name":"Anna","score":2}, matrix.memberScoreExcluded {"name":"Bo","score":5}';
    expect(field('scores').text(alfa, t, 'en')).toBe(expected);
    expect(field('scores').csv(alfa, t)).toBe(expected);
  });
});

describe(`the comparison's dates, in ${process.env.TZ}`, () => {
  it("prints 'Valid until' and 'Planned start' as the days the bidder wrote, in both languages", () => {
    const [dated] = comparedQuotes(
      [quote('Delta', { quote_amount: 1, valid_until: '2026-12-01', planned_start: '2027-01-01' })],
      undefined,
      'Unknown',
    );
    expect(field('validUntil').text(dated!, t, 'sv')).toBe('1 dec. 2026');
    expect(field('validUntil').text(dated!, t, 'en')).toBe('Dec 01, 2026');
    expect(field('plannedStart').text(dated!, t, 'sv')).toBe('1 jan. 2027');
    expect(field('validUntil').csv(dated!, t)).toBe('2026-12-01');
  });
});
