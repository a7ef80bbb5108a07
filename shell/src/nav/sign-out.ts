import { forgetStoredSession, useSessionStore } from '@brf/supabase/session';

/** spec: a sign-out error is logged and local state is still cleared, the kept session too */
export async function signOut(): Promise<void> {
  try {
    const { getSupabase } = await import('@brf/supabase');
    const { error } = await getSupabase().auth.signOut();
    if (error) throw error;
  } catch (error) {
    console.error('[shell] sign-out failed', error);
    forgetStoredSession();
  }
  useSessionStore.getState().clear();
}
