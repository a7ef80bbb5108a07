import { DataError } from '@brf/supabase/errors';

/** The provider's message of an error-like value, or undefined. */
export function errorMessage(error: unknown): string | undefined {
  if (!error) return undefined;
  if (typeof error === 'string') return error || undefined;
  if (typeof error === 'object' && 'message' in error) {
    const message = (error as { message?: unknown }).message;
    if (typeof message !== 'string' || !message.trim()) return undefined;
    // supabase-js makes the body its message when a failed answer has no words ('{}'): not for people
    return /^\s*[[{]/.test(message) ? undefined : message;
  }
  return undefined;
}

/** The server's own error behind a failure: unwrap's DataError keeps it as its cause. */
export function serverError(error: unknown): unknown {
  return error instanceof DataError && error.cause !== undefined ? error.cause : error;
}

/**
 * The server's words of a failure, or undefined. Read from the cause, because toDataError gives
 * an answer without words the message 'Request failed', which is not for people.
 */
export const serverWords = (error: unknown): string | undefined => errorMessage(serverError(error));
