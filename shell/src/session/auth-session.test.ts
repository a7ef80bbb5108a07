import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventBus, resetEventBusForTests } from '@brf/event-bus';
import { useSessionStore } from '@brf/supabase/session';
import { announceSessionOnBus, bindAuthToStore } from './auth-session.ts';

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
    },
    fire: (event: string, session: unknown) => listener(event, session),
  };
}

const token = (claims: object) => `h.${btoa(JSON.stringify(claims))}.s`;

beforeEach(() => {
  vi.useFakeTimers();
  useSessionStore.setState({ user: null, aal: null, loading: true, unreadCount: 0 });
});
afterEach(() => {
  vi.useRealTimers();
  resetEventBusForTests();
});

describe('auth session', () => {
  it('writes the signed-in user after the 100 ms debounce', () => {
    const { client, fire } = fakeAuth();
    bindAuthToStore(client as never);
    fire('SIGNED_IN', {
      access_token: token({ aal: 'aal2' }),
      user: { id: 'u1', email: 'a@b.se', email_confirmed_at: '2025-01-01', user_metadata: { first_name: 'Eva' }, app_metadata: { role: 'admin' } },
    });
    vi.advanceTimersByTime(99);
    expect(useSessionStore.getState().loading).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useSessionStore.getState()).toMatchObject({ loading: false, aal: 'aal2', user: { id: 'u1', firstName: 'Eva', role: 'admin' } });
  });

  it('a sign-out clears the user and the unread count', () => {
    const { client, fire } = fakeAuth();
    bindAuthToStore(client as never);
    useSessionStore.setState({ loading: false, unreadCount: 4, user: { id: 'u1' } as never });
    fire('SIGNED_OUT', null);
    vi.advanceTimersByTime(100);
    expect(useSessionStore.getState()).toMatchObject({ user: null, aal: null, unreadCount: 0 });
  });

  it('announces every change on the bus, replayed to late remotes', () => {
    announceSessionOnBus();
    useSessionStore.getState().setSession({ user: null, aal: null, loading: false });
    const late = vi.fn();
    createEventBus('mf-admin').on('session', late);
    expect(late).toHaveBeenCalledWith({ user: null, aal: null, loading: false }, 'shell');
  });
});
