import { PROJECT_ERRORS, PROJECT_TOASTS } from '@brf/domain/projects';
import { DataError } from '@brf/supabase/data';

/** spec 8: on quote submit the error's message, or 'Failed to submit quote. Please try again.' */
export function quoteSubmitMessage(error: unknown): string {
  if (error instanceof DataError && error.code === '23505') return PROJECT_ERRORS.quoteAlreadySubmitted;
  if (error instanceof Error && error.message) return error.message;
  return PROJECT_TOASTS.quoteSubmitFailed;
}

/** The row was not changed: row security let no row through (the project stopped taking quotes). */
export const isNoRow = (error: unknown) => error instanceof DataError && error.code === 'PGRST116';

