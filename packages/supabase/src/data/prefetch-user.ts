import { getSupabase } from '../client.ts';
import { useSessionStore } from '../session-store.ts';
import { toSessionUser, type SessionUser } from '../session-user.ts';

/**
 * Who a route's data prefetch asks for: the settled session's user, or, while the session is
 * still being worked out at boot, the user of supabase-js's stored session (the token the
 * requests carry anyway). Only for starting requests early: what a page shows, and whether it is
 * shown at all, still follows the settled session.
 */
export async function prefetchUser(): Promise<SessionUser | null> {
  const state = useSessionStore.getState();
  if (!state.loading && !state.pending) return state.user;
  const { data } = await getSupabase().auth.getSession();
  return data.session ? toSessionUser(data.session.user) : null;
}
