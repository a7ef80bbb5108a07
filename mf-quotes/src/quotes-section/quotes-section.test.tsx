import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { viewerOf, type SessionUser } from '@brf/supabase/session';
import type { QuoteProject } from '../shared/api/quote-project.ts';
import type { ReceivedQuote } from '../shared/api/received-quotes.ts';
import { receivedQuote } from './received-quote.fixture.ts';

let project: QuoteProject;
let quotes: ReceivedQuote[];
const calls: Record<string, unknown[]> = { receipts: [], opening: [], assessments: [] };
vi.mock('@brf/supabase/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useViewer: () =>
    viewerOf({ user: { id: 'chair', organizationType: 'brf' } as SessionUser, aal: 'aal1', loading: false }),
}));
vi.mock('../shared/api/quote-project.ts', () => ({
  useQuoteProject: () => ({ data: project, isPending: false }),
  quoteProjectQuery: vi.fn(),
}));
vi.mock('../shared/api/received-quotes.ts', () => ({
  useReceivedQuotes: () => ({ data: quotes, isPending: false, isError: false }),
  receivedQuotesQuery: vi.fn(),
}));
vi.mock('../shared/api/star-quote.ts', () => ({ useStarQuote: () => ({ mutate: vi.fn(), isPending: false }) }));
vi.mock('../shared/api/award-board.ts', () => ({
  useAwardBoard: () => ({ data: undefined }),
  useProposeAward: () => ({ mutateAsync: vi.fn(), isPending: false }),
}));
vi.mock('../shared/api/award-project.ts', () => ({ useAwardProject: () => ({ mutateAsync: vi.fn() }) }));
vi.mock('../shared/api/refresh-quote-views.ts', () => ({ refreshQuoteViews: vi.fn() }));
vi.mock('../shared/api/quote-receipts.ts', () => ({
  useQuoteReceipts: (...args: unknown[]) => {
    calls.receipts!.push(args);
    return { isPending: false, isError: false, data: ['2026-10-01T08:00:00Z', '2026-10-02T08:00:00Z'] };
  },
}));
vi.mock('../shared/api/bid-opening.ts', () => ({
  useBidOpening: (...args: unknown[]) => {
    calls.opening!.push(args);
    return {
      isPending: false,
      isError: false,
      data: { openedAt: project.submissionDeadline, bids: [], withdrawn: [], checksum: 'ab'.repeat(32), present: [] },
    };
  },
  useRecordOpeningAttendance: () => ({ mutate: vi.fn(), isPending: false }),
}));
vi.mock('../shared/api/board-members.ts', () => ({
  useOrganizationPeople: () => ({ isPending: false, data: [] }),
  sitsOnBoard: () => true,
}));
vi.mock('../shared/api/quote-assessments.ts', () => ({
  useQuoteAssessments: (...args: unknown[]) => {
    calls.assessments!.push(args);
    return { status: 'success', data: new Map(), refetch: vi.fn() };
  },
  useSaveScore: () => ({ mutate: vi.fn(), isPending: false }),
  useSaveNote: () => ({ mutate: vi.fn(), isPending: false }),
}));
const { default: QuotesSection } = await import('./quotes-section.tsx');

const sealedProject = (deadline: string): QuoteProject => ({
  id: 'p1',
  title: 'Stambyte',
  status: 'open',
  submissionDeadline: deadline,
  ownerUserId: 'chair',
  myRole: 'chair',
  brfId: 'brf-1',
  winningProviderId: null,
  winningQuoteId: null,
  requiredQuoteTerms: ['warranty_years'],
  sealedBids: true,
});
const renderSection = () =>
  render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <QuotesSection projectId="p1" />
      </Suspense>
    </MemoryRouter>,
  );

describe('the quotes section of a project with sealed bids', () => {
  beforeEach(() => {
    for (const list of Object.values(calls)) list.length = 0;
  });

  it('shows only the count and arrival times before the deadline', async () => {
    project = sealedProject('2099-01-01T12:00:00Z');
    quotes = [];
    renderSection();
    const sealed = await screen.findByRole('region', { name: 'Sealed bids' });
    expect(within(sealed).getByText('2 quotes received')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Comparison' })).toBeNull();
    expect(screen.queryByText('No quotes submitted yet.')).toBeNull();
    expect(calls.opening).toEqual([]);
  });

  it('after the deadline shows the opening record, then the comparison of the quotes', async () => {
    project = { ...sealedProject('2020-01-01T12:00:00Z'), status: 'closed' };
    quotes = [
      receivedQuote('q1', { quote_amount: 500000, warranty_years: 5 }),
      receivedQuote('q2', {
        quote_amount: 450000,
        service_provider_profiles: {
          id: 'sp-q2',
          organization_name: 'Beta AB',
          organization_number: '556000-0000',
          average_rating: null,
        },
      }),
    ];
    renderSection();
    expect(await screen.findByRole('region', { name: 'Opening record' })).toBeTruthy();
    expect(calls.opening).toContainEqual(['p1', true]);
    const comparison = screen.getByRole('region', { name: 'Comparison' });
    // Beta left out the warranty the request required
    const warranty = within(comparison).getByRole('rowheader', { name: 'Warranty (years)' }).closest('tr')!;
    expect(within(warranty).getByText('Missing')).toBeTruthy();
    expect(calls.assessments).toContainEqual(['p1', true]);
    expect(screen.queryByRole('region', { name: 'Sealed bids' })).toBeNull();
  });

  it('has no opening record where the bids were never sealed', async () => {
    project = { ...sealedProject('2020-01-01T12:00:00Z'), status: 'closed', sealedBids: false };
    quotes = [receivedQuote('q1')];
    renderSection();
    expect(await screen.findByRole('region', { name: 'Comparison' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Opening record' })).toBeNull();
    expect(calls.opening).toEqual([]);
  });
});
