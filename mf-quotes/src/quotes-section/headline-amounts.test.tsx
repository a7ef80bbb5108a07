import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense, type ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage, useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { quoteStatistics } from '@brf/domain/quotes';
import type { QuoteProject } from '../shared/api/quote-project.ts';
import type { useStarQuote } from '../shared/api/star-quote.ts';
import { quotesCatalogue } from '../i18n.ts';
import { QuoteCard } from './quote-card.tsx';
import { toListItem } from './quote-list-item.ts';
import { QuoteStatisticsPanel } from './quote-statistics-panel.tsx';
import { receivedQuote } from './received-quote.fixture.ts';

// Decision 0026: the review's mixed pair. Excluding VAT, 4 350 000 kr looks the lower bid; including
// VAT, what the BRF pays, it is 5 437 500 kr against the other's 5 000 000 kr.
const profile = (id: string, name: string) => ({
  id,
  organization_name: name,
  organization_number: '556677-8899',
  average_rating: null,
});
const excluding = toListItem(
  receivedQuote('excl', {
    quote_amount: 4_350_000,
    price_basis: 'excl_vat',
    service_provider_profiles: profile('sp-excl', 'Alfa Rör AB'),
  }),
);
const including = toListItem(
  receivedQuote('incl', {
    quote_amount: 5_000_000,
    price_basis: 'incl_vat',
    service_provider_profiles: profile('sp-incl', 'Beta Bygg AB'),
  }),
);

const project: QuoteProject = {
  id: 'p1',
  title: 'Stambyte 48 lägenheter',
  status: 'open',
  submissionDeadline: '2099-12-15T11:00:00Z',
  ownerUserId: 'owner',
  myRole: 'chair',
  brfId: 'brf-1',
  winningProviderId: null,
  winningQuoteId: null,
  requiredQuoteTerms: [],
  sealedBids: false,
};
const star = { mutate: vi.fn(), isPending: false, variables: undefined } as unknown as ReturnType<typeof useStarQuote>;

function Card({ item }: { item: typeof excluding }) {
  const { t, language } = useTranslation(quotesCatalogue);
  const message = useDomainMessage();
  return (
    <ul>
      <QuoteCard
        item={item}
        project={project}
        isOwner
        standing={null}
        proposalOpen
        onProvider={vi.fn()}
        t={t}
        language={language}
        message={message}
        star={star}
      />
    </ul>
  );
}

const shown = (element: Element | null | undefined) => element?.textContent?.replaceAll('\u00a0', ' ');

const renderIn = (node: ReactNode) =>
  render(
    <MemoryRouter>
      <Suspense fallback={null}>{node}</Suspense>
    </MemoryRouter>,
  );

describe('headline amounts on one VAT basis', () => {
  afterEach(async () => await act(() => setLanguage('en', { remember: false })));

  it('the statistics compare including VAT and state both bases', async () => {
    renderIn(<QuoteStatisticsPanel stats={quoteStatistics([excluding, including])} onProvider={vi.fn()} />);
    const stats = await screen.findByLabelText('Quote statistics');
    const stat = (name: string) => shown(stats.querySelector(`[data-stat="${name}"]`));
    expect(stat('average')).toBe('5 218 750 kr incl. VAT (4 175 000 kr excl.)');
    expect(stat('range')).toBe('5 000 000 kr – 5 437 500 kr incl. VAT (4 000 000 kr – 4 350 000 kr excl.)');
    expect(within(stats.querySelector('[data-stat="lowest-bidder"]')!).getByText('Beta Bygg AB')).toBeTruthy();
    expect(stat('lowest-bidder')).toContain('5 000 000 kr incl. VAT (4 000 000 kr excl.)');
    expect(stat('highest-bidder')).toContain('Alfa Rör AB5 437 500 kr incl. VAT (4 350 000 kr excl.)');
  });

  it('a card states the amount including VAT and the basis the provider quoted on, in Swedish too', async () => {
    renderIn(<Card item={excluding} />);
    const card = await screen.findByRole('article', { name: 'Quote from Alfa Rör AB' });
    expect(shown(within(card).getByTestId('quote-amount'))).toBe('5 437 500 kr incl. VAT (4 350 000 kr excl.)');
    expect(within(card).getByTestId('quoted-basis').textContent).toBe('Quoted excluding VAT');

    await act(() => setLanguage('sv', { remember: false }));
    expect(shown(within(card).getByTestId('quote-amount'))).toBe('5 437 500 kr inkl. moms (4 350 000 kr exkl.)');
    expect(within(card).getByTestId('quoted-basis').textContent).toBe('Offererat exklusive moms');
  });

  it('a card of a quote including VAT states the same basis first', async () => {
    renderIn(<Card item={including} />);
    const card = await screen.findByRole('article', { name: 'Quote from Beta Bygg AB' });
    expect(shown(within(card).getByTestId('quote-amount'))).toBe('5 000 000 kr incl. VAT (4 000 000 kr excl.)');
    expect(within(card).getByTestId('quoted-basis').textContent).toBe('Quoted including VAT');
  });
});
