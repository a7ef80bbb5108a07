import { getSupabase } from '@brf/supabase';
import { unwrap } from '@brf/supabase/errors';

/** Removes one of the user's factors. */
export async function unenrollFactor(factorId: string): Promise<void> {
  unwrap(await getSupabase().auth.mfa.unenroll({ factorId }));
}
