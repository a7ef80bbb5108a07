import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { resetQueryClientForTests } from '@brf/supabase/data';
import { useSessionStore, type SessionUser } from '@brf/supabase/session';

const rpc = vi.fn();
const from = vi.fn();
const auth = {
  updateUser: vi.fn(async () => ({ error: null })),
  getUser: vi.fn(async () => ({ data: {} })),
  mfa: { listFactors: vi.fn(async () => ({ data: { all: [], totp: [] }, error: null })) },
};
const filters: [string, unknown][] = [];
vi.mock('@brf/supabase/data', async (original) => ({
  ...(await original<object>()),
  getSupabase: () => ({ rpc, from, auth }),
}));
const { default: ProfilePage } = await import('./profile-page.tsx');
const { updateProfile } = await import('./api/update-profile.ts');

/** A PostgREST read: a promise of `result` whose every filter returns itself; eq's are noted. */
function read(result: { data: unknown; error: unknown }) {
  const builder = Promise.resolve(result) as Promise<unknown> & Record<string, unknown>;
  for (const method of ['select', 'is', 'gt', 'order', 'single', 'update']) builder[method] = () => builder;
  builder.eq = (column: string, value: unknown) => {
    filters.push([column, value]);
    return builder;
  };
  return builder;
}

// the registrant (Anna) registered the BRF; Bo joined it later
const PROFILE = {
  id: 'b1',
  user_id: 'u-anna',
  email: 'styrelsen@brf.se',
  organization_number: '769600-1234',
  organization_name: 'BRF Eken',
  contact_person_first_name: 'Anna',
  contact_person_last_name: 'Berg',
  phone: '0701234567',
  city: 'Uppsala',
  street_address: 'Ekgatan',
  street_number: '1',
  zip: '75220',
  description: null,
  website: null,
  number_of_apartments: 40,
  award_signatures: 2,
  award_requires_mfa: true,
};

function signIn(id: string, role: string) {
  useSessionStore.setState({
    loading: false,
    pending: false,
    aal: 'aal1',
    user: {
      id,
      email: `${id}@brf.se`,
      emailConfirmed: true,
      firstName: 'A',
      lastName: 'B',
      phone: null,
      organizationType: 'brf',
      role: null,
      registrationStep: 'organization_completed',
      profileId: 'b1',
    } as SessionUser,
  });
  rpc.mockImplementation(async (name: string) =>
    name === 'organization_people'
      ? {
          data: [
            {
              user_id: id,
              role,
              may_invite: false,
              first_name: 'A',
              last_name: 'B',
              email: `${id}@brf.se`,
              joined_at: '2026-01-01',
            },
          ],
          error: null,
        }
      : { data: null, error: null },
  );
  from.mockImplementation((table: string) =>
    read(table === 'brf_profiles' ? { data: PROFILE, error: null } : { data: [], error: null }),
  );
}

const show = () =>
  render(
    <MemoryRouter initialEntries={['/profile']}>
      <Suspense fallback={null}>
        <ProfilePage />
      </Suspense>
    </MemoryRouter>,
  );

beforeEach(() => {
  rpc.mockReset();
  from.mockReset();
  filters.length = 0;
  auth.updateUser.mockClear();
  resetQueryClientForTests();
});

describe('the organisation profile of a member', () => {
  it('is read by the organisation id, and a deputy sees it read-only', async () => {
    signIn('u-bo', 'deputy');
    show();
    const form = await screen.findByRole('form', { name: 'Edit Profile' });
    expect(filters).toContainEqual(['id', 'b1']);
    expect((within(form).getByLabelText(/Organization name/) as HTMLInputElement).readOnly).toBe(true);
    expect(within(form).getByText("Only the chair can change the association's details.")).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Board members' })).toBeTruthy();
    // the board's awarding rule, read, and the deputy's own second factor
    const awarding = screen.getByRole('region', { name: 'Awarding' });
    expect(within(awarding).getByText('Two board members: one proposes, another confirms')).toBeTruthy();
    expect(within(awarding).queryByRole('button', { name: 'Save awarding rule' })).toBeNull();
    const twoFactor = screen.getByRole('region', { name: 'Two-factor authentication' });
    expect(
      within(twoFactor).getByText('Your board requires two-factor authentication to award a project.'),
    ).toBeTruthy();
    expect(await within(twoFactor).findByRole('button', { name: 'Set up two-factor authentication' })).toBeTruthy();
  });

  it('a chair who did not register it edits it', async () => {
    signIn('u-cecilia', 'chair');
    show();
    const form = await screen.findByRole('form', { name: 'Edit Profile' });
    expect((within(form).getByLabelText(/Organization name/) as HTMLInputElement).readOnly).toBe(false);
    expect(within(form).getByRole('button', { name: 'Save changes' })).toBeTruthy();
    const awarding = screen.getByRole('region', { name: 'Awarding' });
    const two = within(awarding).getByRole('radio', { name: 'Two board members: one proposes, another confirms' });
    expect((two as HTMLInputElement).checked).toBe(true);
    expect(within(awarding).getByRole('button', { name: 'Save awarding rule' })).toBeTruthy();
  });
});

describe('updateProfile', () => {
  it("updates the organisation's row by its id and leaves another chair's own name alone", async () => {
    from.mockImplementation(() => read({ data: [{ id: 'b1' }], error: null }));
    const values = { ...PROFILE, contact_person_first_name: 'Cecilia' } as never;
    await expect(updateProfile({ type: 'brf', userId: 'u-cecilia', before: PROFILE as never, values })).resolves.toBe(
      'saved',
    );
    expect(filters).toEqual([['id', 'b1']]);
    expect(auth.updateUser).not.toHaveBeenCalled();
    // the registrant is the contact person: its own names follow, as before
    await updateProfile({ type: 'brf', userId: 'u-anna', before: PROFILE as never, values });
    expect(auth.updateUser).toHaveBeenCalledWith({ data: { first_name: 'Cecilia', last_name: 'Berg' } });
  });

  it('refuses when row security updated nothing', async () => {
    from.mockImplementation(() => read({ data: [], error: null }));
    await expect(
      updateProfile({ type: 'brf', userId: 'u-bo', before: PROFILE as never, values: PROFILE as never }),
    ).rejects.toThrow('The profile was not updated');
  });
});
