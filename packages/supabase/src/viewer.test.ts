import { describe, expect, it } from 'vitest';
import { viewerOf } from './viewer.ts';

const user = {
  id: 'u1',
  email: 'a@b.se',
  emailConfirmed: true,
  firstName: 'A',
  lastName: 'B',
  phone: null,
  organizationType: null,
  role: null,
  registrationStep: null,
  profileId: null,
} as const;

describe('the viewer', () => {
  it('a board member: BRF with its profile id', () => {
    expect(
      viewerOf({ user: { ...user, organizationType: 'brf', profileId: 'b1' }, aal: 'aal1', loading: false }),
    ).toMatchObject({
      userId: 'u1',
      isBrf: true,
      isProvider: false,
      isAdmin: false,
      profileId: 'b1',
      loading: false,
    });
  });

  it('an admin counts as admin only at aal2; the role shows at aal1 too', () => {
    const admin = { ...user, role: 'admin' } as const;
    expect(viewerOf({ user: admin, aal: 'aal1', loading: false })).toMatchObject({
      isAdmin: false,
      hasAdminRole: true,
    });
    expect(viewerOf({ user: admin, aal: 'aal2', loading: false })).toMatchObject({ isAdmin: true, hasAdminRole: true });
  });

  it('is loading while the session is worked out or a change is pending; nobody when signed out', () => {
    expect(viewerOf({ user: null, aal: null, loading: true }).loading).toBe(true);
    expect(viewerOf({ user: null, aal: null, loading: false, pending: true }).loading).toBe(true);
    expect(viewerOf({ user: null, aal: null, loading: false })).toMatchObject({
      userId: null,
      isBrf: false,
      isProvider: false,
      isAdmin: false,
      loading: false,
    });
  });
});
