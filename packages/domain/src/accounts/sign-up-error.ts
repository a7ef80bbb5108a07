import { SIGN_UP_MESSAGES } from './account-messages.ts';

/** spec/accounts.md 8 "Sign-up": rate limits get their own text, others show the server message. */
export function signUpErrorMessage(error: unknown): string {
  const message =
    error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)
      ? String((error as { message?: unknown }).message ?? '')
      : '';
  const status =
    typeof error === 'object' && error !== null && 'status' in error
      ? (error as { status?: unknown }).status
      : undefined;
  if (status === 429 || /429|Too Many Requests/i.test(message)) return SIGN_UP_MESSAGES.tooManyAttempts;
  return message || SIGN_UP_MESSAGES.unexpected;
}
