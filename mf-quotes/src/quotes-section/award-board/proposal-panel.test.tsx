import { describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { useTranslation } from '@brf/i18n';
import type { AwardBoard, AwardStanding } from '../../shared/api/award-board.ts';
import { quotesCatalogue } from '../../i18n.ts';
import { toListItem } from '../quote-list-item.ts';
import { receivedQuote } from '../received-quote.fixture.ts';

vi.mock('../../shared/quotes-bus.ts', () => ({ showToast: vi.fn(), announceProjectAwarded: vi.fn() }));
vi.mock('../../shared/api/award-board.ts', () => ({
  useConfirmAward: () => ({ mutateAsync: vi.fn(), isPending: false }),
  useWithdrawAwardProposal: () => ({ mutateAsync: vi.fn(), isPending: false }),
}));
const { ProposalPanel } = await import('./proposal-panel.tsx');

const standingOf = (overrides: Partial<AwardStanding>): AwardStanding => ({
  award_signatures: 2,
  award_requires_mfa: false,
  declarations_required: true,
  declared: true,
  declaration_current: true,
  conflicted: false,
  problem: null,
  board_award_signatures: 2,
  deciders: 2,
  takers: 2,
  stood_aside: [],
  stand_ins: [],
  deputies: [],
  may_call_in: true,
  ...overrides,
});
const items = [
  toListItem(
    receivedQuote('q1', {
      quote_amount: 4350000,
      service_provider_profiles: {
        id: 'sp-1',
        organization_name: 'Rör AB',
        organization_number: '556000-0000',
        average_rating: 4,
      },
    }),
  ),
];

function Harness({ standing, userId }: { standing: AwardStanding; userId: string }) {
  const { t, language } = useTranslation(quotesCatalogue);
  const board: AwardBoard = {
    standing,
    bidders: [],
    declarations: [],
    openProposal: null,
  };
  return (
    <ProposalPanel
      projectId="p1"
      proposal={{
        id: 'a1',
        quote_id: 'q1',
        reason: 'Lägst pris.',
        proposed_by: 'stina',
        proposed_by_name: 'Stina Lind',
        proposed_at: '2026-12-07T13:05:00Z',
      }}
      board={board}
      items={items}
      userId={userId}
      t={t}
      language={language}
    />
  );
}

const show = (standing: AwardStanding, userId: string) =>
  render(
    <Suspense fallback={null}>
      <Harness standing={standing} userId={userId} />
    </Suspense>,
  );

const deputyWords = 'Deputies take part in the award only when called in for a member who stands aside.';

describe('an open award proposal', () => {
  it('tells its proposer at once when nobody else can confirm it, and the way out', async () => {
    show(standingOf({ takers: 1, stood_aside: [{ user_id: 'olle', name: 'Olle Lind' }] }), 'stina');
    expect(
      await screen.findByText(
        'Nobody else can confirm your proposal now: the others who decide have stood aside. A deputy can step in ' +
          'for this project, or the chair can change how the board awards.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Waiting for another board member to confirm it.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm award' })).toBeNull();
  });

  it('tells the others who alone could confirm it, and why they cannot', async () => {
    const conflict = 'You declared a conflict of interest in this project, so you take no part in the award.';
    show(standingOf({ takers: 1, conflicted: true, problem: conflict }), 'olle');
    expect(
      await screen.findByText(
        'Nobody but Stina Lind can confirm this proposal now: the others who decide have stood aside. A deputy can ' +
          'step in for this project, or the chair can change how the board awards.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(conflict, { exact: false })).toBeTruthy();
  });

  it("gives a deputy who is not called in the deputy's reason, not the owner's", async () => {
    show(standingOf({ problem: deputyWords }), 'disa');
    expect(await screen.findByText(deputyWords, { exact: false })).toBeTruthy();
    expect(screen.queryByText(/Only the project owner/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm award' })).toBeNull();
  });

  it('asks another member who takes part to confirm or withdraw it', async () => {
    show(standingOf({}), 'per');
    expect(await screen.findByText('Confirm it to make the award, or withdraw it.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm award' })).toBeTruthy();
    expect(screen.queryByText(/Nobody/)).toBeNull();
  });
});
