import { describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import type { QuoteProject } from '../shared/api/quote-project.ts';
import type { useStarQuote } from '../shared/api/star-quote.ts';
import { quotesCatalogue } from '../i18n.ts';
import { QuoteCard } from './quote-card.tsx';
import { toListItem } from './quote-list-item.ts';
import { receivedQuote } from './received-quote.fixture.ts';

const project: QuoteProject = {
  id: 'p1',
  title: 'Stambyte',
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

function Harness({ providerName }: { providerName: string | null }) {
  const { t, language } = useTranslation(quotesCatalogue);
  const message = useDomainMessage();
  const item = toListItem(
    receivedQuote('q1', {
      service_provider_profiles: providerName
        ? { id: 'sp-q1', organization_name: providerName, organization_number: '556677-8899', average_rating: null }
        : undefined,
    }),
  );
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

const renderCard = (providerName: string | null) =>
  render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <Harness providerName={providerName} />
      </Suspense>
    </MemoryRouter>,
  );

describe('a received quote', () => {
  it("names a provider whose name is missing 'Unknown Service Provider' (spec 8)", async () => {
    renderCard(null);
    const card = await screen.findByRole('article', { name: 'Quote from Unknown Service Provider' });
    expect(card.textContent).toContain('Unknown Service Provider');
    expect(screen.getByRole('button', { name: 'Star quote from Unknown Service Provider' })).toBeTruthy();
  });

  it('names a provider by its organisation name when it has one', async () => {
    renderCard('Rör AB');
    expect(await screen.findByRole('article', { name: 'Quote from Rör AB' })).toBeTruthy();
    expect(screen.queryByText('Unknown Service Provider')).toBeNull();
  });
});
