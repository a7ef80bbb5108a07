import { PROJECT_ERRORS, PROJECT_TOASTS } from '@brf/domain/projects';
import { DataError, isRateLimited, messageForPeople } from '@brf/supabase/data';

/**
 * spec 8: on quote submit the error's message, or 'Failed to submit quote. Please try again.': the
 * message when it was written for people (ours, or a rule of the database), the spec's sentence
 * when it was not (a crash, the network). docs/decisions/0006-error-messages-for-people.md
 */
export function quoteSubmitMessage(error: unknown): string {
  if (error instanceof DataError && error.code === '23505') return PROJECT_ERRORS.quoteAlreadySubmitted;
  if (error instanceof DataError) return messageForPeople(error, PROJECT_TOASTS.quoteSubmitFailed);
  // thrown by this remote's own code ('Service Provider profile not found.')
  if (error instanceof Error && error.message) return error.message;
  return PROJECT_TOASTS.quoteSubmitFailed;
}

/** The row was not changed: row security let no row through (the project stopped taking quotes). */
export const isNoRow = (error: unknown) => error instanceof DataError && error.code === 'PGRST116';

/**
 * Withdrawing a quote: 'Cannot delete quote for awarded or closed projects' when the database let
 * no row go (the project stopped taking quotes), the abuse limit's own sentence, else
 * 'Failed to delete quote. Please try again.'
 */
export function quoteDeleteMessage(error: unknown): string {
  if (isNoRow(error)) return PROJECT_TOASTS.quoteDeleteLocked;
  if (isRateLimited(error)) return error.message;
  return PROJECT_TOASTS.quoteDeleteFailed;
}
