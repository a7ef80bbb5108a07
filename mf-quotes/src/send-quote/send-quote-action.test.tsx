import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { viewerOf, type SessionUser, type Viewer } from '@brf/supabase/session';
import type { QuoteProject } from '../shared/api/quote-project.ts';

let viewer: Viewer;
let project: QuoteProject | undefined;
let ownQuote: { isPending: boolean; data: unknown };
vi.mock('@brf/supabase/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useViewer: () => viewer,
}));
vi.mock('@brf/supabase/data', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useOwnQuote: () => ownQuote,
}));
vi.mock('../shared/api/quote-project.ts', () => ({ useQuoteProject: () => ({ data: project, isPending: !project }) }));
// the form itself is not this test's business
vi.mock('../quote-form/quote-modal.tsx', () => ({ QuoteModal: () => <div role="dialog" aria-label="quote form" /> }));
const { default: SendQuoteAction } = await import('./send-quote-action.tsx');

const signedIn = (organizationType: 'brf' | 'service_provider') =>
  viewerOf({
    user: { id: 'u1', organizationType, profileId: 'profile-1' } as SessionUser,
    aal: 'aal1',
    loading: false,
  });
const openProject = (changes: Partial<QuoteProject> = {}): QuoteProject => ({
  id: 'p1',
  title: 'Stambyte',
  status: 'open',
  submissionDeadline: '2099-01-01T00:00:00Z',
  ownerUserId: 'owner',
  myRole: 'chair',
  brfId: 'brf-1',
  winningProviderId: null,
  winningQuoteId: null,
  requiredQuoteTerms: [],
  sealedBids: false,
  ...changes,
});
const renderAction = () =>
  render(
    <Suspense fallback={<span data-testid="loading" />}>
      <SendQuoteAction projectId="p1" />
    </Suspense>,
  );

/** The texts have arrived and the action has rendered (or chosen to render nothing). */
const rendered = () => vi.waitFor(() => expect(screen.queryByTestId('loading')).toBeNull());

describe("the project page's 'Send Quote' button", () => {
  beforeEach(() => {
    viewer = signedIn('service_provider');
    project = openProject();
    ownQuote = { isPending: false, data: null };
  });

  it('is offered to a provider without a quote and opens the quote form', async () => {
    renderAction();
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Send Quote' });
    expect(button.disabled).toBe(false);
    await userEvent.click(button);
    expect(screen.getByRole('dialog', { name: 'quote form' })).toBeTruthy();
  });

  it('is disabled, and says why, once the project is closed or past its deadline', async () => {
    project = openProject({ status: 'closed' });
    const { unmount } = renderAction();
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Send Quote' })).disabled).toBe(true);
    expect(screen.getByRole('tooltip').textContent).toBe('This project no longer accepts quotes.');
    unmount();
    project = openProject({ submissionDeadline: '2020-01-01T00:00:00Z' });
    renderAction();
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Send Quote' })).disabled).toBe(true);
  });

  it('is not there for a provider who has quoted already (one quote per project)', async () => {
    ownQuote = { isPending: false, data: { id: 'q1' } };
    const { container } = renderAction();
    await rendered();
    expect(screen.queryByRole('button', { name: 'Send Quote' })).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('is not there for a BRF', async () => {
    viewer = signedIn('brf');
    renderAction();
    await rendered();
    expect(screen.queryByRole('button', { name: 'Send Quote' })).toBeNull();
  });
});
