import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '@brf/i18n';
import type { QuoteRow } from '@brf/supabase/data';
import type { QuoteProject } from '../shared/api/quote-project.ts';
import { receivedQuote } from '../quotes-section/received-quote.fixture.ts';

const project: QuoteProject = {
  id: 'p1',
  title: 'Stambyte 48 lägenheter',
  status: 'open',
  submissionDeadline: '2099-01-15T11:00:00Z',
  ownerUserId: 'owner',
  myRole: null,
  brfId: 'brf-1',
  winningProviderId: null,
  winningQuoteId: null,
  requiredQuoteTerms: [],
  sealedBids: true,
};
let ownQuote: QuoteRow;
vi.mock('../shared/api/provider-quote.ts', () => ({
  useProviderQuote: () => ({
    providerId: 'sp-q1',
    project: { isPending: false, isError: false, data: project },
    ownQuote: { isPending: false, isError: false, data: ownQuote },
  }),
}));
const { default: YourQuote } = await import('./your-quote.tsx');

// the first of a month: west of UTC, a date read as local midnight would print the day before
const withTerms = () =>
  receivedQuote('q1', {
    quote_amount: 4_350_000,
    description: 'Stambyte med relining av spillvatten.',
    valid_until: '2099-03-01',
    planned_start: '2099-04-01',
    duration_weeks: 20,
    warranty_years: 1,
    payment_plan: '30 % vid start\n70 % vid slutbesiktning',
    hourly_rate: 650,
    reservations: 'Asbestsanering ingår inte.',
    standard_terms: 'ab04',
  }) as unknown as QuoteRow;

function terms() {
  const list = document.querySelector('[data-part="binding-terms"]');
  return Array.from(list?.querySelectorAll('div') ?? []).map((row) =>
    [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent?.replace(/[\u00a0\u202f]/g, ' ')].join(
      ': ',
    ),
  );
}

const renderYourQuote = () =>
  render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <YourQuote projectId="p1" />
      </Suspense>
    </MemoryRouter>,
  );

afterEach(async () => {
  await setLanguage('en', { remember: false });
});

describe("'Your Quote' lists the terms the company is bound by, as its receipt does", () => {
  it('in English: the amount and its basis, with and without VAT, and every term stated', async () => {
    ownQuote = withTerms();
    renderYourQuote();
    expect(await screen.findByRole('heading', { name: 'The terms your company is bound by' })).toBeTruthy();
    expect(terms()).toEqual([
      'Amount: 4 350 000 kr excl. VAT',
      'Amount incl. VAT: 5 437 500 kr',
      'VAT: 1 087 500 kr',
      'Valid until: Mar 01, 2099',
      'Planned start: Apr 01, 2099',
      'Duration: 20 weeks',
      'Warranty: 1 year',
      'Payment plan: 30 % vid start\n70 % vid slutbesiktning',
      'Hourly rate for changes and extra work (ÄTA): 650 kr/h',
      'Reservations: Asbestsanering ingår inte.',
      'Standard contract: AB 04',
    ]);
    expect(
      screen.getByText(
        "Each time the quote is sent or changed, your company's people get a receipt listing these terms by e-mail.",
      ),
    ).toBeTruthy();
  });

  it('in Swedish, for a quote given including VAT, without the terms it does not state', async () => {
    await setLanguage('sv', { remember: false });
    ownQuote = receivedQuote('q1', {
      quote_amount: 5_437_500,
      price_basis: 'incl_vat',
      valid_until: '2099-03-01',
    }) as unknown as QuoteRow;
    renderYourQuote();
    expect(await screen.findByRole('heading', { name: 'Villkoren ert företag är bundet av' })).toBeTruthy();
    expect(terms()).toEqual([
      'Belopp: 5 437 500 kr inkl. moms',
      'Belopp exkl. moms: 4 350 000 kr',
      'Moms: 1 087 500 kr',
      'Giltig till: 1 mars 2099',
    ]);
    const card = screen.getByRole('article');
    expect(within(card).queryByText(/Garanti/)).toBeNull();
  });
});
