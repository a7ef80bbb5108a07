import type { Translate } from '@brf/i18n';
import { DataError, messageForPeople } from '@brf/supabase/data';

/** The database's and the form's words about cancelling, by the catalogue key that says them in the page's language. */
const CANCEL_MESSAGES: Record<string, string> = {
  'Give the reason for cancelling.': 'cancel.reasonRequired',
  'The reason can be at most 2000 characters.': 'cancel.reasonTooLong',
  'Only a project that is not awarded can be cancelled.': 'cancel.error.notCancellable',
  'Only the project owner can cancel this project.': 'cancel.error.notOwner',
  'Project not found.': 'cancel.error.notFound',
};

/** A message in the page's language; an unknown one as it came. */
export function cancelText(message: string, t: Translate): string {
  const key = CANCEL_MESSAGES[message];
  return key ? t(key) : message;
}

/** A refused cancel in the page's language, or 'could not be cancelled' for what people cannot act on. */
export function cancelError(error: unknown, t: Translate): string {
  if (error instanceof DataError && error.message in CANCEL_MESSAGES) return cancelText(error.message, t);
  const fallback = t('cancel.failed');
  const spoken = messageForPeople(error, fallback);
  return spoken === fallback ? fallback : cancelText(spoken, t);
}
