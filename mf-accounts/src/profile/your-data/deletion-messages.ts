import { refusalHint } from '../api/delete-my-account.ts';

/** The database's refusals of delete_my_account, by the hint it raises them with. */
const REFUSALS = new Set(['hand_over_chair', 'hand_over_admin', 'aal2_required']);

/** The catalogue key of what a failed deletion tells the person: the refusal, or 'try again'. */
export function deletionErrorKey(error: unknown): string {
  const hint = refusalHint(error);
  return hint && REFUSALS.has(hint) ? `profile.yourData.error.${hint}` : 'profile.yourData.error.failed';
}

/** The same address, however it was typed (spaces around it, capitals). */
export const sameAddress = (typed: string, email: string): boolean =>
  typed.trim().toLowerCase() === email.trim().toLowerCase() && email.trim() !== '';
