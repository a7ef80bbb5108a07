import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@brf/i18n';
import { resetQueryClientForTests } from '@brf/supabase/data';
import type { OrganizationPerson } from '../api/organization-members.ts';

const rpc = vi.fn();
const from = vi.fn();
vi.mock('@brf/supabase/data', async (original) => ({
  ...(await original<object>()),
  getSupabase: () => ({ rpc, from }),
}));
const { MembersSection } = await import('./members-section.tsx');

/** A PostgREST read: a promise of `result` whose every filter returns itself. */
function read(result: { data: unknown; error: unknown }) {
  const builder = Promise.resolve(result) as Promise<unknown> & Record<string, unknown>;
  for (const method of ['select', 'eq', 'is', 'gt', 'order', 'single', 'update']) builder[method] = () => builder;
  return builder;
}

const person = (user_id: string, first_name: string, role: string, may_invite = false): OrganizationPerson => ({
  user_id,
  role,
  may_invite,
  first_name,
  last_name: 'Berg',
  email: `${first_name.toLowerCase()}@brf.se`,
  joined_at: '2026-01-01T10:00:00Z',
});

const BOARD = [person('u-chair', 'Anna', 'chair'), person('u-deputy', 'Bo', 'deputy')];
const INVITATION = {
  id: 'i1',
  email: 'cecilia@brf.se',
  role: 'observer',
  created_at: '2026-11-20T10:00:00Z',
  expires_at: '2026-11-27T10:00:00Z',
};

function answer(invite: { data: unknown; error: unknown } = { data: 'i2', error: null }) {
  rpc.mockImplementation(async (name: string) =>
    name === 'organization_people' ? { data: BOARD, error: null } : name === 'invite_member' ? invite : null,
  );
  from.mockImplementation(() => read({ data: [INVITATION], error: null }));
}

const show = (userId: string) =>
  render(
    <Suspense fallback={null}>
      <MembersSection type="brf" organizationId="b1" userId={userId} />
    </Suspense>,
  );

beforeEach(() => {
  rpc.mockReset();
  from.mockReset();
  resetQueryClientForTests();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en', { remember: false });
});

describe('the members of a BRF on /profile', () => {
  it("shows the chair the board, the open invitations and the chair's controls", async () => {
    answer();
    show('u-chair');
    const list = await screen.findByRole('list', { name: 'Board members' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Anna BergYou.*Chair$/),
      expect.stringMatching(/^Bo Bergbo@brf\.se.*Deputy/),
    ]);
    expect(screen.getByRole('button', { name: 'Change role for Bo Berg' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make chair: Bo Berg' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Bo Berg' })).toBeTruthy();
    // nobody changes, removes or hands over to the chair itself
    expect(screen.queryByRole('button', { name: 'Remove Anna Berg' })).toBeNull();
    const invitations = await screen.findByRole('list', { name: 'Pending invitations' });
    expect(within(invitations).getByText('cecilia@brf.se')).toBeTruthy();
    expect(within(invitations).getByText('Observer')).toBeTruthy();
    expect(within(invitations).getByText('Valid until Nov 27, 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw the invitation to cecilia@brf.se' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Invite to the board' })).toBeTruthy();
    // the chair hands over before leaving
    expect(screen.queryByRole('button', { name: 'Leave the board' })).toBeNull();
    expect(from).toHaveBeenCalledWith('organization_invitations');
  });

  it('shows a deputy the board and the invitations, without controls but with Leave', async () => {
    answer();
    show('u-deputy');
    const list = await screen.findByRole('list', { name: 'Board members' });
    expect(within(list).getByText('Anna Berg')).toBeTruthy();
    expect(await screen.findByText('cecilia@brf.se')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Change the role/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /the chair$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Withdraw/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Invite to the board' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave the board' })).toBeTruthy();
  });

  it('the invite form asks for an address and a role, then calls invite_member', async () => {
    const user = userEvent.setup();
    answer();
    show('u-chair');
    const form = await screen.findByRole('form', { name: 'Invite to the board' });
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Please enter a valid email address')).toBeTruthy();
    expect(within(form).getByText('Choose a role for the new member.')).toBeTruthy();
    expect(rpc).not.toHaveBeenCalledWith('invite_member', expect.anything());

    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'cecilia@brf.se');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Role/ }), 'Deputy');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(rpc).toHaveBeenCalledWith('invite_member', { p_email: 'cecilia@brf.se', p_role: 'deputy' }),
    );
    // sent: the form is empty again, and the list is read again
    await waitFor(() =>
      expect((within(form).getByRole('textbox', { name: /Email/ }) as HTMLInputElement).value).toBe(''),
    );
    expect(rpc.mock.calls.filter(([name]) => name === 'organization_people').length).toBeGreaterThan(1);
  });

  it("shows the database's refusal in Swedish", async () => {
    await setLanguage('sv', { remember: false });
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer({ data: null, error: { message: 'This person already belongs to an organization.', code: '23505' } });
    show('u-chair');
    const form = await screen.findByRole('form', { name: 'Bjud in till styrelsen' });
    await user.type(within(form).getByRole('textbox', { name: /E-post/ }), 'cecilia@brf.se');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Roll/ }), 'Ledamot');
    await user.click(within(form).getByRole('button', { name: 'Skicka inbjudan' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Personen tillhör redan en organisation.');
    expect(logged).toHaveBeenCalled();
  });
});
