import type { Session } from '@supabase/supabase-js';
import { signUpErrorMessage, type OrganizationType, type PersonForm } from '@brf/domain/accounts';
import { getSupabase } from '@brf/supabase';
import { currentLanguage } from '@brf/i18n';

export type SignUpResult = { ok: true; session: Session | null } | { ok: false; message: string };

/** spec 7 "Sign up": metadata with registration_step person_completed; the link returns to /auth-callback. */
export async function signUp(person: PersonForm, organizationType: OrganizationType): Promise<SignUpResult> {
  try {
    const { data, error } = await getSupabase().auth.signUp({
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
    });
    if (error) return { ok: false, message: signUpErrorMessage(error) };
    return { ok: true, session: data.session };
  } catch (error) {
    return { ok: false, message: signUpErrorMessage(error) };
  }
}
