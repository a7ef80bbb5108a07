import { getSupabase } from '@brf/supabase';
import { unwrap } from '@brf/supabase/errors';

/** spec 8: the reset e-mail; its link returns to /auth-callback as a recovery. */
export async function requestPasswordReset(email: string): Promise<void> {
  unwrap(
    await getSupabase().auth.resetPasswordForEmail(email, {
      redirectTo: `${window.location.origin}/auth-callback?type=recovery`,
    }),
  );
}
