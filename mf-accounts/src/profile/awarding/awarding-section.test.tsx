import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@brf/i18n';
import { resetQueryClientForTests } from '@brf/supabase/data';
import type { BrfProfileRow } from '../api/own-profile.ts';

const from = vi.fn();
const rpc = vi.fn();
const writes: { table: string; changes: unknown; filters: [string, unknown][] }[] = [];
vi.mock('@brf/supabase/data', async (original) => ({
  ...(await original<object>()),
  getSupabase: () => ({ from, rpc }),
}));
const { AwardingSection } = await import('./awarding-section.tsx');

/** An update answering `result`, whose changes and eq filters are noted. */
function answer(result: { data: unknown; error: unknown }) {
  from.mockImplementation((table: string) => {
    const write = { table, changes: undefined as unknown, filters: [] as [string, unknown][] };
    writes.push(write);
    const builder = Promise.resolve(result) as Promise<unknown> & Record<string, unknown>;
    builder.update = (changes: unknown) => {
      write.changes = changes;
      return builder;
    };
    builder.eq = (column: string, value: unknown) => {
      write.filters.push([column, value]);
      return builder;
    };
    builder.select = () => builder;
    builder.is = () => builder;
    // the board's open rule change: none
    builder.maybeSingle = () => Promise.resolve({ data: null, error: null });
    return builder;
  });
}

const profile = (signatures: number, requiresMfa: boolean) =>
  ({ id: 'b1', award_signatures: signatures, award_requires_mfa: requiresMfa }) as BrfProfileRow;

beforeEach(() => {
  from.mockReset();
  rpc.mockReset();
  writes.length = 0;
  resetQueryClientForTests();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en', { remember: false });
});

describe("the board's awarding rule on /profile", () => {
  it('the chair chooses two members and the second factor, and saves them on the profile row', async () => {
    const user = userEvent.setup();
    answer({ data: [{ id: 'b1' }], error: null });
    render(<AwardingSection profile={profile(1, false)} userId="u-chair" isChair deciders={2} />);
    const section = screen.getByRole('region', { name: 'Awarding' });
    const group = within(section).getByRole('group', { name: 'Who awards' });
    const one = within(group).getByRole('radio', { name: 'One board member awards' }) as HTMLInputElement;
    const two = within(group).getByRole('radio', {
      name: 'Two board members: one proposes, another confirms',
    }) as HTMLInputElement;
    const mfa = within(section).getByRole('checkbox', {
      name: 'Members who award must use two-factor authentication',
    }) as HTMLInputElement;
    expect([one.checked, two.checked, mfa.checked]).toEqual([true, false, false]);

    await user.click(two);
    await user.click(mfa);
    await user.click(within(section).getByRole('button', { name: 'Save awarding rule' }));
    expect(await within(section).findByText('The awarding rule is saved.')).toBeTruthy();
    expect(writes.find((write) => write.table === 'brf_profiles' && write.changes)).toEqual({
      table: 'brf_profiles',
      changes: { award_signatures: 2, award_requires_mfa: true },
      filters: [['id', 'b1']],
    });
  });

  it('where two award, a change that lowers the rule is proposed for another member to confirm', async () => {
    const user = userEvent.setup();
    answer({ data: [{ id: 'b1' }], error: null });
    rpc.mockResolvedValue({ data: { id: 'c1' }, error: null });
    render(<AwardingSection profile={profile(2, false)} userId="u-chair" isChair deciders={3} />);
    const section = screen.getByRole('region', { name: 'Awarding' });
    expect(within(section).getByText(/^Your board awards with two members, so a change that lowers this/)).toBeTruthy();
    await user.click(within(section).getByRole('radio', { name: 'One board member awards' }));
    await user.click(within(section).getByRole('button', { name: 'Save awarding rule' }));
    expect(
      await within(section).findByText(
        'The change is proposed. It applies once another board member confirms it; every member has been told.',
      ),
    ).toBeTruthy();
    expect(rpc).toHaveBeenCalledWith('propose_award_rule_change', {
      p_award_signatures: 1,
      p_award_requires_mfa: false,
    });
    expect(writes.some((write) => write.table === 'brf_profiles' && write.changes)).toBe(false);
  });

  it('a board of one is told that its one deciding member awards alone whatever the rule says', () => {
    render(<AwardingSection profile={profile(2, false)} userId="u-chair" isChair deciders={1} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Your board has one member who decides (the chair and ordinary members count; deputies and observers do not), ' +
        'so that member awards alone whatever is chosen here. The choice applies once the board has two.',
    );
  });

  it('a refusal by row security says only the chair may; any other failure shows its message', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer({ data: [], error: null });
    render(<AwardingSection profile={profile(2, true)} userId="u-chair" isChair deciders={null} />);
    const save = screen.getByRole('button', { name: 'Save awarding rule' });
    await user.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe('Only the chair can change how the board awards.');
    answer({ data: null, error: { message: 'Failed to fetch' } });
    await user.click(save);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to fetch'));
    expect(screen.queryByText('The awarding rule is saved.')).toBeNull();
  });

  it('every other member reads the rule, in Swedish too', async () => {
    render(<AwardingSection profile={profile(2, true)} userId="u-bo" isChair={false} deciders={3} />);
    const rule = screen.getByRole('list', { name: "The board's awarding rule" });
    expect(
      within(rule)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Two board members: one proposes, another confirms',
      'Members who award must use two-factor authentication.',
    ]);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();

    await setLanguage('sv', { remember: false });
    expect(await screen.findByRole('heading', { name: 'Tilldelning' })).toBeTruthy();
    expect(screen.getByText('Två ledamöter: en föreslår, en annan bekräftar')).toBeTruthy();
    expect(screen.getByText('Ledamöter som tilldelar måste använda tvåfaktorsinloggning.')).toBeTruthy();
  });
});
