import type { User } from '@supabase/supabase-js';
import type { LoginForm } from '@brf/domain/accounts';
import { getSupabase } from '@brf/supabase';
import { unwrap } from '@brf/supabase/errors';
import { serverWords } from '../../shared/error-message.ts';

/** spec 4: sign-in with e-mail and password; the signed-in user. */
export async function signIn({ email, password }: LoginForm): Promise<User> {
  return unwrap(await getSupabase().auth.signInWithPassword({ email, password })).user;
}

/** What a failed sign-in shows: the server's words, else 'Invalid login credentials'. */
export const signInFailure = (error: unknown): string => serverWords(error) ?? 'Invalid login credentials';
