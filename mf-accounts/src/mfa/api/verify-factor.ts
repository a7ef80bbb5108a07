import { MFA_MESSAGES } from '@brf/domain/accounts';
import { getSupabase } from '@brf/supabase';
import { DataError, unwrap } from '@brf/supabase/errors';
import { serverWords } from '../../shared/error-message.ts';
import { fetchAssuranceLevel } from './assurance-level.ts';

/**
 * spec 4 "Admin second factor": challenge + verify the chosen factor, then re-read the level.
 * Resolves once the session is aal2.
 */
export async function verifyFactor(factorId: string, code: string): Promise<void> {
  const mfa = getSupabase().auth.mfa;
  const challenge = unwrap(await mfa.challenge({ factorId }));
  unwrap(await mfa.verify({ factorId, challengeId: challenge.id, code }));
  const level = await fetchAssuranceLevel().catch(() => null);
  if (level?.currentLevel !== 'aal2') throw new DataError(MFA_MESSAGES.notElevated, { code: 'not-elevated' });
}

/**
 * What a failed verify shows: 'Verification did not elevate session...', the server's words, else
 * 'Verification failed.'
 */
export const verifyFailure = (error: unknown): string => serverWords(error) ?? MFA_MESSAGES.verificationFailed;
