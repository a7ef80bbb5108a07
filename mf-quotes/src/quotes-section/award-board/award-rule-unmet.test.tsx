import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useTranslation } from '@brf/i18n';
import { DataError } from '@brf/supabase/data';
import type { AwardStanding } from '../../shared/api/award-board.ts';
import { quotesCatalogue } from '../../i18n.ts';

const toasts: Array<{ type: string; message: string }> = [];
vi.mock('../../shared/quotes-bus.ts', () => ({
  showToast: (type: string, message: string) => toasts.push({ type, message }),
}));
const callIn = vi.fn();
vi.mock('../../shared/api/award-board.ts', () => ({
  useCallInDeputy: () => ({ mutateAsync: callIn, isPending: false }),
}));
const { AwardRuleUnmet, awardRuleUnmet } = await import('./award-rule-unmet.tsx');

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
  takers: 1,
  stood_aside: [{ user_id: 'jonas', name: 'Jonas Lund' }],
  stand_ins: [],
  deputies: [{ user_id: 'disa', name: 'Disa Ek' }],
  may_call_in: true,
  ...overrides,
});

function Harness({ standing }: { standing: AwardStanding }) {
  const { t } = useTranslation(quotesCatalogue);
  return (
    <MemoryRouter>
      <AwardRuleUnmet projectId="p1" standing={standing} t={t} />
    </MemoryRouter>
  );
}

const show = (standing: AwardStanding) =>
  render(
    <Suspense fallback={null}>
      <Harness standing={standing} />
    </Suspense>,
  );

beforeEach(() => {
  toasts.length = 0;
  callIn.mockReset();
});

describe('a board rule that cannot be met', () => {
  it('is one only while fewer can take part than the rule in force needs', () => {
    expect(awardRuleUnmet(null)).toBe(false);
    expect(awardRuleUnmet(standingOf({}))).toBe(true);
    expect(awardRuleUnmet(standingOf({ takers: 2 }))).toBe(false);
    // a board of one: the rule in force is one
    expect(awardRuleUnmet(standingOf({ award_signatures: 1, deciders: 1, takers: 1 }))).toBe(false);
  });

  it('names who stood aside, offers the deputy for that seat and calls the deputy in', async () => {
    callIn.mockResolvedValue({});
    show(standingOf({}));
    expect(await screen.findByRole('heading', { name: 'The award needs another member' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Your board awards with two members, but only one of you can take part in this award. ' +
        'Standing aside for a declared conflict of interest: Jonas Lund.',
    );
    expect(screen.getByRole('link', { name: 'Board members and awarding on your profile' }).getAttribute('href')).toBe(
      '/profile',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Call in Disa Ek for Jonas Lund' }));
    expect(callIn).toHaveBeenCalledWith({ projectId: 'p1', deputyId: 'disa', standsInFor: 'jonas' });
    expect(toasts).toEqual([{ type: 'success', message: 'Disa Ek steps in for Jonas Lund on this project.' }]);
  });

  it("says the database's refusal in words, and without a deputy says how to get one", async () => {
    callIn.mockRejectedValue(
      new DataError('A deputy already stands in for that member on this project.', { code: '23505' }),
    );
    const { unmount } = show(standingOf({}));
    await userEvent.click(await screen.findByRole('button', { name: 'Call in Disa Ek for Jonas Lund' }));
    expect(toasts).toEqual([{ type: 'error', message: 'A deputy already stands in for that member on this project.' }]);
    unmount();
    show(standingOf({ deputies: [] }));
    expect(
      await screen.findByText(/^Your board has no deputy who can step in: invite one, or the chair can change/),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers no call-in to a member who stood aside', async () => {
    show(standingOf({ may_call_in: false, conflicted: true }));
    expect(await screen.findByText(/^A deputy can step in for this project/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
