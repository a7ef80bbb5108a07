import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from '@brf/i18n';
import { formatExactQuoteAmount } from '@brf/domain/quotes';
import type { ReceivedQuote } from '../../shared/api/received-quotes.ts';
import { quotesCatalogue } from '../../i18n.ts';
import { toListItem } from '../quote-list-item.ts';
import { receivedQuote } from '../received-quote.fixture.ts';
import { comparedQuotes } from './compared-quotes.ts';

const toasts: Array<{ type: string; message: string }> = [];
vi.mock('../../shared/quotes-bus.ts', () => ({
  showToast: (type: string, message: string) => toasts.push({ type, message }),
}));
const saveScore = vi.fn();
const saveNote = vi.fn();
vi.mock('../../shared/api/quote-assessments.ts', () => ({
  useSaveScore: () => ({ mutate: saveScore, isPending: false }),
  useSaveNote: () => ({ mutate: saveNote, isPending: false }),
}));
const { ComparisonMatrix } = await import('./comparison-matrix.tsx');

const quote = (id: string, name: string, changes: Partial<ReceivedQuote>) =>
  toListItem(
    receivedQuote(id, {
      ...changes,
      service_provider_profiles: {
        id: `sp-${id}`,
        organization_name: name,
        organization_number: '556000-0000',
        average_rating: 4,
      },
    }),
  );
const items = [
  quote('a', 'Alfa Bygg AB', {
    quote_amount: 900000,
    warranty_years: 10,
    duration_weeks: 14,
    planned_start: '2027-03-01',
    hourly_rate: 650,
    payment_plan: '30 % vid start\n70 % vid slutbesiktning',
    standard_terms: 'ab04',
  }),
  quote('b', 'Beta Rör AB', {
    quote_amount: 1000000,
    price_basis: 'incl_vat',
    warranty_years: 5,
    duration_weeks: null,
    planned_start: '2027-02-01',
    hourly_rate: 720,
    standard_terms: 'none',
  }),
];
const assessments = new Map([
  [
    'a',
    {
      scores: [
        { user_id: 'me', member_name: 'Anna Svensson', score: 4 },
        { user_id: 'u2', member_name: 'Bertil Berg', score: 5 },
      ],
      note: 'Fråga om garantin.',
    },
  ],
  ['b', { scores: [{ user_id: 'u2', member_name: 'Bertil Berg', score: 3 }], note: null }],
]);

function Harness({ mayAssess }: { mayAssess: boolean }) {
  const { t, language } = useTranslation(quotesCatalogue);
  return (
    <ComparisonMatrix
      projectId="p1"
      quotes={comparedQuotes(items, assessments, 'Unknown Service Provider')}
      requiredTerms={['duration_weeks', 'warranty_years']}
      mayAssess={mayAssess}
      userId="me"
      status="success"
      onRetry={vi.fn()}
      t={t}
      language={language}
    />
  );
}
const renderMatrix = (mayAssess = true) =>
  render(
    <Suspense fallback={null}>
      <Harness mayAssess={mayAssess} />
    </Suspense>,
  );
const rowOf = (table: HTMLElement, label: string) => {
  const header = within(table).getByRole('rowheader', { name: new RegExp(`^${label}`) });
  return [...header.closest('tr')!.querySelectorAll('td')];
};

