import type { Factor } from '@supabase/supabase-js';
import { MFA_MESSAGES } from '@brf/domain/accounts';
import { getSupabase } from '@brf/supabase';
import { errorMessage } from '../shared/error-message.ts';

export type MfaFactor = Pick<Factor, 'id' | 'friendly_name' | 'factor_type' | 'status'>;

export interface Enrolment {
  factorId: string;
  /** the inline image supabase-js builds from the server's SVG (a data: URL) */
  qrCode: string | null;
  secret: string;
  uri: string;
}

const reason = (error: unknown, fallback = 'Unknown error') => errorMessage(error) ?? fallback;

export async function readAal(): Promise<{ currentLevel: string | null; nextLevel: string | null } | { error: string }> {
  try {
    const { data, error } = await getSupabase().auth.mfa.getAuthenticatorAssuranceLevel();
    if (error) return { error: reason(error) };
    return { currentLevel: data.currentLevel, nextLevel: data.nextLevel };
  } catch (error) {
    return { error: reason(error) };
  }
}

export async function enrollTotp(friendlyName: string): Promise<Enrolment | { error: string }> {
  try {
    const { data, error } = await getSupabase().auth.mfa.enroll({
      factorType: 'totp',
      ...(friendlyName.trim() ? { friendlyName: friendlyName.trim() } : {}),
    });
    if (error || !data) return { error: reason(error) };
    return { factorId: data.id, qrCode: data.totp.qr_code || null, secret: data.totp.secret, uri: data.totp.uri };
  } catch (error) {
    return { error: reason(error) };
  }
}

/**
 * spec 4 "Admin second factor": challenge + verify the chosen factor, then re-read the level.
 * Returns null when the session is aal2, else the message to show.
 */
export async function verifyFactor(factorId: string, code: string): Promise<string | null> {
  try {
    const mfa = getSupabase().auth.mfa;
    const challenge = await mfa.challenge({ factorId });
    if (challenge.error || !challenge.data) return reason(challenge.error, MFA_MESSAGES.verificationFailed);
    const verified = await mfa.verify({ factorId, challengeId: challenge.data.id, code });
    if (verified.error) return reason(verified.error, MFA_MESSAGES.verificationFailed);
    const level = await readAal();
    return 'error' in level || level.currentLevel !== 'aal2' ? MFA_MESSAGES.notElevated : null;
  } catch (error) {
    return reason(error, MFA_MESSAGES.verificationFailed);
  }
}

export async function unenrollFactor(factorId: string): Promise<string | null> {
  try {
    const { error } = await getSupabase().auth.mfa.unenroll({ factorId });
    return error ? reason(error) : null;
  } catch (error) {
    return reason(error);
  }
}
