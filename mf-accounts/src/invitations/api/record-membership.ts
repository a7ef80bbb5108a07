import type { OrganizationType } from '@brf/domain/accounts';
import { getSupabase } from '@brf/supabase';
import { unwrap } from '@brf/supabase/errors';

/**
 * After joining: the user's metadata names the organisation type and a finished registration,
 * and a fresh session carries it (the session store then finds the membership). Neither is
 * needed for the membership itself, which the database already holds: a failure is logged only.
 */
export async function recordMembership(organizationType: OrganizationType): Promise<void> {
  const auth = getSupabase().auth;
  try {
    unwrap(
      await auth.updateUser({
        data: { organization_type: organizationType, registration_step: 'organization_completed' },
      }),
    );
  } catch (error) {
    console.error('[mf-accounts] metadata after joining failed', error);
  }
  try {
    unwrap(await auth.refreshSession());
  } catch (error) {
    console.error('[mf-accounts] session refresh after joining failed', error);
  }
}
