import { DataError, getSupabase, queryClient, queryKeys, unwrap, useMutation } from '@brf/supabase/data';
import { forgetStoredSession, useSessionStore } from '@brf/supabase/session';

/** Why the database refused the deletion: the `hint` it raised with ('hand_over_chair', 'aal2_required'). */
export function refusalHint(error: unknown): string | null {
  const cause = error instanceof DataError ? error.cause : error;
  const hint = typeof cause === 'object' && cause !== null ? (cause as { hint?: unknown }).hint : undefined;
  return typeof hint === 'string' && hint ? hint : null;
}

/** Erases the signed-in user in one transaction (delete_my_account); a refusal throws a DataError. */
export async function deleteMyAccount(): Promise<void> {
  unwrap(await getSupabase().rpc('delete_my_account'));
}

/** The deletion; a refusal reads the preview again (someone may have joined, the chair changed). */
export function useDeleteMyAccount(organizationId: string | null, userId: string | null) {
  return useMutation({
    mutationFn: deleteMyAccount,
    onError: () =>
      queryClient().invalidateQueries({ queryKey: queryKeys.accountDeletionPreview(organizationId, userId) }),
  });
}

/**
 * Forgets the deleted account's session in this browser. A refused sign-out still signs out
 * here (decision 0009): the stored session is removed as well.
 */
export async function signOutDeletedAccount(): Promise<void> {
  try {
    const { error } = await getSupabase().auth.signOut({ scope: 'local' });
    if (error) throw error;
  } catch (error) {
    console.warn('[mf-accounts] the sign-out after deleting the account was refused', error);
    forgetStoredSession();
  }
  useSessionStore.getState().clear();
}
