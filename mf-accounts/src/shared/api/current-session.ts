import type { Session } from '@supabase/supabase-js';
import { getSupabase } from '@brf/supabase';
import { unwrap } from '@brf/supabase/errors';

/** The session supabase-js holds now (taken from an e-mail link's address, if any), or null. */
export async function currentSession(): Promise<Session | null> {
  return unwrap(await getSupabase().auth.getSession()).session;
}
