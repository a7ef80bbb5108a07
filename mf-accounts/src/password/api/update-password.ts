import { getSupabase } from '@brf/supabase';
import { unwrap } from '@brf/supabase/errors';

/** spec 8: the new password of the user of the recovery session. */
export async function updatePassword(password: string): Promise<void> {
  unwrap(await getSupabase().auth.updateUser({ password }));
}
