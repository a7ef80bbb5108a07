import { RESEND_COOLDOWN_SECONDS } from './account-limits.ts';

/** Seconds the server asks to wait ('... after 42 seconds'), else the 60 s default. */
export function retryAfterSeconds(serverMessage: string | null | undefined): number {
  const match = serverMessage?.match(/(\d+)\s*(?:seconds?|s\b)/i);
  const seconds = match ? Number(match[1]) : Number.NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : RESEND_COOLDOWN_SECONDS;
}

export const resendRateLimitMessage = (seconds: number) =>
  `Please wait ${seconds} seconds before requesting another verification email.`;

export function isRateLimitError(
  error: { message?: string; status?: number; code?: string } | null | undefined,
): boolean {
  if (!error) return false;
  return (
    error.status === 429 ||
    error.code === 'over_email_send_rate_limit' ||
    error.code === 'over_request_rate_limit' ||
    /429|too many requests|rate limit|after \d+ seconds/i.test(error.message ?? '')
  );
}

/** Seconds left of a cooldown that started at startedAt (ms), never negative. */
export function cooldownRemaining(startedAt: number, seconds: number, now: number): number {
  return Math.max(0, Math.ceil((startedAt + seconds * 1000 - now) / 1000));
}
