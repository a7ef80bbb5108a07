import type { Session } from '@supabase/supabase-js';
import { signUpErrorMessage, type OrganizationType, type PersonForm } from '@brf/domain/accounts';
import { currentLanguage } from '@brf/i18n';
import { getSupabase } from '@brf/supabase';
import { unwrap } from '@brf/supabase/errors';
import { serverError } from '../../shared/error-message.ts';

/**
 * spec 7 "Sign up": metadata with registration_step person_completed; the link returns to
 * /auth-callback. The session, or null while the e-mail waits for confirmation.
 */
export async function signUp(person: PersonForm, organizationType: OrganizationType): Promise<Session | null> {
  const { session } = unwrap(
    await getSupabase().auth.signUp({
      email: person.email,
      password: person.password,
      options: {
        emailRedirectTo: `${window.location.origin}/auth-callback`,
        data: {
          first_name: person.first_name,
          last_name: person.last_name,
          phone: person.phone,
          registration_step: 'person_completed',
          organization_type: organizationType,
          // the auth e-mails are sent in it (local-supabase; hosted templates branch on .Data.language)
          language: currentLanguage(),
        },
      },
    }),
  );
  return session;
}

/** What a failed sign-up shows (spec 8): a rate limit its own text, else the server's words. */
export const signUpFailure = (error: unknown): string => signUpErrorMessage(serverError(error));
