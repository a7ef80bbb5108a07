import type { User } from '@supabase/supabase-js';
import { getSupabase } from '@brf/supabase';
import type { LoginForm } from '@brf/domain/accounts';
import { errorMessage } from '../shared/error-message.ts';
import { routeForUser } from '../shared/route-for-user.ts';
import { waitForSessionUser } from '../shared/wait-for-session.ts';

export type SignInResult = { ok: true; user: User } | { ok: false; message: string };

export async function signIn({ email, password }: LoginForm): Promise<SignInResult> {
  try {
    const { data, error } = await getSupabase().auth.signInWithPassword({ email, password });
    if (error || !data.user) return { ok: false, message: errorMessage(error) ?? 'Invalid login credentials' };
    return { ok: true, user: data.user };
  } catch (error) {
    return { ok: false, message: errorMessage(error) ?? 'Invalid login credentials' };
  }
}

/** Where to go after sign-in, once the shell's session shows the user (guards read it). */
export async function destinationAfterSignIn(user: User): Promise<string> {
  const { to, aal } = await routeForUser(user);
  await waitForSessionUser(user.id, aal);
  return to;
}
