import type { Session, SupabaseClient } from '@supabase/supabase-js';
import {
  aalOfAccessToken,
  hasStoredSession,
  onSupabaseClient,
  toSessionUser,
  useSessionStore,
  type Aal,
  type SessionUser,
} from '@brf/supabase/session';
import { shellBus } from './shell-bus.ts';

/** spec: the visible user state updates after a 100 ms debounce */
export const SESSION_DEBOUNCE_MS = 100;

function sameSession(a: { user: SessionUser | null; aal: Aal | null }, b: { user: SessionUser | null; aal: Aal | null }) {
  return JSON.stringify([a.user, a.aal]) === JSON.stringify([b.user, b.aal]);
}

/** Browser tests that set the session by hand switch off the writers that would overwrite it. */
export const testOverrides = { session: false, unreadCount: false };

/** Writes supabase-js auth changes into the shared store, debounced. */
export function bindAuthToStore(client: Pick<SupabaseClient, 'auth'>, debounceMs = SESSION_DEBOUNCE_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const { data } = client.auth.onAuthStateChange((_event, session: Session | null) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (testOverrides.session) return;
      const next = {
        user: session?.user ? toSessionUser(session.user) : null,
        aal: session?.user ? aalOfAccessToken(session.access_token) : null,
        loading: false,
      };
      const store = useSessionStore.getState();
      if (!store.loading && sameSession(store, next)) return;
      store.setSession(next);
    }, debounceMs);
  });
  return () => {
    clearTimeout(timer);
    data.subscription.unsubscribe();
  };
}

/** Every store change is announced on the bus (`session` replays for late remotes). */
export function announceSessionOnBus(): () => void {
  const publish = () => {
    const { user, aal, loading } = useSessionStore.getState();
    shellBus.emit('session', { user, aal, loading });
  };
  publish();
  return useSessionStore.subscribe((state, previous) => {
    if (state.user !== previous.user || state.aal !== previous.aal || state.loading !== previous.loading) publish();
  });
}

/**
 * Starts the auth session. supabase-js is downloaded only when a persisted session exists;
 * an anonymous visitor gets it when a page (login, register) first asks for the client, and
 * from then on its auth events reach the store too.
 */
export function startAuthSession(): void {
  onSupabaseClient((client) => bindAuthToStore(client as SupabaseClient));
  if (!hasStoredSession()) {
    useSessionStore.getState().setSession({ user: null, aal: null, loading: false });
    return;
  }
  import('@brf/supabase')
    .then(({ getSupabase }) => getSupabase())
    .catch((error: unknown) => {
      // spec: auth initialisation failure is silent (console only); the user becomes none
      console.error('[shell] auth initialisation failed', error);
      useSessionStore.getState().setSession({ user: null, aal: null, loading: false });
    });
}
