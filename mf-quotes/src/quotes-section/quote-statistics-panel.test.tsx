import { describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { quoteStatistics } from '@brf/domain/quotes';
import { toListItem } from './quote-list-item.ts';
import { QuoteStatisticsPanel } from './quote-statistics-panel.tsx';
import { receivedQuote } from './received-quote.fixture.ts';

describe('the quote statistics', () => {
  it("name a bidder whose name is missing 'Unknown Service Provider' (spec 8)", async () => {
    const quotes = [
      toListItem(receivedQuote('low', { quote_amount: 800000, service_provider_profiles: undefined })),
      toListItem(
        receivedQuote('high', {
          quote_amount: 1200000,
          service_provider_profiles: {
            id: 'sp-high',
            organization_name: 'Rör AB',
            organization_number: '556677-8899',
            average_rating: 4,
          },
        }),
      ),
    ];
    render(
      <Suspense fallback={null}>
        <QuoteStatisticsPanel stats={quoteStatistics(quotes, '2026-10-21T10:00:00Z')} onProvider={vi.fn()} />
      </Suspense>,
    );
    const lowest = await screen.findByText('Unknown Service Provider');
    expect(lowest.closest('[data-stat]')?.getAttribute('data-stat')).toBe('lowest-bidder');
    expect(screen.getByText('Rör AB').closest('[data-stat]')?.getAttribute('data-stat')).toBe('highest-bidder');
  });
});
