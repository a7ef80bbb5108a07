import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MFA_MESSAGES, aalCheckFailedMessage } from '@brf/domain/accounts';

// the client's failures in each step; the real server's refusals are in e2e/accounts-admin-mfa.spec.ts
const mfa = { challenge: vi.fn(), verify: vi.fn(), getAuthenticatorAssuranceLevel: vi.fn(), enroll: vi.fn(), unenroll: vi.fn() };
vi.mock('@brf/supabase', () => ({ getSupabase: () => ({ auth: { mfa } }) }));
const { enrollTotp, readAal, verifyFactor } = await import('./mfa-api.ts');

beforeEach(() => {
  for (const fn of Object.values(mfa)) fn.mockReset();
  mfa.challenge.mockResolvedValue({ data: { id: 'c1' }, error: null });
  mfa.verify.mockResolvedValue({ data: {}, error: null });
});

describe('the second factor (spec 8, two-factor)', () => {
  it("a verified code that leaves the session at aal1: 'Verification did not elevate session. Try again.'", async () => {
    mfa.getAuthenticatorAssuranceLevel.mockResolvedValue({ data: { currentLevel: 'aal1', nextLevel: 'aal2' }, error: null });
    expect(await verifyFactor('f1', '123456')).toBe(MFA_MESSAGES.notElevated);
    mfa.getAuthenticatorAssuranceLevel.mockResolvedValue({ data: { currentLevel: 'aal2', nextLevel: 'aal2' }, error: null });
    expect(await verifyFactor('f1', '123456')).toBeNull();
    expect(mfa.verify).toHaveBeenCalledWith({ factorId: 'f1', challengeId: 'c1', code: '123456' });
  });

  it("a failure without words: 'Verification failed.'; with words: the server's", async () => {
    mfa.challenge.mockResolvedValueOnce({ data: null, error: {} });
    expect(await verifyFactor('f1', '123456')).toBe('Verification failed.');
    mfa.verify.mockResolvedValueOnce({ data: null, error: { message: 'Invalid TOTP code entered' } });
    expect(await verifyFactor('f1', '123456')).toBe('Invalid TOTP code entered');
    mfa.challenge.mockRejectedValueOnce({});
    expect(await verifyFactor('f1', '123456')).toBe('Verification failed.');
  });

  it("'AAL check failed: reason' and 'Enroll failed' carry the server's reason", async () => {
    mfa.getAuthenticatorAssuranceLevel.mockResolvedValueOnce({ data: null, error: { message: 'session missing' } });
    const level = await readAal();
    expect(level).toEqual({ error: 'session missing' });
    expect(aalCheckFailedMessage('session missing')).toBe('AAL check failed: session missing');
    mfa.enroll.mockResolvedValueOnce({ data: null, error: { message: 'too many factors' } });
    expect(await enrollTotp('Telefon')).toEqual({ error: 'too many factors' });
    expect(mfa.enroll).toHaveBeenCalledWith({ factorType: 'totp', friendlyName: 'Telefon' });
  });
});
