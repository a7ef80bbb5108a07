import { getSupabase } from '@brf/supabase';
import { toDataError } from '@brf/supabase/errors';

/** Ends the recovery session in this browser only: the user signs in again with the new password. */
export async function endRecoverySession(): Promise<void> {
  const { error } = await getSupabase().auth.signOut({ scope: 'local' });
  if (error) throw toDataError(error);
}
