import {
  RESEND_COOLDOWN_SECONDS,
  RESEND_MESSAGES,
  isRateLimitError,
  resendRateLimitMessage,
  retryAfterSeconds,
} from '@brf/domain/accounts';
import { DataError } from '@brf/supabase/errors';
import { serverError } from '../shared/error-message.ts';
import { resendVerificationEmail } from './api/resend-verification-email.ts';

export type ResendResult =
  | { ok: true; message: string; cooldown: number }
  | { ok: false; message: string; cooldown: number };

type AuthRefusal = Parameters<typeof isRateLimitError>[0];

/** spec 8 "Resend": success and rate limit both lock the button (60 s or the server's seconds). */
export async function resendVerification(email: string): Promise<ResendResult> {
  try {
    await resendVerificationEmail(email);
    return { ok: true, message: RESEND_MESSAGES.sent, cooldown: RESEND_COOLDOWN_SECONDS };
  } catch (error) {
    // only the server's answer can be its rate limit (its status and seconds are on its own error)
    const refused = error instanceof DataError ? (serverError(error) as AuthRefusal) : null;
    if (isRateLimitError(refused)) {
      const seconds = retryAfterSeconds(refused?.message);
      return { ok: false, message: resendRateLimitMessage(seconds), cooldown: seconds };
    }
    return { ok: false, message: RESEND_MESSAGES.failed, cooldown: 0 };
  }
}
