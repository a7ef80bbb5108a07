import { beforeEach, describe, expect, it, vi } from 'vitest';

// A stand-in for supabase-js: the read answers `rows`, the 'mark viewed' update records what it was asked.
let rows: Array<Record<string, unknown>> = [];
let updates: Array<{ values: unknown; ids: string[] }> = [];
const fakeClient = {
  from: () => ({
    select: () => ({ eq: () => ({ order: async () => ({ data: rows, error: null }) }) }),
    update: (values: unknown) => ({
      in: (_column: string, ids: string[]) => ({
        select: async () => {
          updates.push({ values, ids });
          return { data: ids.map((id) => ({ id, is_viewed: true, viewed_at: '2026-11-02T09:00:00Z' })), error: null };
        },
      }),
    }),
  }),
};
vi.mock('@brf/supabase/data', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSupabase: () => fakeClient,
}));
const { fetchReceivedQuotes } = await import('./received-quotes.ts');

const row = (id: string, viewed: boolean, starred: boolean) => ({
  id,
  is_viewed: viewed,
  viewed_at: viewed ? '2026-10-30T09:00:00Z' : null,
  quote_amount: 100,
  quote_stars: starred ? { quote_id: id } : null,
});

describe('the quotes the owner receives (spec 4)', () => {
  beforeEach(() => {
    rows = [row('seen', true, true), row('fresh', false, false)];
    updates = [];
  });

  it('marks as viewed only the quotes not viewed before, and keeps the moment each was first viewed', async () => {
    const quotes = await fetchReceivedQuotes('p1', true);
    expect(updates).toEqual([{ values: { is_viewed: true }, ids: ['fresh'] }]);
    expect(quotes.map((quote) => [quote.id, quote.is_viewed, quote.viewed_at])).toEqual([
      ['seen', true, '2026-10-30T09:00:00Z'],
      ['fresh', true, '2026-11-02T09:00:00Z'],
    ]);
  });
  it("labels 'New' the quotes this load was the first to show", async () => {
    const quotes = await fetchReceivedQuotes('p1', true);
    expect(quotes.map((quote) => [quote.id, quote.newToViewer])).toEqual([
      ['seen', false],
      ['fresh', true],
    ]);
  });
  it('tells which quotes the board starred', async () => {
    const quotes = await fetchReceivedQuotes('p1', true);
    expect(quotes.map((quote) => [quote.id, quote.is_starred])).toEqual([
      ['seen', true],
      ['fresh', false],
    ]);
    expect(quotes[0]).not.toHaveProperty('quote_stars');
  });
  it('marks nothing viewed when someone other than the owner (an admin) reads them', async () => {
    const quotes = await fetchReceivedQuotes('p1', false);
    expect(updates).toEqual([]);
    expect(quotes.find((quote) => quote.id === 'fresh')?.is_viewed).toBe(false);
  });
  it('asks for no update when every quote was viewed already', async () => {
    rows = [row('seen', true, false)];
    await fetchReceivedQuotes('p1', true);
    expect(updates).toEqual([]);
  });
});
