import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@supabase/supabase-js';
import { useSessionStore, type SessionUser } from '@brf/supabase/session';

const mfa = { getAuthenticatorAssuranceLevel: vi.fn() };
vi.mock('@brf/supabase', async (original) => ({
  ...(await original<typeof import('@brf/supabase')>()),
  getSupabase: () => ({ auth: { mfa } }),
}));
const { destinationAfterSignIn } = await import('./destination-after-sign-in.ts');

/** The settled session after the password: a finished registration, at aal1. */
function signedIn(role: string | null, registrationStep = 'organization_completed') {
  useSessionStore.setState({
    loading: false,
    pending: false,
    aal: 'aal1',
    user: {
      id: 'u1',
      email: 'anna@brf.se',
      emailConfirmed: true,
      firstName: 'Anna',
      lastName: 'Berg',
      phone: null,
      organizationType: role ? null : 'brf',
      role,
      registrationStep,
      profileId: role ? null : 'b1',
    } as SessionUser,
  });
}

const level = (currentLevel: string, nextLevel: string) => ({ data: { currentLevel, nextLevel }, error: null });
const user = { id: 'u1' } as User;

beforeEach(() => mfa.getAuthenticatorAssuranceLevel.mockReset());

describe('the page after signing in with a password', () => {
  it('a member with a verified factor goes to /mfa; without one, to /projects', async () => {
    signedIn(null);
    mfa.getAuthenticatorAssuranceLevel.mockResolvedValueOnce(level('aal1', 'aal2'));
    expect(await destinationAfterSignIn(user)).toBe('/mfa');
    mfa.getAuthenticatorAssuranceLevel.mockResolvedValueOnce(level('aal1', 'aal1'));
    expect(await destinationAfterSignIn(user)).toBe('/projects');
    // the level could not be read: the member goes on (the database still asks for aal2 to award)
    mfa.getAuthenticatorAssuranceLevel.mockResolvedValueOnce({ data: null, error: { message: 'no session' } });
    expect(await destinationAfterSignIn(user)).toBe('/projects');
  });

  it('a member still registering finishes it first', async () => {
    signedIn(null, 'person_completed');
    mfa.getAuthenticatorAssuranceLevel.mockResolvedValue(level('aal1', 'aal2'));
    expect(await destinationAfterSignIn(user)).toBe('/register-brf');
  });

  it("an admin goes the spec's way: to /mfa below aal2, without asking the factors", async () => {
    signedIn('admin');
    expect(await destinationAfterSignIn(user)).toBe('/mfa');
    useSessionStore.setState({ aal: 'aal2' });
    expect(await destinationAfterSignIn(user)).toBe('/admin/dashboard');
    expect(mfa.getAuthenticatorAssuranceLevel).not.toHaveBeenCalled();
  });
});
