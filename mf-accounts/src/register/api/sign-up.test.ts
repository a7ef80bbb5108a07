import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_UP_MESSAGES } from '@brf/domain/accounts';

const auth = { signUp: vi.fn() };
vi.mock('@brf/supabase', async (original) => ({
  ...(await original<typeof import('@brf/supabase')>()),
  getSupabase: () => ({ auth }),
}));
const { signUp, signUpFailure } = await import('./sign-up.ts');

beforeEach(() => auth.signUp.mockReset());

const person = {
  first_name: 'Anna',
  last_name: 'Berg',
  email: 'anna@brf.se',
  phone: '+46 70 123 45 67',
  password: 'Ab12!?cdEF',
  terms: true as const,
};
const refusal = (error: object) => ({ data: { user: null, session: null }, error });

describe('signUp (spec 7, 8)', () => {
  it('sends the person as metadata (step person_completed); returns the session (null until confirmed)', async () => {
    auth.signUp.mockResolvedValueOnce({ data: { user: { id: 'u1' }, session: null }, error: null });
    expect(await signUp(person, 'brf')).toBeNull();
    expect(auth.signUp.mock.calls[0]![0]).toMatchObject({
      email: 'anna@brf.se',
      options: {
        emailRedirectTo: `${window.location.origin}/auth-callback`,
        data: { registration_step: 'person_completed', organization_type: 'brf', phone: person.phone },
      },
    });
  });

  it("rate limit: 'Too many registration attempts...'; others verbatim; none: 'An unexpected error...'", async () => {
    auth.signUp.mockResolvedValueOnce(refusal({ message: 'Request rate limit reached', status: 429 }));
    expect(await signUp(person, 'brf').catch(signUpFailure)).toBe(SIGN_UP_MESSAGES.tooManyAttempts);
    auth.signUp.mockResolvedValueOnce(refusal({ message: 'User already registered', status: 422 }));
    expect(await signUp(person, 'brf').catch(signUpFailure)).toBe('User already registered');
    auth.signUp.mockResolvedValueOnce(refusal({ message: '' }));
    expect(await signUp(person, 'brf').catch(signUpFailure)).toBe(SIGN_UP_MESSAGES.unexpected);
  });
});
