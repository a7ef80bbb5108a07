import {
  RESEND_COOLDOWN_SECONDS,
  RESEND_MESSAGES,
  isRateLimitError,
  resendRateLimitMessage,
  retryAfterSeconds,
} from '@brf/domain/accounts';
import { getSupabase } from '@brf/supabase';

export type ResendResult = { ok: true; message: string; cooldown: number } | { ok: false; message: string; cooldown: number };

/** spec 8 "Resend": success and rate limit both lock the button (60 s or the server's seconds). */
export async function resendVerification(email: string): Promise<ResendResult> {
  try {
    const { error } = await getSupabase().auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: `${window.location.origin}/auth-callback` },
    });
    if (!error) return { ok: true, message: RESEND_MESSAGES.sent, cooldown: RESEND_COOLDOWN_SECONDS };
    if (isRateLimitError(error)) {
      const seconds = retryAfterSeconds(error.message);
      return { ok: false, message: resendRateLimitMessage(seconds), cooldown: seconds };
    }
    return { ok: false, message: RESEND_MESSAGES.failed, cooldown: 0 };
  } catch {
    return { ok: false, message: RESEND_MESSAGES.failed, cooldown: 0 };
  }
}
