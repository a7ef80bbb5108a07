import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VERIFICATION_MESSAGES } from '@brf/domain/accounts';

// the client's answers in each branch; the real backend's successes are in e2e/accounts-verify-email.spec.ts
const auth = {
  verifyOtp: vi.fn(),
  setSession: vi.fn(),
  getSession: vi.fn(),
  getUser: vi.fn(),
  updateUser: vi.fn(),
};
vi.mock('@brf/supabase', async (original) => ({
  ...(await original<typeof import('@brf/supabase')>()),
  getSupabase: () => ({ auth }),
}));
const { verifyEmail } = await import('./verify-email.ts');

const confirmed = {
  id: 'u1',
  email: 'anna@brf.se',
  email_confirmed_at: '2026-11-26T10:00:00Z',
  user_metadata: { registration_step: 'person_completed' },
};

beforeEach(() => {
  for (const fn of Object.values(auth)) fn.mockReset();
  auth.updateUser.mockResolvedValue({ data: { user: confirmed }, error: null });
  window.location.hash = '';
});

const query = (q: string) => new URLSearchParams(q);

describe('verifyEmail (spec 8, verification)', () => {
  it("by token hash: the provider's message, else 'Failed to verify email. The link may have expired.'", async () => {
    auth.verifyOtp.mockResolvedValueOnce({ data: {}, error: { message: 'Token has expired or is invalid' } });
    expect(await verifyEmail(query('token_hash=t1&email=anna@brf.se'))).toEqual({
      status: 'waiting',
      email: 'anna@brf.se',
      message: VERIFICATION_MESSAGES.checkEmail,
      error: 'Token has expired or is invalid',
    });
    auth.verifyOtp.mockResolvedValueOnce({ data: {}, error: { message: '' } });
    expect((await verifyEmail(query('token_hash=t1'))).valueOf()).toMatchObject({
      error: 'Failed to verify email. The link may have expired.',
    });
    expect(auth.verifyOtp).toHaveBeenCalledWith({ token_hash: 't1', type: 'signup' });
  });

  it("by token hash or access token without a user: 'No user data received from verification.'", async () => {
    auth.verifyOtp.mockResolvedValueOnce({ data: { user: null }, error: null });
    expect(await verifyEmail(query('token_hash=t1'))).toMatchObject({
      error: 'No user data received from verification.',
    });
    window.location.hash = '#access_token=a1&refresh_token=r1&type=signup';
    auth.setSession.mockResolvedValueOnce({ data: { user: null }, error: null });
    expect(await verifyEmail(query(''))).toMatchObject({ error: 'No user data received from verification.' });
  });

  it("by access token in the address: a refused session gives 'Failed to verify email session.'", async () => {
    window.location.hash = '#access_token=a1&refresh_token=r1&type=signup';
    auth.setSession.mockResolvedValueOnce({ data: {}, error: { message: 'invalid JWT' } });
    expect(await verifyEmail(query(''))).toMatchObject({ error: 'Failed to verify email session.' });
    expect(auth.setSession).toHaveBeenCalledWith({ access_token: 'a1', refresh_token: 'r1' });
  });

  it("an unconfirmed user reads 'Your email is not yet verified...'", async () => {
    auth.getSession.mockResolvedValueOnce({ data: { session: { user: { ...confirmed, email_confirmed_at: null } } } });
    auth.getUser.mockResolvedValueOnce({ data: { user: { ...confirmed, email_confirmed_at: null } } });
    expect(await verifyEmail(query(''))).toEqual({
      status: 'waiting',
      email: 'anna@brf.se',
      message: VERIFICATION_MESSAGES.notYetVerified,
    });
  });

  it("a crash reads 'An unexpected error occurred during verification.'", async () => {
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    auth.getSession.mockRejectedValueOnce(new Error('network down'));
    expect(await verifyEmail(query(''))).toMatchObject({ error: 'An unexpected error occurred during verification.' });
  });

  it('a confirmed user is verified and the metadata records it (email_verified, step person_completed)', async () => {
    auth.verifyOtp.mockResolvedValueOnce({ data: { user: confirmed }, error: null });
    expect(await verifyEmail(query('token_hash=t1'))).toMatchObject({ status: 'verified' });
    expect(auth.updateUser).toHaveBeenCalledWith({
      data: { email_verified: true, registration_step: 'person_completed' },
    });
  });
});
