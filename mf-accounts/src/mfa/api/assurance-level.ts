import { getSupabase } from '@brf/supabase';
import { unwrap } from '@brf/supabase/errors';

export interface AssuranceLevel {
  currentLevel: string | null;
  nextLevel: string | null;
}

/** The session's assurance level now and the one its factors allow. */
export async function fetchAssuranceLevel(): Promise<AssuranceLevel> {
  const { currentLevel, nextLevel } = unwrap(await getSupabase().auth.mfa.getAuthenticatorAssuranceLevel());
  return { currentLevel, nextLevel };
}
