import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@brf/i18n';
import { resetQueryClientForTests } from '@brf/supabase/data';

const rpc = vi.fn();
vi.mock('@brf/supabase/data', async (original) => ({
  ...(await original<object>()),
  getSupabase: () => ({
    rpc,
    from: () => {
      const builder = Promise.resolve({ data: [], error: null }) as Promise<unknown> & Record<string, unknown>;
      for (const method of ['select', 'eq', 'is', 'gt', 'order']) builder[method] = () => builder;
      return builder;
    },
  }),
}));
vi.mock('../../shared/accounts-bus.ts', () => ({ showToast: vi.fn() }));
const { MembersSection } = await import('./members-section.tsx');
const { NoOrganization } = await import('./no-organization.tsx');

const BOARD = [
  { user_id: 'u-chair', role: 'chair', may_invite: false, first_name: 'Anna', last_name: 'Berg', email: 'a@brf.se' },
  { user_id: 'u-deputy', role: 'deputy', may_invite: false, first_name: 'Bo', last_name: 'Berg', email: 'b@brf.se' },
].map((person) => ({ ...person, joined_at: '2026-01-01T10:00:00Z' }));

const assign = vi.fn();
beforeEach(() => {
  rpc.mockReset();
  assign.mockReset();
  sessionStorage.clear();
  resetQueryClientForTests();
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en', { remember: false });
});

const told = () =>
  render(
    <Suspense fallback={null}>
      <NoOrganization type="brf" />
    </Suspense>,
  ).container;

describe('leaving the board', () => {
  it('goes to /profile, which says who was left, what that means and what comes next', async () => {
    rpc.mockImplementation(async (name: string) =>
      name === 'organization_people' ? { data: BOARD, error: null } : { data: null, error: null },
    );
    render(
      <Suspense fallback={null}>
        <MembersSection type="brf" organizationId="b1" organizationName="BRF Solgläntan" userId="u-deputy" />
      </Suspense>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Leave the board' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave the board' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/profile'));
    expect(rpc).toHaveBeenCalledWith('leave_organization');

    // the page it lands on
    told();
    expect(await screen.findByRole('heading', { name: 'You have left BRF Solgläntan' })).toBeTruthy();
    expect(
      screen.getByText(
        "You no longer see the board's projects, quotes or messages, and you take no part in its decisions. To " +
          'join again, ask the chair for a new invitation: it comes by e-mail.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Your account stays, with your name and e-mail address. Under Your data below you can download your data ' +
          'or delete the account.',
      ),
    ).toBeTruthy();
  });

  it('later visits say that the person belongs to no board, not that it just left', async () => {
    told();
    expect(await screen.findByRole('heading', { name: 'You are not a member of a board' })).toBeTruthy();
  });

  it('in Swedish', async () => {
    await setLanguage('sv', { remember: false });
    sessionStorage.setItem('brf.leftOrganization', JSON.stringify({ kind: 'brf', organization: 'BRF Solgläntan' }));
    told();
    expect(await screen.findByRole('heading', { name: 'Du har lämnat BRF Solgläntan' })).toBeTruthy();
  });
});
