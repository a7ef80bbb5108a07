import type { User } from '@supabase/supabase-js';
import { routeForRegistrationStep } from '@brf/domain/navigation';
import { getSupabase } from '@brf/supabase';
import type { Aal } from '@brf/supabase/session';

export async function currentAal(): Promise<Aal> {
  const { data } = await getSupabase().auth.mfa.getAuthenticatorAssuranceLevel();
  return data?.currentLevel === 'aal2' ? 'aal2' : 'aal1';
}

/** spec 4: where a signed-in user goes by registration step (admins by assurance level). */
export async function routeForUser(user: User): Promise<{ to: string; aal: Aal }> {
  const aal = await currentAal();
  const to = routeForRegistrationStep({
    registrationStep: user.user_metadata?.registration_step as string | undefined,
    organizationType: user.user_metadata?.organization_type as string | undefined,
    role: user.app_metadata?.role as string | undefined,
    aal,
  });
  return { to, aal };
}
