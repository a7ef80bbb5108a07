import type { User } from '@supabase/supabase-js';
import { getSupabase } from '@brf/supabase';
import { unwrap } from '@brf/supabase/errors';

/** Starts the session an e-mail link carries in its address; its user, if the server names one. */
export async function startLinkSession(accessToken: string, refreshToken: string): Promise<User | null> {
  return unwrap(await getSupabase().auth.setSession({ access_token: accessToken, refresh_token: refreshToken })).user;
}
