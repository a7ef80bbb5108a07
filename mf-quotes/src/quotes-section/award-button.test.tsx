import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { DataError } from '@brf/supabase/data';
import { formatExactQuoteAmount } from '@brf/domain/quotes';
import type { QuoteProject } from '../shared/api/quote-project.ts';
import { quotesCatalogue } from '../i18n.ts';
import { toListItem } from './quote-list-item.ts';
import { receivedQuote } from './received-quote.fixture.ts';

const toasts: Array<{ type: string; message: string }> = [];
const awarded: unknown[] = [];
vi.mock('../shared/quotes-bus.ts', () => ({
  showToast: (type: string, message: string) => toasts.push({ type, message }),
  announceProjectAwarded: (payload: unknown) => awarded.push(payload),
}));
const award = vi.fn();
vi.mock('../shared/api/award-project.ts', () => ({
  useAwardProject: () => ({ mutateAsync: award, isPending: false }),
}));
const { AwardButton } = await import('./award-button.tsx');

const project = (submissionDeadline: string): QuoteProject => ({
  id: 'p1',
  title: 'Stambyte',
  status: 'open',
  submissionDeadline,
  ownerUserId: 'owner',
  myRole: 'chair',
  brfId: 'brf-1',
  winningProviderId: null,
  winningQuoteId: null,
});
const item = toListItem(
  receivedQuote('q1', {
    project_id: 'p1',
    service_provider_id: 'sp1',
    quote_amount: 980000,
    service_provider_profiles: {
      id: 'sp1',
      organization_name: 'Beta Rör AB',
      organization_number: '559900-1122',
      average_rating: null,
    },
  }),
);

function Harness({ deadline }: { deadline: string }) {
  const { t } = useTranslation(quotesCatalogue);
  const message = useDomainMessage();
  return <AwardButton project={project(deadline)} item={item} provider="Beta Rör AB" t={t} message={message} />;
}
const renderButton = (deadline: string) =>
  render(
    <Suspense fallback={null}>
      <Harness deadline={deadline} />
    </Suspense>,
  );

async function confirmAward() {
  await userEvent.click(await screen.findByRole('button', { name: 'Award the project to Beta Rör AB' }));
  await userEvent.click(screen.getByRole('button', { name: 'Award project' }));
}

describe("the owner's Award button", () => {
  beforeEach(() => {
    toasts.length = 0;
    awarded.length = 0;
    award.mockReset();
  });

  it("is disabled before the deadline with the spec's tooltip", async () => {
    renderButton('2099-01-01T00:00:00Z');
    expect(
      (await screen.findByRole<HTMLButtonElement>('button', { name: 'Award the project to Beta Rör AB' })).disabled,
    ).toBe(true);
    expect(screen.getByRole('tooltip').textContent).toBe('You can award only after the submission deadline has passed');
  });

  it('after the deadline asks first, then awards that quote and tells every part of the page', async () => {
    award.mockResolvedValue(undefined);
    renderButton('2020-01-01T00:00:00Z');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await confirmAward();
    expect(award).toHaveBeenCalledWith({ projectId: 'p1', quoteId: 'q1' });
    // the amount as the card writes it ('980 000 kr', with no-break spaces)
    expect(toasts).toEqual([
      { type: 'success', message: `The project was awarded to Beta Rör AB for ${formatExactQuoteAmount(980000)}.` },
    ]);
    expect(awarded).toEqual([{ projectId: 'p1', quoteId: 'q1', providerId: 'sp1' }]);
  });

  it("shows the database's refusal as it is worded ('You can only award the project after the submission deadline has passed.')", async () => {
    award.mockRejectedValue(
      new DataError('You can only award the project after the submission deadline has passed.', { code: 'P0001' }),
    );
    renderButton('2020-01-01T00:00:00Z');
    await confirmAward();
    expect(toasts).toEqual([
      { type: 'error', message: 'You can only award the project after the submission deadline has passed.' },
    ]);
    expect(awarded).toEqual([]);
  });

  it("says 'Failed to award the project. Please try again.' when the network fails", async () => {
    award.mockRejectedValue(new DataError('Failed to fetch'));
    renderButton('2020-01-01T00:00:00Z');
    await confirmAward();
    expect(toasts).toEqual([{ type: 'error', message: 'Failed to award the project. Please try again.' }]);
  });
});
