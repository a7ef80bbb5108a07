import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from './helpers/server.ts';

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const REDIRECT = 'http://localhost:3000/welcome';
const EXPIRED_LINK =
  'error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';

// bcrypt and a cold PGlite are slow on a loaded 2-core CI box; no test asserts a duration
describe('auth: sign-up, e-mail links, password sign-in errors, recovery', { timeout: 90_000 }, () => {
  let t: TestServer;
  const fresh = (): SupabaseClient => createClient(t.url, t.keys.anon, clientOptions);
  const mailsTo = (email: string) => t.ctx.outbox.list(email);
  const hashOf = (link: string) => new URL(link).hash.slice(1);

  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("mails in the user's language: Swedish when the sign-up metadata says language 'sv'", async () => {
    const { error } = await fresh().auth.signUp({
      email: 'sven@example.com',
      password: 'sven-password',
      options: { data: { language: 'sv' }, emailRedirectTo: REDIRECT },
    });
    expect(error).toBeNull();
    const [mail] = await mailsTo('sven@example.com');
    expect(mail.subject).toBe('Bekräfta din registrering');
    expect(mail.text).toContain('Följ länken för att bekräfta ditt konto:');
    expect(mail.text).toContain('Du kan också ange koden:');
  });

  it("mails an e-mail change in the user's language too, to both addresses", async () => {
    const admin = t.serviceClient();
    const created = await admin.auth.admin.createUser({
      email: 'stina@example.com',
      password: 'stina-password',
      email_confirm: true,
      user_metadata: { language: 'sv' },
    });
    expect(created.error).toBeNull();
    const sb = fresh();
    expect(
      (await sb.auth.signInWithPassword({ email: 'stina@example.com', password: 'stina-password' })).error,
    ).toBeNull();
    expect((await sb.auth.updateUser({ email: 'stina.ny@example.com' })).error).toBeNull();
    for (const address of ['stina.ny@example.com', 'stina@example.com']) {
      const [mail] = await mailsTo(address);
      expect(mail.subject).toBe('Bekräfta ny e-postadress');
      expect(mail.text).toContain('Följ länken för att bekräfta din nya e-postadress:');
    }
  });

  it('signs up with metadata, mails a confirmation link that redirects with a session in the hash', async () => {
    const sb = fresh();
    const { data, error } = await sb.auth.signUp({
      email: 'Ann@Example.com',
      password: 'ann-password',
      options: { data: { display_name: 'Ann' }, emailRedirectTo: REDIRECT },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe('ann@example.com');
    expect(data.user?.user_metadata).toEqual({ display_name: 'Ann' });
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.confirmation_sent_at).toBeTypeOf('string');
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const mails = await mailsTo('ann@example.com');
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail.kind).toBe('signup');
    expect(mail.subject).toBe('Confirm Your Signup');
    expect(mail.otp).toMatch(/^\d{6}$/);
    expect(mail.link).toBe(
      `${t.url}/auth/v1/verify?token=${mail.tokenHash}&type=signup&redirect_to=${encodeURIComponent(REDIRECT)}`,
    );

    const res = await fetch(mail.link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location') ?? '';
    expect(location.startsWith(`${REDIRECT}#`)).toBe(true);
    const hash = new URLSearchParams(hashOf(location));
    expect(hash.get('token_type')).toBe('bearer');
    expect(hash.get('type')).toBe('signup');
    expect(hash.get('expires_in')).toBe('3600');
    expect(Number(hash.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);

    const { data: set, error: setError } = await sb.auth.setSession({
      access_token: hash.get('access_token') ?? '',
      refresh_token: hash.get('refresh_token') ?? '',
    });
    expect(setError).toBeNull();
    expect(set.user?.email_confirmed_at).toBeTypeOf('string');
    expect(set.user?.user_metadata).toEqual({ display_name: 'Ann', email_verified: true });
    const { data: amr } = await sb.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(amr?.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method))).toEqual(['otp']);

    // a used link leads back with GoTrue's error in the hash
    const again = await fetch(mail.link, { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(`${REDIRECT}#${EXPIRED_LINK}&sb=`);
  });

  it('sends a redirect_to that is not allowed to the site URL instead', async () => {
    const { error } = await fresh().auth.signUp({
      email: 'evil@example.com',
      password: 'evil-password',
      options: { emailRedirectTo: 'https://evil.example.net/x' },
    });
    expect(error).toBeNull();
    const [mail] = await mailsTo('evil@example.com');
    expect(mail.link.endsWith(`&redirect_to=${encodeURIComponent('http://localhost:3000')}`)).toBe(true);
    const res = await fetch(mail.link, { redirect: 'manual' });
    expect(res.headers.get('location')?.startsWith('http://localhost:3000#access_token=')).toBe(true);
  });

  it('verifies with the token hash (verifyOtp) and with the e-mailed code', async () => {
    const sb = fresh();
    await sb.auth.signUp({ email: 'hash@example.com', password: 'hash-password' });
    const [mail] = await mailsTo('hash@example.com');
    const { data, error } = await sb.auth.verifyOtp({ token_hash: mail.tokenHash, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.token_type).toBe('bearer');
    expect(data.user?.email).toBe('hash@example.com');
    expect(data.user?.email_confirmed_at).toBeTypeOf('string');

    const reused = await fresh().auth.verifyOtp({ token_hash: mail.tokenHash, type: 'signup' });
    expect(reused.error?.status).toBe(403);
    expect(reused.error?.code).toBe('otp_expired');
    expect(reused.error?.message).toBe('Email link is invalid or has expired');

    await fresh().auth.signUp({ email: 'code@example.com', password: 'code-password' });
    const [codeMail] = await mailsTo('code@example.com');
    const wrong = await fresh().auth.verifyOtp({
      email: 'code@example.com',
      token: codeMail.otp === '000000' ? '111111' : '000000',
      type: 'email',
    });
    expect(wrong.error?.code).toBe('otp_expired');
    expect(wrong.error?.message).toBe('Token has expired or is invalid');
    const byCode = await fresh().auth.verifyOtp({ email: 'code@example.com', token: codeMail.otp, type: 'email' });
    expect(byCode.error).toBeNull();
    expect(byCode.data.user?.email_confirmed_at).toBeTypeOf('string');
  });

  it('refuses bad password sign-ins with GoTrue errors', async () => {
    await fresh().auth.signUp({ email: 'pending@example.com', password: 'pending-password' });
    await t.createUser('known@example.com', 'known-password');
    const cases: [string, string, number, string, string][] = [
      ['nobody@example.com', 'whatever-password', 400, 'invalid_credentials', 'Invalid login credentials'],
      ['known@example.com', 'wrong-password', 400, 'invalid_credentials', 'Invalid login credentials'],
      ['pending@example.com', 'pending-password', 400, 'email_not_confirmed', 'Email not confirmed'],
    ];
    for (const [email, password, status, code, message] of cases) {
      const { data, error } = await fresh().auth.signInWithPassword({ email, password });
      expect(data.session).toBeNull();
      expect(error?.name).toBe('AuthApiError');
      expect({ status: error?.status, code: error?.code, message: error?.message }).toEqual({ status, code, message });
    }
    const ok = await fresh().auth.signInWithPassword({ email: 'KNOWN@example.com', password: 'known-password' });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.email).toBe('known@example.com');
  });

  it('rejects weak passwords and malformed e-mail addresses', async () => {
    const weak = await fresh().auth.signUp({ email: 'weak@example.com', password: '12345' });
    expect(weak.error?.name).toBe('AuthWeakPasswordError');
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');
    expect(weak.error?.message).toBe('Password should be at least 6 characters.');
    expect((weak.error as unknown as { reasons: string[] }).reasons).toEqual(['length']);

    const bad = await fresh().auth.signUp({ email: 'not-an-email', password: 'long-enough' });
    expect({ status: bad.error?.status, code: bad.error?.code, message: bad.error?.message }).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
  });

  it('answers in the 2024-01-01 shape when asked, in the legacy shape otherwise', async () => {
    const url = `${t.url}/auth/v1/token?grant_type=password`;
    const init = (extra: Record<string, string>) => ({
      method: 'POST',
      headers: { apikey: t.keys.anon, 'content-type': 'application/json', ...extra },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'x-password' }),
    });
    const modern = await fetch(url, init({ 'X-Supabase-Api-Version': '2024-01-01' }));
    expect(modern.status).toBe(400);
    expect(modern.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(modern.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await modern.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    const legacy = await fetch(url, init({}));
    expect(legacy.status).toBe(400);
    expect(legacy.headers.get('x-supabase-api-version')).toBeNull();
    expect(await legacy.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('rate-limits confirmation e-mails per address with the seconds left, and hides who exists', async () => {
    const sb = fresh();
    await sb.auth.signUp({ email: 'resend@example.com', password: 'resend-password' });
    const { data, error } = await sb.auth.resend({ type: 'signup', email: 'resend@example.com' });
    expect(data).toEqual({ user: null, session: null });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_email_send_rate_limit');
    const seconds = Number(/after (\d+) seconds/.exec(error?.message ?? '')?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(error?.message).toBe(`For security purposes, you can only request this after ${seconds} seconds.`);

    // signing up again with the unconfirmed address resends, so the same limit applies
    const again = await sb.auth.signUp({ email: 'resend@example.com', password: 'resend-password' });
    expect(again.error?.code).toBe('over_email_send_rate_limit');
    expect(await mailsTo('resend@example.com')).toHaveLength(1);

    // once the gap has passed (moved back in the database), the resend goes out
    await t.db.query(
      `update auth.users set confirmation_sent_at = now() - interval '2 minutes' where email = 'resend@example.com'`,
    );
    const later = await sb.auth.resend({ type: 'signup', email: 'resend@example.com' });
    expect(later.error).toBeNull();
    expect(await mailsTo('resend@example.com')).toHaveLength(2);

    const unknown = await sb.auth.resend({ type: 'signup', email: 'ghost@example.com' });
    expect(unknown.error).toBeNull();
    expect(await mailsTo('ghost@example.com')).toHaveLength(0);
  });

  it('answers a sign-up for a confirmed address with an obfuscated user and sends nothing', async () => {
    const existing = await t.createUser('taken@example.com', 'taken-password');
    const { data, error } = await fresh().auth.signUp({
      email: 'taken@example.com',
      password: 'other-password',
      options: { data: { x: 1 } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.id).not.toBe(existing.id);
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.user_metadata).toEqual({ x: 1 });
    expect(await mailsTo('taken@example.com')).toHaveLength(0);
  });

  it('answers password recovery the same for unknown addresses, and the recovery link signs in', async () => {
    await t.createUser('forgot@example.com', 'old-password');
    const sb = fresh();
    const unknown = await sb.auth.resetPasswordForEmail('nobody-here@example.com', { redirectTo: REDIRECT });
    const known = await sb.auth.resetPasswordForEmail('forgot@example.com', { redirectTo: REDIRECT });
    expect(unknown).toEqual({ data: {}, error: null });
    expect(known).toEqual({ data: {}, error: null });
    expect(await mailsTo('nobody-here@example.com')).toHaveLength(0);
    const [mail] = await mailsTo('forgot@example.com');
    expect(mail.kind).toBe('recovery');
    expect(mail.link).toContain('&type=recovery&');

    const limited = await sb.auth.resetPasswordForEmail('forgot@example.com');
    expect(limited.error?.code).toBe('over_email_send_rate_limit');

    const res = await fetch(mail.link, { redirect: 'manual' });
    const hash = new URLSearchParams(hashOf(res.headers.get('location') ?? ''));
    expect(hash.get('type')).toBe('recovery');
    await sb.auth.setSession({
      access_token: hash.get('access_token') ?? '',
      refresh_token: hash.get('refresh_token') ?? '',
    });
    const { error } = await sb.auth.updateUser({ password: 'new-password' });
    expect(error).toBeNull();
    expect(
      (await fresh().auth.signInWithPassword({ email: 'forgot@example.com', password: 'old-password' })).error?.code,
    ).toBe('invalid_credentials');
    expect(
      (await fresh().auth.signInWithPassword({ email: 'forgot@example.com', password: 'new-password' })).error,
    ).toBeNull();
  });

  it('sends magic links with signInWithOtp, and a confirmation mail for new addresses', async () => {
    await t.createUser('magic@example.com', 'magic-password');
    const sb = fresh();
    expect(await sb.auth.signInWithOtp({ email: 'magic@example.com', options: { emailRedirectTo: REDIRECT } })).toEqual(
      { data: { user: null, session: null }, error: null },
    );
    const [mail] = await mailsTo('magic@example.com');
    expect(mail.kind).toBe('magiclink');
    expect(mail.link).toContain('&type=magiclink&');
    const { data, error } = await sb.auth.verifyOtp({ email: 'magic@example.com', token: mail.otp, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe('magic@example.com');

    expect(
      (await fresh().auth.signInWithOtp({ email: 'newbie@example.com', options: { data: { via: 'otp' } } })).error,
    ).toBeNull();
    const [confirm] = await mailsTo('newbie@example.com');
    expect(confirm.kind).toBe('signup');

    const closed = await fresh().auth.signInWithOtp({
      email: 'stranger@example.com',
      options: { shouldCreateUser: false },
    });
    expect({ status: closed.error?.status, code: closed.error?.code, message: closed.error?.message }).toEqual({
      status: 422,
      code: 'otp_disabled',
      message: 'Signups not allowed for otp',
    });

    const anon = await fresh().auth.signInAnonymously();
    expect({ status: anon.error?.status, code: anon.error?.code, message: anon.error?.message }).toEqual({
      status: 422,
      code: 'anonymous_provider_disabled',
      message: 'Anonymous sign-ins are disabled',
    });
  });
});
