import { beforeEach, describe, expect, it, vi } from 'vitest';

let row: Record<string, unknown> | null = null;
let reads = 0;
const fakeClient = {
  from: () => ({
    select: () => ({
      eq: () => ({
        maybeSingle: async () => {
          reads += 1;
          return { data: row, error: null };
        },
      }),
    }),
  }),
};
vi.mock('@brf/supabase/data', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSupabase: () => fakeClient,
}));
const { fetchQuoteProject, quoteProjectQuery } = await import('./quote-project.ts');

const PROJECT_ID = '3f1c2a9e-8b7d-4c6e-9a51-2d0b7e4f6a13';
const detail = {
  id: PROJECT_ID,
  title: 'Stambyte',
  status: 'open',
  submission_deadline: '2026-11-01T12:00:00Z',
  brf_user_id: 'owner',
  my_role: 'chair',
  brf_id: 'brf-1',
  winning_service_provider_id: null,
  winning_quote_id: null,
  required_quote_terms: [],
  sealed_bids: false,
};

describe('the project as the quote views read it', () => {
  beforeEach(() => {
    row = detail;
    reads = 0;
  });

  it('names the owner, the deadline and the winner', async () => {
    row = { ...detail, status: 'awarded', winning_service_provider_id: 'sp-1', winning_quote_id: 'q-1' };
    expect(await fetchQuoteProject(PROJECT_ID)).toEqual({
      id: PROJECT_ID,
      title: 'Stambyte',
      status: 'awarded',
      submissionDeadline: '2026-11-01T12:00:00Z',
      ownerUserId: 'owner',
      myRole: 'chair',
      brfId: 'brf-1',
      winningProviderId: 'sp-1',
      winningQuoteId: 'q-1',
      requiredQuoteTerms: [],
      sealedBids: false,
    });
  });
  it('names the terms every quote must state and whether bids are sealed', async () => {
    row = { ...detail, required_quote_terms: ['standard_terms', 'valid_until'], sealed_bids: true };
    expect(await fetchQuoteProject(PROJECT_ID)).toMatchObject({
      requiredQuoteTerms: ['valid_until', 'standard_terms'],
      sealedBids: true,
    });
  });
  it("is none ('Project not found.') when the project does not exist or cannot be seen", async () => {
    row = null;
    expect(await fetchQuoteProject(PROJECT_ID)).toBeNull();
    row = { ...detail, title: null };
    expect(await fetchQuoteProject(PROJECT_ID)).toBeNull();
  });
  it('is none for a link whose id is not a project id, without asking the database', async () => {
    const query = quoteProjectQuery('not-a-project');
    expect(await (query.queryFn as () => Promise<unknown>)()).toBeNull();
    expect(reads).toBe(0);
    expect(await (quoteProjectQuery(PROJECT_ID).queryFn as () => Promise<unknown>)()).not.toBeNull();
    expect(reads).toBe(1);
  });
});
