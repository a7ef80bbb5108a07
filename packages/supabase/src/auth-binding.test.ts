import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindAuthToStore, settledSession, useSessionStore } from './session.ts';

type Listener = (event: string, session: unknown) => void;

function fakeAuth() {
  let listener: Listener = () => {};
  return {
    client: {
      auth: {
        onAuthStateChange(callback: Listener) {
          listener = callback;
          return { data: { subscription: { unsubscribe: vi.fn() } } };
        },
      },
      from: vi.fn(),
    },
    fire: (event: string, session: unknown) => listener(event, session),
  };
}

const token = (claims: object) => `h.${btoa(JSON.stringify(claims))}.s`;
const signedIn = (metadata: object, claims = { aal: 'aal1' }, appMetadata = {}) => ({
  access_token: token(claims),
  user: {
    id: 'u1',
    email: 'a@b.se',
    email_confirmed_at: '2025-01-01',
    user_metadata: metadata,
    app_metadata: appMetadata,
  },
});

beforeEach(() => {
  vi.useFakeTimers();
  useSessionStore.setState({ user: null, aal: null, loading: true, pending: false, unreadCount: 0 });
});
afterEach(() => vi.useRealTimers());

describe('the auth binding', () => {
  it('writes the derived user once after the 100 ms debounce: names, type, role, aal, step, profile id', async () => {
    const { client, fire } = fakeAuth();
    const lookup = vi.fn(async () => 'brf-1');
    bindAuthToStore(client as never, { lookup });
    fire(
      'SIGNED_IN',
      signedIn(
        { first_name: 'Eva', last_name: 'Lind', phone: '+46 70 123 45 67', organization_type: 'brf' },
        { aal: 'aal1' },
      ),
    );
    await vi.advanceTimersByTimeAsync(99);
    expect(useSessionStore.getState()).toMatchObject({ loading: true, pending: true });
    await vi.advanceTimersByTimeAsync(1);
    expect(useSessionStore.getState()).toMatchObject({
      loading: false,
      pending: false,
      aal: 'aal1',
      user: {
        id: 'u1',
        firstName: 'Eva',
        lastName: 'Lind',
        phone: '+46 70 123 45 67',
        organizationType: 'brf',
        role: null,
        registrationStep: 'organization_completed',
        profileId: 'brf-1',
      },
    });
  });

  it('the first lookup (the session restored from storage) is not debounced; later changes are', async () => {
    const { client, fire } = fakeAuth();
    const lookup = vi.fn(async () => 'brf-1');
    bindAuthToStore(client as never, { lookup });
    fire('INITIAL_SESSION', signedIn({ organization_type: 'brf' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(useSessionStore.getState()).toMatchObject({
      loading: false,
      pending: false,
      user: { id: 'u1', profileId: 'brf-1' },
    });
    fire('USER_UPDATED', signedIn({ organization_type: 'brf', first_name: 'Eva' }));
    await vi.advanceTimersByTimeAsync(99);
    expect(useSessionStore.getState()).toMatchObject({ pending: true, user: { firstName: null } });
    await vi.advanceTimersByTimeAsync(1);
    expect(useSessionStore.getState()).toMatchObject({ pending: false, user: { firstName: 'Eva' } });
  });

  it('an unclear step without a profile row settles as person_completed; a stated metadata step wins', async () => {
    const { client, fire } = fakeAuth();
    bindAuthToStore(client as never, { lookup: async () => null });
    fire('SIGNED_IN', signedIn({ organization_type: 'service_provider' }));
    await vi.advanceTimersByTimeAsync(100);
    expect(useSessionStore.getState().user).toMatchObject({ registrationStep: 'person_completed', profileId: null });
    fire(
      'USER_UPDATED',
      signedIn({ organization_type: 'service_provider', registration_step: 'organization_completed' }),
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(useSessionStore.getState().user).toMatchObject({ registrationStep: 'organization_completed' });
  });

  it('a profile row means registration is complete even when the metadata still says person_completed', async () => {
    const { client, fire } = fakeAuth();
    bindAuthToStore(client as never, { lookup: async () => 'sp-9' });
    fire('SIGNED_IN', signedIn({ organization_type: 'service_provider', registration_step: 'person_completed' }));
    await vi.advanceTimersByTimeAsync(100);
    expect(useSessionStore.getState().user).toMatchObject({
      registrationStep: 'organization_completed',
      profileId: 'sp-9',
    });
  });

  it('a failed profile lookup leaves the step unknown (null), never a wrong redirect', async () => {
    const { client, fire } = fakeAuth();
    bindAuthToStore(client as never, { lookup: async () => undefined });
    fire('SIGNED_IN', signedIn({ organization_type: 'brf' }));
    await vi.advanceTimersByTimeAsync(100);
    expect(useSessionStore.getState().user).toMatchObject({ registrationStep: null, profileId: null });
  });

  it('a found profile is looked up once per user; an admin is never looked up', async () => {
    const { client, fire } = fakeAuth();
    const lookup = vi.fn(async () => 'sp-1');
    bindAuthToStore(client as never, { lookup });
    fire('SIGNED_IN', signedIn({ organization_type: 'service_provider' }));
    await vi.advanceTimersByTimeAsync(100);
    fire('TOKEN_REFRESHED', signedIn({ organization_type: 'service_provider' }));
    await vi.advanceTimersByTimeAsync(100);
    expect(lookup).toHaveBeenCalledTimes(1);
    fire('SIGNED_IN', {
      ...signedIn({}, { aal: 'aal2' }, { role: 'admin' }),
      user: { ...signedIn({}).user, id: 'admin-1', app_metadata: { role: 'admin' } },
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState()).toMatchObject({
      aal: 'aal2',
      user: { id: 'admin-1', role: 'admin', profileId: null },
    });
  });

  it('a sign-out clears the user and the unread count', async () => {
    const { client, fire } = fakeAuth();
    bindAuthToStore(client as never);
    useSessionStore.setState({ loading: false, unreadCount: 4, user: { id: 'u1' } as never });
    fire('SIGNED_OUT', null);
    await vi.advanceTimersByTimeAsync(100);
    expect(useSessionStore.getState()).toMatchObject({ user: null, aal: null, unreadCount: 0, pending: false });
  });

  it('settledSession waits for the in-flight change (aal1 -> aal2) rather than answer the old state', async () => {
    const { client, fire } = fakeAuth();
    bindAuthToStore(client as never, { lookup: async () => null });
    useSessionStore.setState({ loading: false, aal: 'aal1', user: { id: 'u1', role: 'admin' } as never });
    fire('MFA_CHALLENGE_VERIFIED', { ...signedIn({}, { aal: 'aal2' }, { role: 'admin' }) });
    const answer = settledSession((s) => s.user?.id === 'u1');
    let settledAal: string | null = null;
    void answer.then((s) => (settledAal = s.aal));
    await vi.advanceTimersByTimeAsync(50);
    expect(settledAal).toBeNull();
    await vi.advanceTimersByTimeAsync(50);
    expect(settledAal).toBe('aal2');
  });
});
