import { describe, expect, it } from 'vitest';
import { exampleSessionUser } from '@brf/contracts/fixtures';
import type { SessionUser } from '@brf/supabase/session';
import { adminGuard, brfGuard, decide, generalGuard, guards, providerGuard, registrationGuard } from './guards.ts';

const user: SessionUser = exampleSessionUser;
const admin: SessionUser = { ...user, id: 'a1', role: 'admin' };

describe('general guard', () => {
  it('waits while the first session lookup runs', () => {
    expect(generalGuard({ user: null, aal: null, loading: true })).toEqual({ kind: 'wait' });
  });

  it('sends an anonymous visitor to /', () => {
    expect(generalGuard({ user: null, aal: null, loading: false })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends a user with an unconfirmed e-mail to /', () => {
    expect(generalGuard({ user: { ...user, emailConfirmed: false }, aal: 'aal1', loading: false })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('lets a confirmed user in', () => {
    expect(generalGuard({ user, aal: 'aal1', loading: false })).toEqual({ kind: 'allow' });
  });
});

describe('admin guard', () => {
  it('lets an admin at aal2 in', () => {
    expect(adminGuard({ user: admin, aal: 'aal2', loading: false })).toEqual({ kind: 'allow' });
  });

  it('sends an admin at aal1 to /mfa, which says why', () => {
    expect(adminGuard({ user: admin, aal: 'aal1', loading: false })).toEqual({
      kind: 'redirect',
      to: '/mfa?reason=admin-aal2',
    });
  });

  it('sends a non-admin at aal2 to /', () => {
    expect(adminGuard({ user, aal: 'aal2', loading: false })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends an anonymous visitor to / and waits while loading', () => {
    expect(adminGuard({ user: null, aal: null, loading: false })).toEqual({ kind: 'redirect', to: '/' });
    expect(adminGuard({ user: null, aal: null, loading: true })).toEqual({ kind: 'wait' });
  });

  it('needs a confirmed e-mail too', () => {
    expect(adminGuard({ user: { ...admin, emailConfirmed: false }, aal: 'aal2', loading: false })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });
});

it('public routes allow everyone', () => {
  expect(guards.public({ user: null, aal: null, loading: true })).toEqual({ kind: 'allow' });
});

describe('registration guard (a pure function of the settled session)', () => {
  const signedIn = (u: SessionUser) => ({ user: u, aal: 'aal1' as const, loading: false });

  it('lets registered users, admins and an unknown step through', () => {
    expect(registrationGuard(signedIn(user))).toEqual({ kind: 'allow' });
    expect(registrationGuard(signedIn({ ...admin, registrationStep: 'person_completed' }))).toEqual({ kind: 'allow' });
    expect(registrationGuard(signedIn({ ...user, registrationStep: null }))).toEqual({ kind: 'allow' });
  });

  it('sends person_completed to the registration page of the type, BRF by default', () => {
    expect(
      registrationGuard(
        signedIn({ ...user, organizationType: 'service_provider', registrationStep: 'person_completed' }),
      ),
    ).toEqual({
      kind: 'redirect',
      to: '/register-service-provider',
    });
    expect(
      registrationGuard(signedIn({ ...user, organizationType: null, registrationStep: 'person_completed' })),
    ).toEqual({
      kind: 'redirect',
      to: '/register-brf',
    });
  });

  it('applies on every signed-in route', () => {
    expect(guards.general(signedIn({ ...user, registrationStep: 'person_completed' }))).toEqual({
      kind: 'redirect',
      to: '/register-brf',
    });
  });
});

describe('role guards', () => {
  const provider: SessionUser = { ...user, id: 'p1', organizationType: 'service_provider', profileId: 'sp-1' };

  it('BRF-only pages let a BRF in and send a provider to /', () => {
    expect(brfGuard({ user, aal: 'aal1', loading: false })).toEqual({ kind: 'allow' });
    expect(brfGuard({ user: provider, aal: 'aal1', loading: false })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('provider-only pages let a provider in and send a BRF to /', () => {
    expect(providerGuard({ user: provider, aal: 'aal1', loading: false })).toEqual({ kind: 'allow' });
    expect(providerGuard({ user, aal: 'aal1', loading: false })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('both still need a signed-in, confirmed, registered user', () => {
    expect(brfGuard({ user: null, aal: null, loading: false })).toEqual({ kind: 'redirect', to: '/' });
    expect(
      providerGuard({ user: { ...provider, registrationStep: 'person_completed' }, aal: 'aal1', loading: false }),
    ).toEqual({
      kind: 'redirect',
      to: '/register-service-provider',
    });
  });
});

describe('a session update in flight', () => {
  it('never redirects while an auth change is pending (admin right after verify: still aal1 in the store)', () => {
    const stale = { user: admin, aal: 'aal1' as const, loading: false, pending: true };
    expect(decide('admin', stale)).toEqual({ kind: 'wait' });
    expect(decide('admin', { ...stale, pending: false })).toEqual({ kind: 'redirect', to: '/mfa?reason=admin-aal2' });
    expect(decide('admin', { ...stale, aal: 'aal2', pending: false })).toEqual({ kind: 'allow' });
  });

  it('an allowed page stays allowed while pending (a token refresh does not unmount it)', () => {
    expect(decide('general', { user, aal: 'aal1', loading: false, pending: true })).toEqual({ kind: 'allow' });
  });
});

describe('a visitor who is not signed in', () => {
  it('goes to /login and back to where they were going; a signed-in user turned away does not', () => {
    const anonymous = { user: null, aal: null, loading: false };
    expect(decide('general', anonymous, '/projects?status=open')).toEqual({
      kind: 'redirect',
      to: '/login?next=%2Fprojects%3Fstatus%3Dopen',
    });
    expect(decide('admin', anonymous, '/admin/dashboard')).toEqual({
      kind: 'redirect',
      to: '/login?next=%2Fadmin%2Fdashboard',
    });
    expect(
      decide('general', { user: { ...user, emailConfirmed: false }, aal: 'aal1', loading: false }, '/projects'),
    ).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });
});
