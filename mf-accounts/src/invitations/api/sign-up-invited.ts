import type { Session } from '@supabase/supabase-js';
import { signUpErrorMessage } from '@brf/domain/accounts';
import { currentLanguage } from '@brf/i18n';
import { getSupabase } from '@brf/supabase';
import { unwrap } from '@brf/supabase/errors';
import { serverError } from '../../shared/error-message.ts';
import { invitationUrl } from '../invitation-link.ts';
import type { InvitedPerson } from '../invitation-sign-up-schema.ts';

/**
 * An account for an invited person: names and language as registration sends them, no
 * organisation (the invitation brings it). The confirmation link returns to the invitation,
 * signed in. The session, or null while the e-mail waits for confirmation.
 */
export async function signUpInvited(person: InvitedPerson, token: string): Promise<Session | null> {
  const { session } = unwrap(
    await getSupabase().auth.signUp({
      email: person.email,
      password: person.password,
      options: {
        emailRedirectTo: invitationUrl(token),
        data: {
          first_name: person.first_name,
          last_name: person.last_name,
          // the auth e-mails are sent in it (local-supabase; hosted templates branch on .Data.language)
          language: currentLanguage(),
        },
      },
    }),
  );
  return session;
}

/** What a failed sign-up shows: a rate limit its own text, else the server's words. */
export const signUpInvitedFailure = (error: unknown): string => signUpErrorMessage(serverError(error));
