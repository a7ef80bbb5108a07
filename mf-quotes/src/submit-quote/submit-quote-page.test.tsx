import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { RequestQuoteTerm } from '@brf/domain/projects';
import { viewerOf, type SessionUser } from '@brf/supabase/session';
import type { QuoteProject } from '../shared/api/quote-project.ts';

const toasts: Array<{ type: string; message: string }> = [];
vi.mock('../shared/quotes-bus.ts', () => ({
  showToast: (type: string, message: string) => toasts.push({ type, message }),
  announceQuoteSubmitted: () => {},
  announceQuoteChanged: () => {},
}));
let project: QuoteProject;
const viewer = viewerOf({
  user: { id: 'u1', organizationType: 'service_provider', profileId: 'sp1' } as SessionUser,
  aal: 'aal1',
  loading: false,
});
vi.mock('../shared/api/provider-quote.ts', () => ({
  useProviderQuote: () => ({
    viewer,
    providerId: 'sp1',
    project: { data: project, isPending: false, isError: false },
    ownQuote: { data: null, isPending: false, isError: false },
  }),
}));
const submit = vi.fn();
vi.mock('../shared/api/submit-quote.ts', () => ({ useSubmitQuote: () => ({ mutateAsync: submit, isPending: false }) }));
vi.mock('../shared/api/update-quote.ts', () => ({
  useUpdateQuote: () => ({ mutateAsync: vi.fn(), isPending: false }),
}));
const { default: SubmitQuotePage } = await import('./submit-quote-page.tsx');

const projectRequiring = (requiredQuoteTerms: RequestQuoteTerm[]): QuoteProject => ({
  id: 'p1',
  title: 'Stambyte',
  status: 'open',
  submissionDeadline: '2099-12-15T11:00:00Z',
  ownerUserId: 'owner',
  myRole: null,
  brfId: 'brf-1',
  winningProviderId: null,
  winningQuoteId: null,
  requiredQuoteTerms,
  sealedBids: true,
});
const renderPage = () =>
  render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <SubmitQuotePage projectId="p1" />
      </Suspense>
    </MemoryRouter>,
  );
const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Submit Quote' });

describe('the standalone quote page with terms (issue 30)', () => {
  beforeEach(() => {
    toasts.length = 0;
    submit.mockReset();
    project = projectRequiring(['warranty_years', 'hourly_rate']);
  });

  it("marks the project's required terms and holds the submit until they are given", async () => {
    renderPage();
    const terms = await screen.findByRole('group', { name: 'Terms' });
    expect(within(terms).getByText(/Those marked \* are required for this project\./)).toBeTruthy();
    const warranty = within(terms).getByRole('textbox', { name: 'Warranty in years' });
    const rate = within(terms).getByRole('textbox', { name: 'Hourly rate for changes and extra work (ÄTA), SEK' });
    expect(warranty.getAttribute('aria-required')).toBe('true');
    expect(rate.getAttribute('aria-required')).toBe('true');
    expect(within(terms).getByRole('textbox', { name: 'Duration in weeks' }).getAttribute('aria-required')).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: /Quote Amount/ }), '400 000');
    await userEvent.type(screen.getByRole('textbox', { name: /Description/ }), 'Relining of all stacks');
    await userEvent.click(screen.getByRole('radio', { name: 'Excluding VAT' }));
    fireEvent.submit(document.querySelector('form')!);
    expect(await screen.findByText('Warranty in years is required.')).toBeTruthy();
    expect(await screen.findByText('Hourly rate for changes and extra work is required.')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();

    await userEvent.type(warranty, '10');
    await userEvent.type(rate, '725');
    await vi.waitFor(() => expect(submitButton().disabled).toBe(false));
    submit.mockResolvedValue({ quoteId: 'q1', filesError: null });
    await userEvent.click(submitButton());
    await vi.waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(submit.mock.calls[0]![0]).toMatchObject({
      amount: 400000,
      description: 'Relining of all stacks',
      terms: {
        price_basis: 'excl_vat',
        valid_until: null,
        planned_start: null,
        duration_weeks: null,
        warranty_years: 10,
        payment_plan: null,
        hourly_rate: 725,
        reservations: null,
        standard_terms: null,
      },
    });
  });
});
