import { beforeEach, describe, expect, it } from 'vitest';
import { exampleSessionUser } from '@brf/contracts/fixtures';
import {
  aalOfAccessToken,
  avatarLetter,
  fullName,
  selectIsAdmin,
  selectIsLoggedIn,
  toSessionUser,
  useSessionStore,
  type SessionUser,
} from './session.ts';

const anna: SessionUser = exampleSessionUser;

function token(claims: object): string {
  const encode = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.sig`;
}

beforeEach(() => useSessionStore.setState({ user: null, aal: null, loading: true, unreadCount: 0 }));

describe('session store', () => {
  it('starts loading with no user', () => {
    expect(useSessionStore.getState()).toMatchObject({ user: null, loading: true, unreadCount: 0 });
  });

  it('a user absent resets the unread count', () => {
    const store = useSessionStore.getState();
    store.setSession({ user: anna, aal: 'aal1', loading: false });
    store.setUnreadCount(150);
    store.setSession({ user: null, aal: null, loading: false });
    expect(useSessionStore.getState()).toMatchObject({ user: null, unreadCount: 0 });
  });

  it('never lets the unread count drop below 0', () => {
    useSessionStore.getState().setUnreadCount(-3);
    expect(useSessionStore.getState().unreadCount).toBe(0);
  });

  it('clear() signs out', () => {
    useSessionStore.getState().setSession({ user: anna, aal: 'aal2', loading: false });
    useSessionStore.getState().clear();
    expect(useSessionStore.getState()).toMatchObject({ user: null, aal: null, loading: false, unreadCount: 0 });
  });
});

describe('selectors', () => {
  it('avatar letter: first name, else e-mail, else ?', () => {
    const state = useSessionStore.getState();
    expect(avatarLetter({ ...state, user: anna })).toBe('A');
    expect(avatarLetter({ ...state, user: { ...anna, firstName: null, email: 'zed@x.se' } })).toBe('Z');
    expect(avatarLetter({ ...state, user: { ...anna, firstName: null, email: '' } })).toBe('?');
    expect(avatarLetter({ ...state, user: null })).toBe('?');
  });

  it('full name falls back to the e-mail', () => {
    const state = useSessionStore.getState();
    expect(fullName({ ...state, user: anna })).toBe('Anna Berg');
    expect(fullName({ ...state, user: { ...anna, firstName: null, lastName: null } })).toBe('anna@brf.se');
  });

  it('logged in means a user id exists; admin means role admin', () => {
    const state = useSessionStore.getState();
    expect(selectIsLoggedIn({ ...state, user: anna })).toBe(true);
    expect(selectIsLoggedIn(state)).toBe(false);
    expect(selectIsAdmin({ ...state, user: anna })).toBe(false);
    expect(selectIsAdmin({ ...state, user: { ...anna, role: 'admin' } })).toBe(true);
  });
});

describe('auth mapping', () => {
  it('maps a supabase-js user', () => {
    expect(
      toSessionUser({
        id: 'u2',
        email: 'p@firma.se',
        email_confirmed_at: '2025-01-15T10:00:00Z',
        user_metadata: { first_name: 'Per', last_name: 'Ek', organization_type: 'service_provider' },
        app_metadata: { role: 'admin' },
      }),
    ).toEqual({
      id: 'u2',
      email: 'p@firma.se',
      emailConfirmed: true,
      firstName: 'Per',
      lastName: 'Ek',
      organizationType: 'service_provider',
      role: 'admin',
      phone: null,
      registrationStep: null,
      profileId: null,
    });
  });

  it('an unknown organization type and a missing confirmation are explicit', () => {
    const user = toSessionUser({ id: 'u3', user_metadata: { organization_type: 'other' } });
    expect(user).toMatchObject({ email: '', emailConfirmed: false, organizationType: null, role: null });
  });

  it('reads the aal claim of an access token', () => {
    expect(aalOfAccessToken(token({ aal: 'aal2' }))).toBe('aal2');
    expect(aalOfAccessToken(token({ aal: 'aal1' }))).toBe('aal1');
    expect(aalOfAccessToken('garbage')).toBeNull();
    expect(aalOfAccessToken(null)).toBeNull();
  });
});
