import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from './helpers/server.ts';

const pkceOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType: 'pkce' as const },
};
const CALLBACK = 'http://localhost:3000/auth-callback';
const EXPIRED_LINK =
  'error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';

// bcrypt and a cold PGlite are slow on a loaded 2-core CI box; no test asserts a duration
describe('auth: the PKCE flow (code in the link, exchangeCodeForSession)', { timeout: 90_000 }, () => {
  let t: TestServer;
  const pkceClient = (): SupabaseClient => createClient(t.url, t.keys.anon, pkceOptions);
  /** POST /token?grant_type=pkce with a verifier that cannot match the code's challenge. */
  const exchangeWithWrongVerifier = (code: string) =>
    fetch(`${t.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: t.keys.anon, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(50) }),
    });

  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('confirms a sign-up through a pkce_ link and exchanges the code for a session', async () => {
    const sb = pkceClient();
    const { error } = await sb.auth.signUp({
      email: 'pkce@example.com',
      password: 'pkce-password',
      options: { emailRedirectTo: CALLBACK },
    });
    expect(error).toBeNull();
    const [mail] = await t.ctx.outbox.list('pkce@example.com');
    expect(mail.tokenHash.startsWith('pkce_')).toBe(true);
    expect(mail.link).toBe(
      `${t.url}/auth/v1/verify?token=${mail.tokenHash}&type=signup&redirect_to=${encodeURIComponent(CALLBACK)}`,
    );

    const res = await fetch(mail.link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
    expect(location.hash).toBe('');
    const code = location.searchParams.get('code') ?? '';
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    const wrongVerifier = await exchangeWithWrongVerifier(code);
    expect(wrongVerifier.status).toBe(400);
    expect(await wrongVerifier.json()).toEqual({
      code: 'bad_code_verifier',
      message: 'code challenge does not match previously saved code verifier',
    });

    const { data, error: exchangeError } = await sb.auth.exchangeCodeForSession(code);
    expect(exchangeError).toBeNull();
    expect(data.user?.email).toBe('pkce@example.com');
    expect(data.user?.email_confirmed_at).toBeTypeOf('string');
    const { data: aal } = await sb.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal?.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method))).toEqual([
      'email/signup',
    ]);

    const again = await exchangeWithWrongVerifier(code);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({
      code: 'flow_state_not_found',
      message: 'invalid flow state, no valid flow state found',
    });
  });

  it('recovers a password through the PKCE link and puts link errors in the query too', async () => {
    await t.createUser('pkce-forgot@example.com', 'old-password');
    const sb = pkceClient();
    expect(
      (await sb.auth.resetPasswordForEmail('pkce-forgot@example.com', { redirectTo: `${CALLBACK}?type=recovery` }))
        .error,
    ).toBeNull();
    const [mail] = await t.ctx.outbox.list('pkce-forgot@example.com');
    const res = await fetch(mail.link, { redirect: 'manual' });
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.searchParams.get('type')).toBe('recovery');
    const { data, error } = await sb.auth.exchangeCodeForSession(location.searchParams.get('code') ?? '');
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe('pkce-forgot@example.com');
    expect((await sb.auth.updateUser({ password: 'new-password' })).error).toBeNull();

    const used = await fetch(mail.link, { redirect: 'manual' });
    expect(used.headers.get('location')).toBe(`${CALLBACK}?${EXPIRED_LINK}&type=recovery#${EXPIRED_LINK}&sb=`);
  });
});
