import { describe, expect, it } from 'vitest';
import { canonicalJson } from '@brf/domain/quotes';
import { decisionPack } from './decision-pack-model.ts';
import { bidOpening, decisionProject, decisionQuotes, quoteRow } from './decision-pack.fixture.ts';

const scores = new Map([['q2', { scores: [{ user_id: 'u1', member_name: 'Anna', score: 4 }], note: 'privat' }]]);

describe('the decision pack from what the database gave', () => {
  const rör = quoteRow('q1', 'Rör AB', { quote_amount: 1_200_000, created_at: '2026-10-21T09:00:00Z' });
  const bygg = quoteRow('q2', 'Bygg AB', {
    quote_amount: 1_100_000,
    price_basis: 'incl_vat',
    amount_incl_vat: 1_100_000,
    created_at: '2026-10-20T09:00:00Z',
    quote_attachments: [
      {
        id: 'f2',
        file_name: 'b.pdf',
        file_type: 'application/pdf',
        file_size: 20,
        storage_path: 'q2/b.pdf',
        created_at: '2026-10-20T09:05:00Z',
      },
      {
        id: 'f1',
        file_name: 'a.pdf',
        file_type: 'application/pdf',
        file_size: 10,
        storage_path: 'q2/a.pdf',
        created_at: '2026-10-20T09:05:00Z',
      },
    ],
  });
  const gone = quoteRow('q3', 'Borta AB', { status: 'withdrawn' });

  it('lists unsealed quotes as received (oldest first), compares the bids lowest incl. VAT first', () => {
    const pack = decisionPack(
      decisionProject(),
      decisionQuotes({ quotes: [rör, bygg, gone] }),
      scores,
      undefined,
      'Unknown',
    );
    expect(pack.opening.kind).toBe('unsealed');
    expect(pack.opening.kind === 'unsealed' && pack.opening.bids.map((bid) => bid.provider)).toEqual([
      'Bygg AB',
      'Rör AB',
    ]);
    // incl. VAT: Bygg 1 100 000, Rör 1 500 000
    expect(pack.compared.map((quote) => [quote.provider, quote.averageScore])).toEqual([
      ['Bygg AB', 4],
      ['Rör AB', null],
    ]);
    expect(pack.quoteFiles.map((quote) => quote.files.length)).toEqual([2, 0]);
    expect(pack.decision).toEqual({ kind: 'none' });
  });

  it("covers the shown quotes' contents for the browser's checksum, the same whatever order they came in", () => {
    const one = decisionPack(decisionProject(), decisionQuotes({ quotes: [rör, bygg] }), scores, undefined, 'U');
    const other = decisionPack(decisionProject(), decisionQuotes({ quotes: [bygg, rör] }), new Map(), undefined, 'U');
    expect(one.contents).toBe(other.contents);
    const contents = JSON.parse(one.contents!);
    expect(contents.map((quote: { quote_id: string }) => quote.quote_id)).toEqual(['q2', 'q1']);
    expect(contents[0].files).toEqual([
      { name: 'a.pdf', size: 10 },
      { name: 'b.pdf', size: 20 },
    ]);
    // scores and notes are the board's, not the quote's: they are not covered
    expect(one.contents).not.toContain('privat');
    expect(canonicalJson(contents)).toBe(one.contents);
  });

  it("takes a sealed project's bids from its opening record, with the database's checksum", () => {
    const opening = bidOpening({
      bids: [
        {
          quote_id: 'q2',
          provider: 'Bygg AB',
          organization_number: '556000-0001',
          amount: 1_100_000,
          price_basis: 'incl_vat',
          amount_incl_vat: 1_100_000,
          valid_until: '2027-01-31',
          quoted_at: '2026-10-20T09:00:00Z',
        },
      ],
      withdrawn: [{ provider: null, quoted_at: '2026-10-19T09:00:00Z', withdrawn_at: '2026-10-22T09:00:00Z' }],
    });
    const pack = decisionPack(
      decisionProject({ sealedBids: true }),
      decisionQuotes({ quotes: [bygg] }),
      scores,
      opening,
      'Unknown',
    );
    expect(pack.opening).toMatchObject({
      kind: 'opened',
      checksum: opening.checksum,
      bids: [{ quoteId: 'q2', provider: 'Bygg AB', amountInclVat: 1_100_000 }],
      withdrawn: [{ provider: null, withdrawnAt: '2026-10-22T09:00:00Z' }],
    });
    expect(pack.contents).toBeNull();
    const unopened = decisionPack(decisionProject({ sealedBids: true }), decisionQuotes(), new Map(), null, 'U');
    expect(unopened.opening).toEqual({ kind: 'sealed', deadline: '2026-11-01T11:00:00Z' });
  });

  it('decides from the confirmed award, an older award without one, or the cancellation', () => {
    const award = {
      quoteId: 'q2',
      reason: 'Lägst pris',
      proposedBy: 'Anna',
      confirmedBy: 'Bo',
      proposedAt: '2026-11-02T09:00:00Z',
      confirmedAt: '2026-11-03T09:00:00Z',
      proposedByJoinedAt: null,
      confirmedByJoinedAt: null,
    };
    const quotes = decisionQuotes({ quotes: [rör, bygg], award });
    const awarded = decisionPack(decisionProject({ status: 'awarded' }), quotes, scores, undefined, 'U');
    expect(awarded.decision).toMatchObject({ kind: 'awarded', winner: 'Bygg AB', award, bid: { amount: 1_100_000 } });
    const older = decisionPack(
      decisionProject({ status: 'awarded', winningQuoteId: 'q1', awardedAt: '2026-11-02T09:00:00Z' }),
      decisionQuotes({ quotes: [rör] }),
      scores,
      undefined,
      'U',
    );
    expect(older.decision).toMatchObject({ kind: 'awarded', winner: 'Rör AB', award: null });
    const cancelled = decisionPack(
      decisionProject({ status: 'cancelled', cancelReason: 'Budgeten räcker inte.' }),
      decisionQuotes(),
      scores,
      undefined,
      'U',
    );
    expect(cancelled.decision).toEqual({ kind: 'cancelled', reason: 'Budgeten räcker inte.' });
  });
});
