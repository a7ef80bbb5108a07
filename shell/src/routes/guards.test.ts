import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@brf/supabase/session';
import { adminGuard, generalGuard, guards } from './guards.ts';

const user: SessionUser = {
  id: 'u1',
  email: 'anna@brf.se',
  emailConfirmed: true,
  firstName: 'Anna',
  lastName: 'Berg',
  organizationType: 'brf',
  role: null,
};
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

  it('sends an admin at aal1 to /', () => {
    expect(adminGuard({ user: admin, aal: 'aal1', loading: false })).toEqual({ kind: 'redirect', to: '/' });
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