describe("the board's comparison matrix", () => {
  beforeEach(() => {
    toasts.length = 0;
    saveScore.mockReset();
    saveNote.mockReset();
  });

  it('has a column per quote, lowest price including VAT first, in a table with a caption', async () => {
    renderMatrix();
    const part = await screen.findByRole('region', { name: 'Comparison' });
    const table = within(part).getByRole('table', { name: /The quotes side by side/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Company', 'Beta Rör AB', 'Alfa Bygg AB']);
    expect(rowOf(table, 'Amount as given').map((cell) => cell.textContent)).toEqual([
      formatExactQuoteAmount(1000000),
      formatExactQuoteAmount(900000),
    ]);
    expect(rowOf(table, 'Price basis').map((cell) => cell.textContent)).toEqual(['Incl. VAT', 'Excl. VAT']);
    expect(rowOf(table, 'VAT').map((cell) => cell.textContent)).toEqual([
      formatExactQuoteAmount(200000),
      formatExactQuoteAmount(225000),
    ]);
    expect(rowOf(table, 'Standard contract').map((cell) => cell.textContent)).toEqual([
      'Neither AB 04 nor ABT 06',
      'AB 04',
    ]);
    expect(rowOf(table, 'Hourly rate \\(ÄTA\\)').map((cell) => cell.textContent)).toEqual([
      `${formatExactQuoteAmount(720)}/h`,
      `${formatExactQuoteAmount(650)}/h Best`,
    ]);
  });

  it("marks each row's best value in words, and a required term a quote left out", async () => {
    renderMatrix();
    const table = await screen.findByRole('table');
    const marks = (label: string) =>
      rowOf(table, label).map(
        (cell) =>
          within(cell)
            .queryByText(/Best|Missing/)
            ?.textContent?.trim() ?? '',
      );
    expect(marks('Amount incl\\. VAT')).toEqual(['Best', '']);
    expect(marks('Warranty \\(years\\)')).toEqual(['', 'Best']);
    expect(marks('Planned start')).toEqual(['Best', '']);
    expect(marks('Hourly rate')).toEqual(['', 'Best']);
    expect(marks('Duration \\(weeks\\)')).toEqual(['Missing', '']);
    expect(marks('Average score')).toEqual(['', 'Best']);
  });

  it("shows every member's score and the average", async () => {
    renderMatrix(false);
    const table = await screen.findByRole('table');
    expect(rowOf(table, "Board's scores").map((cell) => cell.textContent)).toEqual([
      'Bertil Berg: 3',
      'Anna Svensson: 4Bertil Berg: 5',
    ]);
    expect(rowOf(table, 'Average score').map((cell) => cell.textContent)).toEqual(['3.0', '4.5 Best']);
  });

  it('lets a member score a quote and keep a private note, saved when chosen and when leaving the note', async () => {
    saveScore.mockImplementation((_input, options: { onSuccess: () => void }) => options.onSuccess());
    saveNote.mockImplementation((_input, options: { onSuccess: () => void }) => options.onSuccess());
    renderMatrix();
    const alfaScore = await screen.findByLabelText<HTMLSelectElement>('Your score for Alfa Bygg AB');
    expect(alfaScore.value).toBe('4');
    await userEvent.selectOptions(screen.getByLabelText('Your score for Beta Rör AB'), '2 of 5');
    expect(saveScore).toHaveBeenCalledWith({ projectId: 'p1', quoteId: 'b', score: 2 }, expect.anything());
    expect(screen.getByRole('status').textContent).toBe('Your score for Beta Rör AB is saved.');
    await userEvent.selectOptions(alfaScore, 'No score');
    expect(saveScore).toHaveBeenLastCalledWith({ projectId: 'p1', quoteId: 'a', score: null }, expect.anything());

    const alfaNote = screen.getByLabelText<HTMLTextAreaElement>('Your private note on Alfa Bygg AB');
    expect(alfaNote.value).toBe('Fråga om garantin.');
    const betaNote = screen.getByLabelText('Your private note on Beta Rör AB');
    await userEvent.type(betaNote, 'Referenser?');
    await userEvent.tab();
    expect(saveNote).toHaveBeenCalledWith({ projectId: 'p1', quoteId: 'b', note: 'Referenser?' }, expect.anything());
    // leaving it unchanged, or pressing the button after leaving it, saves nothing more
    await userEvent.click(screen.getByRole('button', { name: 'Save note on Beta Rör AB' }));
    expect(saveNote).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Your note on Beta Rör AB is saved.');
  });

  it('puts a score back and says so when it cannot be saved', async () => {
    saveScore.mockImplementation((_input, options: { onError: () => void }) => options.onError());
    renderMatrix();
    const beta = await screen.findByLabelText<HTMLSelectElement>('Your score for Beta Rör AB');
    await userEvent.selectOptions(beta, '5 of 5');
    expect(beta.value).toBe('');
    expect(toasts).toEqual([{ type: 'error', message: 'Your score could not be saved. Please try again.' }]);
  });

  it('only shows the scores to those who do not score (observers, admins)', async () => {
    renderMatrix(false);
    await screen.findByRole('table');
    expect(screen.queryByLabelText(/Your score for/)).toBeNull();
    expect(screen.queryByLabelText(/Your private note/)).toBeNull();
  });
});
