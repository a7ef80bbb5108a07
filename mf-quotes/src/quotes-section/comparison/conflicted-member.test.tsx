import { describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen, within } from '@testing-library/react';
import { useTranslation } from '@brf/i18n';
import { quotesCatalogue } from '../../i18n.ts';
import { toListItem } from '../quote-list-item.ts';
import { receivedQuote } from '../received-quote.fixture.ts';
import { comparedQuotes } from './compared-quotes.ts';

vi.mock('../../shared/quotes-bus.ts', () => ({ showToast: vi.fn() }));
vi.mock('../../shared/api/quote-assessments.ts', () => ({
  useSaveScore: () => ({ mutate: vi.fn(), isPending: false }),
  useSaveNote: () => ({ mutate: vi.fn(), isPending: false }),
}));
const { ComparisonMatrix } = await import('./comparison-matrix.tsx');

// Bertil scored Alfa 5 and then declared a conflict of interest in the project.
const items = [
  toListItem(
    receivedQuote('a', {
      quote_amount: 900000,
      service_provider_profiles: {
        id: 'sp-a',
        organization_name: 'Alfa Bygg AB',
        organization_number: '556000-0000',
        average_rating: 4,
      },
    }),
  ),
];
const assessments = new Map([
  [
    'a',
    {
      scores: [
        { user_id: 'anna', member_name: 'Anna Svensson', score: 3, excluded: false },
        { user_id: 'me', member_name: 'Bertil Berg', score: 5, excluded: true },
      ],
      note: null,
    },
  ],
]);

function Harness() {
  const { t, language } = useTranslation(quotesCatalogue);
  return (
    <ComparisonMatrix
      projectId="p1"
      quotes={comparedQuotes(items, assessments, 'Unknown Service Provider')}
      requiredTerms={[]}
      mayAssess={false}
      conflicted
      userId="me"
      status="success"
      onRetry={vi.fn()}
      t={t}
      language={language}
    />
  );
}

const cellsOf = (table: HTMLElement, label: string) =>
  [
    ...within(table)
      .getByRole('rowheader', { name: new RegExp(`^${label}`) })
      .closest('tr')!
      .querySelectorAll('td'),
  ].map((cell) => cell.textContent);

describe('the comparison for a member who declared a conflict of interest', () => {
  it('says it scores and notes nothing, and offers neither', async () => {
    render(
      <Suspense fallback={null}>
        <Harness />
      </Suspense>,
    );
    const part = await screen.findByRole('region', { name: 'Comparison' });
    expect(
      within(part).getByText(
        'You declared a conflict of interest in this project, so you do not score the quotes or keep notes on ' +
          'them. Scores you gave before your declaration are kept for the record and count in no average.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/Your score for/)).toBeNull();
    expect(screen.queryByLabelText(/Your private note/)).toBeNull();
  });

  it('marks the score given before the declaration, and averages only the others', async () => {
    render(
      <Suspense fallback={null}>
        <Harness />
      </Suspense>,
    );
    const table = await screen.findByRole('table');
    expect(cellsOf(table, "Board's scores")).toEqual([
      'Anna Svensson: 3Bertil Berg: 5 (excluded: declared a conflict of interest after scoring)',
    ]);
    expect(cellsOf(table, 'Average score')).toEqual(['3.0']);
  });
});
