import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@brf/supabase/errors';
import { MFA_MESSAGES, aalCheckFailedMessage } from '@brf/domain/accounts';
import { failureReason } from '../failure-reason.ts';

// the client's failures in each step; the real server's refusals are in e2e/accounts-admin-mfa.spec.ts
const mfa = {
  challenge: vi.fn(),
  verify: vi.fn(),
  getAuthenticatorAssuranceLevel: vi.fn(),
  enroll: vi.fn(),
  unenroll: vi.fn(),
};
vi.mock('@brf/supabase', async (original) => ({
  ...(await original<typeof import('@brf/supabase')>()),
  getSupabase: () => ({ auth: { mfa } }),
}));
const { verifyFactor, verifyFailure } = await import('./verify-factor.ts');
const { fetchAssuranceLevel } = await import('./assurance-level.ts');
const { enrollTotp } = await import('./enroll-totp.ts');

beforeEach(() => {
  for (const fn of Object.values(mfa)) fn.mockReset();
  mfa.challenge.mockResolvedValue({ data: { id: 'c1' }, error: null });
  mfa.verify.mockResolvedValue({ data: {}, error: null });
});

/** What verifying shows: '' when it elevated the session. */
const verifyShows = (code: string) => verifyFactor('f1', code).then(() => '', verifyFailure);

describe('the second factor (spec 8, two-factor)', () => {
  it("a verified code leaving the session at aal1: 'Verification did not elevate session. Try again.'", async () => {
    mfa.getAuthenticatorAssuranceLevel.mockResolvedValue({
      data: { currentLevel: 'aal1', nextLevel: 'aal2' },
      error: null,
    });
    expect(await verifyShows('123456')).toBe(MFA_MESSAGES.notElevated);
    mfa.getAuthenticatorAssuranceLevel.mockResolvedValue({ data: null, error: { message: 'session missing' } });
    expect(await verifyShows('123456')).toBe(MFA_MESSAGES.notElevated);
    mfa.getAuthenticatorAssuranceLevel.mockResolvedValue({
      data: { currentLevel: 'aal2', nextLevel: 'aal2' },
      error: null,
    });
    expect(await verifyShows('123456')).toBe('');
    expect(mfa.verify).toHaveBeenCalledWith({ factorId: 'f1', challengeId: 'c1', code: '123456' });
  });

  it("a failure without words: 'Verification failed.'; with words: the server's", async () => {
    mfa.challenge.mockResolvedValueOnce({ data: null, error: {} });
    expect(await verifyShows('123456')).toBe('Verification failed.');
    mfa.verify.mockResolvedValueOnce({ data: null, error: { message: 'Invalid TOTP code entered' } });
    expect(await verifyShows('123456')).toBe('Invalid TOTP code entered');
    mfa.verify.mockResolvedValueOnce({ data: null, error: { message: '{}' } });
    expect(await verifyShows('123456')).toBe('Verification failed.');
    mfa.challenge.mockRejectedValueOnce({});
    expect(await verifyShows('123456')).toBe('Verification failed.');
  });

  it("'AAL check failed: reason' and 'Enroll failed' carry the server's reason, else 'Unknown error'", async () => {
    mfa.getAuthenticatorAssuranceLevel.mockResolvedValueOnce({ data: null, error: { message: 'session missing' } });
    const refused = await fetchAssuranceLevel().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataError);
    expect(aalCheckFailedMessage(failureReason(refused))).toBe('AAL check failed: session missing');
    mfa.enroll.mockResolvedValueOnce({ data: null, error: { message: 'too many factors' } });
    expect(await enrollTotp(' Telefon ').catch(failureReason)).toBe('too many factors');
    expect(mfa.enroll).toHaveBeenCalledWith({ factorType: 'totp', friendlyName: 'Telefon' });
    mfa.enroll.mockResolvedValueOnce({ data: null, error: { message: '' } });
    expect(await enrollTotp('').catch(failureReason)).toBe('Unknown error');
    expect(mfa.enroll).toHaveBeenLastCalledWith({ factorType: 'totp' });
  });
});
