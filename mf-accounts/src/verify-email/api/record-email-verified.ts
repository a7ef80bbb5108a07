import type { User } from '@supabase/supabase-js';
import { getSupabase } from '@brf/supabase';
import { unwrap } from '@brf/supabase/errors';

/** spec 4: once confirmed, the metadata records it (step person_completed again, email_verified); the updated user. */
export async function recordEmailVerified(user: User): Promise<User> {
  const meta = user.user_metadata ?? {};
  if (meta.registration_step === 'organization_completed' && meta.email_verified === true) return user;
  const { user: updated } = unwrap(
    await getSupabase().auth.updateUser({
      data: {
        email_verified: true,
        registration_step:
          meta.registration_step === 'organization_completed' ? 'organization_completed' : 'person_completed',
      },
    }),
  );
  return updated;
}
