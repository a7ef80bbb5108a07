import { describe, expect, it } from 'vitest';
import { quoteStatistics, searchQuotes, sortQuotes } from '@brf/domain/quotes';
import type { ReceivedQuote } from '../shared/api/received-quotes.ts';
import { toListItem } from './quote-list-item.ts';
import { receivedQuote } from './received-quote.fixture.ts';

function received(
  id: string,
  amount: number | string,
  name: string | null,
  changes: Partial<ReceivedQuote> = {},
): ReceivedQuote {
  return receivedQuote(id, {
    // PostgREST may send a numeric column as a string
    quote_amount: amount as number,
    service_provider_profiles:
      name === null
        ? (null as unknown as ReceivedQuote['service_provider_profiles'])
        : { id: `sp-${id}`, organization_name: name, organization_number: '556677-8899', average_rating: null },
    ...changes,
  });
}

describe('a received quote as the quotes section lists it', () => {
  it('reads the amount as a number, also when the database sends it as text', () => {
    expect(toListItem(received('a', '1250000.50', 'Alfa AB')).quote_amount).toBe(1250000.5);
  });
  it("carries the provider's name and rating, or none when the provider cannot be read", () => {
    const rated = toListItem(
      received('a', 100, 'Alfa AB', {
        service_provider_profiles: {
          id: 'sp-a',
          organization_name: 'Alfa AB',
          organization_number: '556677-8899',
          average_rating: '4.5' as unknown as number,
        },
      }),
    );
    expect(rated.provider_name).toBe('Alfa AB');
    expect(rated.rating).toBe(4.5);
    expect(toListItem(received('a', 100, 'Alfa AB')).rating).toBeNull();
    const nameless = toListItem(received('b', 100, null));
    expect(nameless.provider_name).toBeNull();
    expect(nameless.rating).toBeNull();
  });
  it('keeps the row it came from (for the card, the star and the award)', () => {
    const row = received('a', 100, 'Alfa AB');
    expect(toListItem(row).quote).toBe(row);
  });
});

describe("the owner's statistics, search and sort over received quotes", () => {
  const items = [
    received('a', '1200000', 'Rörexperten i Uppsala AB', {
      description: 'Stambyte med relining',
      created_at: '2026-10-20T10:00:00Z',
    }),
    received('b', '980000', 'Bygg & Renovering Stockholm AB', {
      description: 'Totalentreprenad',
      created_at: '2026-10-22T10:00:00Z',
    }),
    received('c', '1500000', null, { description: null, created_at: '2026-10-21T10:00:00Z' }),
  ].map(toListItem);

  it('finds a quote by provider name and by description', () => {
    expect(searchQuotes(items, 'bygg').map((item) => item.id)).toEqual(['b']);
    expect(searchQuotes(items, 'RELINING').map((item) => item.id)).toEqual(['a']);
  });
  it('sorts by amount lowest first by value, not as text', () => {
    expect(sortQuotes(items, 'amount').map((item) => item.id)).toEqual(['b', 'a', 'c']);
  });
  it('sorts by date newest first', () => {
    expect(sortQuotes(items, 'date').map((item) => item.id)).toEqual(['b', 'c', 'a']);
  });
  it('averages the amounts on both VAT bases and names the lowest and highest bidders', () => {
    const stats = quoteStatistics(items, new Date('2026-10-23T10:00:00Z'));
    expect(stats.average?.exclVat).toBeCloseTo(1226666.67, 2);
    expect(stats.average?.inclVat).toBeCloseTo(1533333.33, 2);
    expect(stats.lowest?.provider_name).toBe('Bygg & Renovering Stockholm AB');
    expect(stats.highest?.id).toBe('c');
  });
});
