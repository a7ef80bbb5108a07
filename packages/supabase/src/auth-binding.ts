import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { hasStoredSession, onSupabaseClient } from './runtime-config.ts';
import { useSessionStore, type Aal } from './session-store.ts';
import { aalOfAccessToken, toSessionUser, type AuthUserLike, type SessionUser } from './session-user.ts';

/** spec: the visible user state updates after a 100 ms debounce */
export const SESSION_DEBOUNCE_MS = 100;

/** Browser tests that set the session by hand switch off the writers that would overwrite it. */
export const sessionTestOverrides = { session: false, unreadCount: false };

type ProfileClient = Pick<SupabaseClient, 'auth' | 'from'>;

// A user's organisation is the one it is a member of (its registrant is its first member).
const MEMBERSHIPS = {
  brf: { table: 'brf_members', column: 'brf_id' },
  service_provider: { table: 'provider_members', column: 'provider_id' },
} as const;

/** The id of the user's organisation profile (null: none yet; undefined: it could not be read). */
export async function lookupProfileId(client: ProfileClient, user: AuthUserLike): Promise<string | null | undefined> {
  const type = toSessionUser(user).organizationType;
  const memberships = type ? [MEMBERSHIPS[type]] : Object.values(MEMBERSHIPS);
  try {
    const rows = await Promise.all(
      memberships.map(({ table, column }) => client.from(table).select(column).eq('user_id', user.id).maybeSingle()),
    );
    const failed = rows.find((row) => row.error);
    if (failed) throw failed.error;
    const found = rows.find((row) => row.data)?.data as Record<string, string> | null | undefined;
    return found ? (found.brf_id ?? found.provider_id ?? null) : null;
  } catch (error) {
    console.error('[session] profile lookup failed', error);
    return undefined;
  }
}

function sameSession(
  a: { user: SessionUser | null; aal: Aal | null },
  b: { user: SessionUser | null; aal: Aal | null },
) {
  return JSON.stringify([a.user, a.aal]) === JSON.stringify([b.user, b.aal]);
}

/**
 * Writes supabase-js auth changes into the session store: the user worked out once (metadata,
 * role, aal, registration step, profile id) after the 100 ms debounce. From the auth event until
 * then the store says `pending`, so no guard redirects on a session that is about to change.
 */
export function bindAuthToStore(
  client: ProfileClient,
  { debounceMs = SESSION_DEBOUNCE_MS, lookup = lookupProfileId } = {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;
  // a found profile never goes away; only "none yet" is asked again (registration finishing)
  const knownProfiles = new Map<string, string>();

  const settle = async (session: Session | null, run: number) => {
    const authUser = session?.user ?? null;
    let user: SessionUser | null = null;
    if (authUser) {
      const isAdmin = authUser.app_metadata?.role === 'admin';
      const profileId = isAdmin ? null : (knownProfiles.get(authUser.id) ?? (await lookup(client, authUser)));
      if (profileId) knownProfiles.set(authUser.id, profileId);
      user = toSessionUser(authUser, { profileId });
    }
    if (run !== generation || sessionTestOverrides.session) return;
    const next = { user, aal: authUser ? aalOfAccessToken(session!.access_token) : null, loading: false };
    const store = useSessionStore.getState();
    if (!store.loading && sameSession(store, next)) {
      if (store.pending) store.setPending(false);
      return;
    }
    store.setSession(next);
  };

  const { data } = client.auth.onAuthStateChange((event, session: Session | null) => {
    const run = ++generation;
    if (!sessionTestOverrides.session) useSessionStore.getState().setPending(true);
    clearTimeout(timer);
    // spec: the debounce is for changes once loading has finished; the first lookup (the session
    // restored from storage) runs at once, since the page and its guard wait for it
    const first = event === 'INITIAL_SESSION' && useSessionStore.getState().loading;
    // never call supabase-js inside its own auth callback: settle on a later task
    timer = setTimeout(() => void settle(session, run), first ? 0 : debounceMs);
  });
  return () => {
    clearTimeout(timer);
    data.subscription.unsubscribe();
  };
}

let started = false;

/**
 * Starts the auth session once per page (the shell at boot; the standalone harness for a remote
 * alone). supabase-js is downloaded only when a persisted session exists; an anonymous visitor
 * gets it when a page (login, register) first asks for the client, and its auth events reach the
 * store from then on.
 */
export function startAuthSession(loadClient: () => Promise<ProfileClient>): void {
  if (started) return;
  started = true;
  onSupabaseClient((client) => bindAuthToStore(client as ProfileClient));
  if (!hasStoredSession()) {
    useSessionStore.getState().setSession({ user: null, aal: null, loading: false });
    return;
  }
  loadClient().catch((error: unknown) => {
    // spec: auth initialisation failure is silent (console only); the user becomes none
    console.error('[session] auth initialisation failed', error);
    useSessionStore.getState().setSession({ user: null, aal: null, loading: false });
  });
}

/**
 * Resolves with the store once it shows a settled session (not loading, no auth change in
 * flight) that satisfies `ready`, e.g. after sign-in: `settledSession((s) => s.user?.id === id)`.
 * Pages route from this instead of re-reading metadata.
 */
export function settledSession(
  ready: (state: ReturnType<typeof useSessionStore.getState>) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<ReturnType<typeof useSessionStore.getState>> {
  const matches = () => {
    const state = useSessionStore.getState();
    return !state.loading && !state.pending && ready(state);
  };
  if (matches()) return Promise.resolve(useSessionStore.getState());
  return new Promise((resolve) => {
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = useSessionStore.subscribe(() => {
      if (matches()) done();
    });
    function done() {
      clearTimeout(timer);
      unsubscribe();
      resolve(useSessionStore.getState());
    }
  });
}
