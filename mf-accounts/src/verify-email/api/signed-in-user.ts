import type { User } from '@supabase/supabase-js';
import { getSupabase } from '@brf/supabase';

/**
 * The signed-in user, read fresh from the server, or null. A session that cannot be read means
 * nobody is signed in here, and a user that cannot be refreshed is the session's own.
 */
export async function signedInUser(): Promise<User | null> {
  const auth = getSupabase().auth;
  const { data } = await auth.getSession();
  if (!data.session) return null;
  const { data: fresh } = await auth.getUser();
  return fresh.user ?? data.session.user;
}
