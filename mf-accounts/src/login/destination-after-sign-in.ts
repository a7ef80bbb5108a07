import type { User } from '@supabase/supabase-js';
import { settledSession } from '@brf/supabase/session';
import { routeForRegistrationStep } from '@brf/domain/navigation';

/** spec 4: where to go after sign-in, read from the settled session (the one guards read). */
export async function destinationAfterSignIn(user: User): Promise<string> {
  const { user: signedIn, aal } = await settledSession((s) => s.user?.id === user.id);
  return routeForRegistrationStep({
    registrationStep: signedIn?.registrationStep,
    organizationType: signedIn?.organizationType,
    role: signedIn?.role,
    aal,
  });
}
