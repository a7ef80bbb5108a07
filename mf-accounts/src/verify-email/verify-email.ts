import type { User } from '@supabase/supabase-js';
import { VERIFICATION_MESSAGES } from '@brf/domain/accounts';
import { DataError } from '@brf/supabase/errors';
import { serverWords } from '../shared/error-message.ts';
import { hashParams } from '../shared/url-hash.ts';
import { confirmSignUp } from './api/confirm-sign-up.ts';
import { recordEmailVerified } from './api/record-email-verified.ts';
import { signedInUser } from './api/signed-in-user.ts';
import { startLinkSession } from './api/start-link-session.ts';

export type VerificationOutcome =
  | { status: 'verified'; user: User }
  | { status: 'waiting'; email: string | null; message: string; error?: string };

/**
 * spec 4 "Verification page": by token hash (type signup) from the query, or by an access token in
 * the address hash, else by the current session. A refusal of the server is a DataError; anything
 * else thrown is a crash, 'An unexpected error occurred during verification.'
 */
export async function verifyEmail(query: URLSearchParams): Promise<VerificationOutcome> {
  const email = query.get('email');
  const waiting = (message: string, error?: string): VerificationOutcome => ({
    status: 'waiting',
    email,
    message,
    error,
  });
  try {
    const tokenHash = query.get('token_hash');
    const hash = hashParams();
    let user: User | null = null;

    if (tokenHash) {
      try {
        user = await confirmSignUp(tokenHash);
      } catch (error) {
        if (!(error instanceof DataError)) throw error;
        return waiting(VERIFICATION_MESSAGES.checkEmail, serverWords(error) ?? VERIFICATION_MESSAGES.linkExpired);
      }
      if (!user) return waiting(VERIFICATION_MESSAGES.checkEmail, VERIFICATION_MESSAGES.noUserData);
    } else if (hash.get('access_token')) {
      try {
        user = await startLinkSession(hash.get('access_token')!, hash.get('refresh_token') ?? '');
      } catch (error) {
        if (!(error instanceof DataError)) throw error;
        return waiting(VERIFICATION_MESSAGES.checkEmail, VERIFICATION_MESSAGES.sessionFailed);
      }
      if (!user) return waiting(VERIFICATION_MESSAGES.checkEmail, VERIFICATION_MESSAGES.noUserData);
    } else {
      user = await signedInUser();
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

/** The user counts as verified even when the metadata could not record it. */
async function markVerified(user: User): Promise<User> {
  try {
    return await recordEmailVerified(user);
  } catch (error) {
    if (!(error instanceof DataError)) throw error;
    console.error('[mf-accounts] could not record the verification in user metadata', error);
    return user;
  }
}
