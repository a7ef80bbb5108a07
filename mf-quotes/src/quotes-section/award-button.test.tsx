import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { DataError } from '@brf/supabase/data';
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
const propose = vi.fn();
vi.mock('../shared/api/award-board.ts', () => ({
  useProposeAward: () => ({ mutateAsync: propose, isPending: false }),
}));
const { AwardButton } = await import('./award-button.tsx');
type Standing = NonNullable<Parameters<typeof AwardButton>[0]['standing']>;
const standingOf = (overrides: Partial<Standing>): Standing => ({
  award_signatures: 1,
  board_award_signatures: 1,
  deciders: 2,
  takers: 2,
  stood_aside: [],
  stand_ins: [],
  deputies: [],
  may_call_in: true,
  award_requires_mfa: false,
  declarations_required: true,
  declared: true,
  declaration_current: true,
  conflicted: false,
  problem: null,
  ...overrides,
});

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
  requiredQuoteTerms: [],
  sealedBids: false,
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

// 980 000 kr excluding VAT, stated including VAT (decision 0026)
const ON_BASES = '1\u00a0225\u00a0000\u00a0kr incl. VAT (980\u00a0000\u00a0kr excl.)';

function Harness({ deadline, standing }: { deadline: string; standing: Standing | null }) {
  const { t } = useTranslation(quotesCatalogue);
  const message = useDomainMessage();
  return (
    <AwardButton
      project={project(deadline)}
      item={item}
      provider="Beta Rör AB"
      standing={standing}
      t={t}
      message={message}
    />
  );
}
const renderButton = (deadline: string, standing: Standing | null = null) =>
  render(
    <Suspense fallback={null}>
      <Harness deadline={deadline} standing={standing} />
    </Suspense>,
  );

async function confirmAward(reason = 'Lägst pris och bra referenser.') {
  await userEvent.click(await screen.findByRole('button', { name: 'Award the project to Beta Rör AB' }));
  await userEvent.type(screen.getByLabelText(/Reason for the award/), reason);
  await userEvent.click(screen.getByRole('button', { name: 'Award project' }));
}

describe("the owner's Award button", () => {
  beforeEach(() => {
    toasts.length = 0;
    awarded.length = 0;
    award.mockReset();
    propose.mockReset();
  });

  it("is disabled before the deadline with the spec's tooltip", async () => {
    renderButton('2099-01-01T00:00:00Z');
    expect(
      (await screen.findByRole<HTMLButtonElement>('button', { name: 'Award the project to Beta Rör AB' })).disabled,
    ).toBe(true);
    expect(screen.getByRole('tooltip').textContent).toBe('You can award only after the submission deadline has passed');
  });

  it('after the deadline asks for the reason, then awards that quote and tells every part of the page', async () => {
    award.mockResolvedValue(undefined);
    renderButton('2020-01-01T00:00:00Z');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await confirmAward('  Lägst pris och bra referenser. ');
    expect(award).toHaveBeenCalledWith({ projectId: 'p1', quoteId: 'q1', reason: 'Lägst pris och bra referenser.' });
    // the amount as the card writes it: including VAT, the amount as quoted beside it (no-break spaces)
    expect(toasts).toEqual([{ type: 'success', message: `The project was awarded to Beta Rör AB for ${ON_BASES}.` }]);
    expect(awarded).toEqual([{ projectId: 'p1', quoteId: 'q1', providerId: 'sp1' }]);
  });

  it("shows the refusal 'You can only award the project after the submission deadline has passed.'", async () => {
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

  it("asks for the award's reason before it awards", async () => {
    award.mockResolvedValue(undefined);
    renderButton('2020-01-01T00:00:00Z', standingOf({}));
    await userEvent.click(await screen.findByRole('button', { name: 'Award the project to Beta Rör AB' }));
    expect(screen.getByRole('dialog', { name: 'Award the project?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Award project' }));
    expect(await screen.findByText('Give the reason for this award.')).toBeTruthy();
    expect(award).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it("a board of one awards with the spec's button without giving a reason: it is asked, not required", async () => {
    award.mockResolvedValue(undefined);
    renderButton('2020-01-01T00:00:00Z', standingOf({ award_signatures: 1, deciders: 1, takers: 1 }));
    const button = await screen.findByRole('button', { name: 'Award the project to Beta Rör AB' });
    expect(button.textContent).toBe('Award');
    await userEvent.click(button);
    const reason = screen.getByLabelText(/Reason for the award/) as HTMLTextAreaElement;
    expect(reason.required).toBe(false);
    expect(screen.getByText(/^Optional\. Why this quote, for your own record/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Award project' }));
    expect(award).toHaveBeenCalledWith({ projectId: 'p1', quoteId: 'q1', reason: null });
    expect(toasts).toEqual([{ type: 'success', message: `The project was awarded to Beta Rör AB for ${ON_BASES}.` }]);
  });

  it("translates the database's refusal of an award without a reason", async () => {
    award.mockRejectedValue(new DataError('Give the reason for this award.', { code: '23514' }));
    renderButton('2020-01-01T00:00:00Z');
    await confirmAward();
    expect(toasts).toEqual([{ type: 'error', message: 'Give the reason for this award.' }]);
  });

  it("says 'Failed to award the project. Please try again.' when the network fails", async () => {
    award.mockRejectedValue(new DataError('Failed to fetch'));
    renderButton('2020-01-01T00:00:00Z');
    await confirmAward();
    expect(toasts).toEqual([{ type: 'error', message: 'Failed to award the project. Please try again.' }]);
  });

  it('is disabled with the reason when the reader takes no part in the award', async () => {
    renderButton(
      '2020-01-01T00:00:00Z',
      standingOf({ problem: 'Declare your interests in this project before you take part in the award.' }),
    );
    expect(
      (await screen.findByRole<HTMLButtonElement>('button', { name: 'Award the project to Beta Rör AB' })).disabled,
    ).toBe(true);
    expect(screen.getByRole('tooltip').textContent).toBe(
      'Declare your interests in this project before you take part in the award.',
    );
  });

  it('where two members award, proposes with a reason, which it asks for first', async () => {
    propose.mockResolvedValue({ id: 'proposal-1' });
    renderButton('2020-01-01T00:00:00Z', standingOf({ award_signatures: 2 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Propose award: Beta Rör AB' }));
    await userEvent.click(screen.getByRole('button', { name: 'Propose award' }));
    expect(await screen.findByText('Give the reason for this award.')).toBeTruthy();
    expect(propose).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Reason for the award/), '  Lägst pris och bra referenser. ');
    await userEvent.click(screen.getByRole('button', { name: 'Propose award' }));
    expect(propose).toHaveBeenCalledWith({ projectId: 'p1', quoteId: 'q1', reason: 'Lägst pris och bra referenser.' });
    expect(toasts).toEqual([
      { type: 'success', message: 'The award to Beta Rör AB is proposed. Another board member confirms it.' },
    ]);
    expect(award).not.toHaveBeenCalled();
  });
});
