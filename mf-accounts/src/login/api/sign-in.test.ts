import { beforeEach, describe, expect, it, vi } from 'vitest';

const auth = { signInWithPassword: vi.fn() };
vi.mock('@brf/supabase', async (original) => ({
  ...(await original<typeof import('@brf/supabase')>()),
  getSupabase: () => ({ auth }),
}));
const { signIn, signInFailure } = await import('./sign-in.ts');

beforeEach(() => auth.signInWithPassword.mockReset());

const form = { email: 'anna@brf.se', password: 'secret' };

describe('signIn (spec 4)', () => {
  it('resolves with the signed-in user', async () => {
    auth.signInWithPassword.mockResolvedValueOnce({ data: { user: { id: 'u1' }, session: {} }, error: null });
    expect(await signIn(form)).toEqual({ id: 'u1' });
    expect(auth.signInWithPassword).toHaveBeenCalledWith(form);
  });

  it("a refusal shows the server's words, else 'Invalid login credentials'", async () => {
    auth.signInWithPassword.mockResolvedValueOnce({
      data: { user: null, session: null },
      error: { message: 'Email not confirmed', code: 'email_not_confirmed' },
    });
    expect(await signIn(form).catch(signInFailure)).toBe('Email not confirmed');
    auth.signInWithPassword.mockResolvedValueOnce({ data: { user: null, session: null }, error: { message: '{}' } });
    expect(await signIn(form).catch(signInFailure)).toBe('Invalid login credentials');
    auth.signInWithPassword.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await signIn(form).catch(signInFailure)).toBe('Failed to fetch');
  });
});
