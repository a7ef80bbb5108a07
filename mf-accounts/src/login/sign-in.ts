import type { User } from '@supabase/supabase-js';
import { getSupabase } from '@brf/supabase';
import { settledSession } from '@brf/supabase/session';
import { routeForRegistrationStep } from '@brf/domain/navigation';
import type { LoginForm } from '@brf/domain/accounts';
import { errorMessage } from '../shared/error-message.ts';

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

/** spec 4: where to go after sign-in, read from the settled session (the one guards read). */
export async function destinationAfterSignIn(user: User): Promise<string> {
  const { user: signedIn, aal } = await settledSession((s) => s.user?.id === user.id);
  return routeForRegistrationStep({
    registrationStep: signedIn?.registrationStep,
    organizationType: signedIn?.organizationType,
    role: signedIn?.role,
    aal,
  });
}
