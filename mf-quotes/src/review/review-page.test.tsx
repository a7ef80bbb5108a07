import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { viewerOf, type SessionUser, type Viewer } from '@brf/supabase/session';
import type { QuoteProject } from '../shared/api/quote-project.ts';

let viewer: Viewer;
let project: QuoteProject;
const reviewAsked = vi.fn();
vi.mock('@brf/supabase/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useViewer: () => viewer,
}));
vi.mock('../shared/api/quote-project.ts', () => ({ useQuoteProject: () => ({ data: project, isPending: false }) }));
vi.mock('../shared/api/provider-profile.ts', () => ({
  useProviderProfile: () => ({ data: { organization_name: 'Alfa Bygg AB', average_rating: null }, isPending: false }),
}));
vi.mock('../shared/api/project-review.ts', () => ({
  useProjectReview: (projectId: string, enabled: boolean) => {
    reviewAsked(projectId, enabled);
    return { isPending: false, data: null };
  },
}));
vi.mock('../shared/api/save-review.ts', () => ({ useSaveReview: () => ({ mutateAsync: vi.fn(), isPending: false }) }));
const formCodeLoaded = vi.fn();
vi.mock('./review-form.tsx', async (importOriginal) => {
  formCodeLoaded();
  return importOriginal<object>();
});
const { default: ReviewPage } = await import('./review-page.tsx');
// read now: the mocks' calls are cleared before each test
const formCameWithPage = formCodeLoaded.mock.calls.length > 0;

const owner = viewerOf({ user: { id: 'owner', organizationType: 'brf' } as SessionUser, aal: 'aal1', loading: false });
const awarded = (winningProviderId: string): QuoteProject => ({
  id: 'p1',
  title: 'Stambyte',
  status: 'awarded',
  submissionDeadline: '2020-01-01T00:00:00Z',
  ownerUserId: 'owner',
  myRole: 'chair',
  brfId: 'brf-1',
  winningProviderId,
  winningQuoteId: 'q1',
  requiredQuoteTerms: [],
  sealedBids: false,
});

const renderPage = () =>
  render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <ReviewPage projectId="p1" revieweeId="sp1" />
      </Suspense>
    </MemoryRouter>,
  );

describe('the review page', () => {
  beforeEach(() => {
    viewer = owner;
  });

  it("does not bring the form's code with it", () => {
    expect(formCameWithPage).toBe(false);
  });

  it('is no place for a review of a provider that did not win', async () => {
    project = awarded('sp2');
    renderPage();
    expect(
      await screen.findByText("Only the project's owner can review the provider the project was awarded to."),
    ).toBeTruthy();
    expect(reviewAsked).toHaveBeenLastCalledWith('p1', false);
  });

  it('shows the owner the form for the winner, its code fetched when needed', async () => {
    project = awarded('sp1');
    // the form's code arrives inside act, so React renders the form as it would in the page
    await act(async () => {
      renderPage();
      await import('./review-form.tsx');
    });
    expect(await screen.findByRole('button', { name: 'Submit Review' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Your rating' })).toBeTruthy();
    expect(formCodeLoaded).toHaveBeenCalledOnce();
    expect(reviewAsked).toHaveBeenCalledWith('p1', true);
  });
});
