import type { User } from '@supabase/supabase-js';
import { settledSession } from '@brf/supabase/session';
import { ADMIN_ROLE, routeForRegistrationStep } from '@brf/domain/navigation';
import { fetchAssuranceLevel } from '../mfa/api/assurance-level.ts';
import { pageBeforeSecondFactor } from './next-page.ts';

/**
 * spec 4: where to go after sign-in, read from the settled session (the one guards read). A member
 * who turned on the second factor on /profile verifies it on /mfa first (issue 29); an admin's way
 * is the spec's, unchanged.
 */
export async function destinationAfterSignIn(user: User): Promise<string> {
  const { user: signedIn, aal } = await settledSession((s) => s.user?.id === user.id);
  const start = routeForRegistrationStep({
    registrationStep: signedIn?.registrationStep,
    organizationType: signedIn?.organizationType,
    role: signedIn?.role,
    aal,
  });
  if (signedIn?.role === ADMIN_ROLE) return start;
  // the new session's level: its verified factors say whether a second one is expected
  const level = await fetchAssuranceLevel().catch(() => null);
  return pageBeforeSecondFactor(start, signedIn?.role, level);
}
