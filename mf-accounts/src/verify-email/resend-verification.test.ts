import { beforeEach, describe, expect, it, vi } from 'vitest';

const auth = { resend: vi.fn() };
vi.mock('@brf/supabase', async (original) => ({
  ...(await original<typeof import('@brf/supabase')>()),
  getSupabase: () => ({ auth }),
}));
const { resendVerification } = await import('./resend-verification.ts');

beforeEach(() => auth.resend.mockReset());

describe('resendVerification (spec 8, resend)', () => {
  it("sent: 'Verification email sent!...' and a 60 s lock", async () => {
    auth.resend.mockResolvedValueOnce({ data: {}, error: null });
    expect(await resendVerification('anna@brf.se')).toEqual({
      ok: true,
      message: 'Verification email sent! Please check your inbox.',
      cooldown: 60,
    });
    expect(auth.resend).toHaveBeenCalledWith({
      type: 'signup',
      email: 'anna@brf.se',
      options: { emailRedirectTo: `${window.location.origin}/auth-callback` },
    });
  });

  it("a rate limit locks for the server's seconds (else 60) with 'Please wait N seconds...'", async () => {
    auth.resend.mockResolvedValueOnce({
      data: {},
      error: {
        status: 429,
        code: 'over_email_send_rate_limit',
        message: 'For security purposes, you can only request this after 42 seconds.',
      },
    });
    expect(await resendVerification('anna@brf.se')).toEqual({
      ok: false,
      message: 'Please wait 42 seconds before requesting another verification email.',
      cooldown: 42,
    });
    auth.resend.mockResolvedValueOnce({ data: {}, error: { status: 429, message: 'Too Many Requests' } });
    expect(await resendVerification('anna@brf.se')).toMatchObject({ cooldown: 60 });
  });

  it("any other failure: 'Failed to resend verification email. Please try again.' and no lock", async () => {
    auth.resend.mockResolvedValueOnce({ data: {}, error: { status: 500, message: '{}' } });
    expect(await resendVerification('anna@brf.se')).toEqual({
      ok: false,
      message: 'Failed to resend verification email. Please try again.',
      cooldown: 0,
    });
    auth.resend.mockRejectedValueOnce(new Error('rate limit, after 5 seconds'));
    expect(await resendVerification('anna@brf.se')).toEqual({
      ok: false,
      message: 'Failed to resend verification email. Please try again.',
      cooldown: 0,
    });
  });
});
