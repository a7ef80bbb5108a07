import { getSupabase } from '@brf/supabase';
import { unwrap } from '@brf/supabase/errors';

/** spec 8 "Resend": the sign-up confirmation e-mail again; its link returns to /auth-callback. */
export async function resendVerificationEmail(email: string): Promise<void> {
  unwrap(
    await getSupabase().auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: `${window.location.origin}/auth-callback` },
    }),
  );
}
