import type { User } from '@supabase/supabase-js';
import { getSupabase } from '@brf/supabase';
import { unwrap } from '@brf/supabase/errors';

/** Confirms a sign-up by the token hash of its e-mail link; the confirmed user, if the server names one. */
export async function confirmSignUp(tokenHash: string): Promise<User | null> {
  return unwrap(await getSupabase().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' })).user;
}
