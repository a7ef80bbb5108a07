import type { User } from '@supabase/supabase-js';
import { VERIFICATION_MESSAGES } from '@brf/domain/accounts';
import { getSupabase } from '@brf/supabase';
import { errorMessage } from '../shared/error-message.ts';
import { hashParams } from '../shared/url-hash.ts';

export type VerificationOutcome =
  | { status: 'verified'; user: User }
  | { status: 'waiting'; email: string | null; message: string; error?: string };

/**
 * spec 4 "Verification page": by token hash (type signup) from the query, or by an access token in
 * the address hash, else by the current session.
 */
export async function verifyEmail(query: URLSearchParams): Promise<VerificationOutcome> {
  const email = query.get('email');
  const waiting = (message: string, error?: string): VerificationOutcome => ({ status: 'waiting', email, message, error });
  try {
    const auth = getSupabase().auth;
    const tokenHash = query.get('token_hash');
    const hash = hashParams();
    let user: User | null = null;

    if (tokenHash) {
      const { data, error } = await auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
      if (error) return waiting(VERIFICATION_MESSAGES.checkEmail, errorMessage(error) ?? VERIFICATION_MESSAGES.linkExpired);
      if (!data.user) return waiting(VERIFICATION_MESSAGES.checkEmail, VERIFICATION_MESSAGES.noUserData);
      user = data.user;
    } else if (hash.get('access_token')) {
      const { data, error } = await auth.setSession({
        access_token: hash.get('access_token')!,
        refresh_token: hash.get('refresh_token') ?? '',
      });
      if (error) return waiting(VERIFICATION_MESSAGES.checkEmail, VERIFICATION_MESSAGES.sessionFailed);
      if (!data.user) return waiting(VERIFICATION_MESSAGES.checkEmail, VERIFICATION_MESSAGES.noUserData);
      user = data.user;
    } else {
      const { data } = await auth.getSession();
      if (data.session) {
        const { data: fresh } = await auth.getUser();
        user = fresh.user ?? data.session.user;
      }
    }

    if (query.get('error') === 'verification_failed') {
      return waiting(VERIFICATION_MESSAGES.checkEmail, VERIFICATION_MESSAGES.linkFailed);
    }
    if (!user) return waiting(VERIFICATION_MESSAGES.checkEmail);
    if (!user.email_confirmed_at) {
      return { status: 'waiting', email: user.email ?? email, message: VERIFICATION_MESSAGES.notYetVerified };
    }
    return { status: 'verified', user: await markVerified(user) };
  } catch (error) {
    console.error('[mf-accounts] e-mail verification failed', error);
    return waiting(VERIFICATION_MESSAGES.checkEmail, VERIFICATION_MESSAGES.unexpected);
  }
}

/** spec 4: once confirmed, the metadata records it (step person_completed again, email_verified). */
async function markVerified(user: User): Promise<User> {
  const meta = user.user_metadata ?? {};
  if (meta.registration_step === 'organization_completed' && meta.email_verified === true) return user;
  const { data, error } = await getSupabase().auth.updateUser({
    data: {
      email_verified: true,
      registration_step: meta.registration_step === 'organization_completed' ? 'organization_completed' : 'person_completed',
    },
  });
  if (error) console.error('[mf-accounts] could not record the verification in user metadata', error);
  return data.user ?? user;
}
