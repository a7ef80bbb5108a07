// redirect_to per route, as supabase-js sends it and GoTrue reads it (utilities/request.go):
// the `redirect_to` query parameter (or header), then an allowed Referer, then SITE_URL; the
// admin generate_link body field wins when allowed. One conformance case per route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from './helpers/server.ts';

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const TO = 'http://localhost:3000/auth-callback?next=%2Fprojects';
const SITE = 'http://localhost:3000';
const EVIL = 'https://evil.example.net/steal';

describe('auth: every route reads redirect_to where GoTrue does', { timeout: 90_000 }, () => {
  let t: TestServer;
  let n = 0;
  const fresh = (): SupabaseClient => createClient(t.url, t.keys.anon, clientOptions);
  const email = (route: string) => `${route}-${++n}@example.com`;
  const redirectOf = (link: string) => new URL(link).searchParams.get('redirect_to');
  /** the newest mail's link (the outbox lists newest first) */
  const lastLink = async (to: string) => {
    const mails = await t.ctx.outbox.list(to);
    expect(mails.length).toBeGreaterThan(0);
    return mails[0].link;
  };

  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('POST /signup: emailRedirectTo', async () => {
    const to = email('signup');
    expect(
      (await fresh().auth.signUp({ email: to, password: 'pw-123456', options: { emailRedirectTo: TO } })).error,
    ).toBeNull();
    expect(redirectOf(await lastLink(to))).toBe(TO);
  });

  it('POST /otp: magic link emailRedirectTo', async () => {
    const to = email('otp');
    expect((await fresh().auth.signInWithOtp({ email: to, options: { emailRedirectTo: TO } })).error).toBeNull();
    expect(redirectOf(await lastLink(to))).toBe(TO);
  });

  it('POST /recover: resetPasswordForEmail redirectTo', async () => {
    const to = email('recover');
    await t.createUser(to, 'pw-123456');
    expect((await fresh().auth.resetPasswordForEmail(to, { redirectTo: TO })).error).toBeNull();
    expect(redirectOf(await lastLink(to))).toBe(TO);
  });

  it('POST /resend: emailRedirectTo', async () => {
    const to = email('resend');
    const sb = fresh();
    expect((await sb.auth.signUp({ email: to, password: 'pw-123456' })).error).toBeNull();
    await t.db.query(`update auth.users set confirmation_sent_at = now() - interval '1 hour' where email = $1`, [to]);
    expect((await sb.auth.resend({ type: 'signup', email: to, options: { emailRedirectTo: TO } })).error).toBeNull();
    expect(redirectOf(await lastLink(to))).toBe(TO);
  });

  it('PUT /user: e-mail change emailRedirectTo', async () => {
    const { client } = await t.signedInClient(email('user'), 'pw-123456');
    const to = email('user-new');
    expect((await client.auth.updateUser({ email: to }, { emailRedirectTo: TO })).error).toBeNull();
    expect(redirectOf(await lastLink(to))).toBe(TO);
  });

  it('POST /invite: inviteUserByEmail redirectTo', async () => {
    const to = email('invite');
    expect((await t.serviceClient().auth.admin.inviteUserByEmail(to, { redirectTo: TO })).error).toBeNull();
    expect(redirectOf(await lastLink(to))).toBe(TO);
  });

  it('POST /admin/generate_link: redirectTo from supabase-js (query string) reaches the link', async () => {
    const { data, error } = await t
      .serviceClient()
      .auth.admin.generateLink({ type: 'magiclink', email: email('generate'), options: { redirectTo: TO } });
    expect(error).toBeNull();
    expect(data.properties?.redirect_to).toBe(TO);
    expect(redirectOf(data.properties!.action_link)).toBe(TO);
  });

  it('POST /admin/generate_link: the body field wins when allowed; a disallowed one falls back', async () => {
    const post = (body: Record<string, unknown>, query = '', headers: Record<string, string> = {}) =>
      fetch(`${t.url}/auth/v1/admin/generate_link${query}`, {
        method: 'POST',
        headers: {
          apikey: t.keys.serviceRole,
          authorization: `Bearer ${t.keys.serviceRole}`,
          'content-type': 'application/json',
          ...headers,
        },
        body: JSON.stringify({ type: 'magiclink', email: email('generate-body'), ...body }),
      }).then((r) => r.json() as Promise<{ redirect_to: string; action_link: string }>);
    expect((await post({ redirect_to: TO })).redirect_to).toBe(TO);
    expect((await post({ redirect_to: EVIL }, `?redirect_to=${encodeURIComponent(TO)}`)).redirect_to).toBe(TO);
    expect((await post({}, '', { redirect_to: TO })).redirect_to).toBe(TO);
    expect((await post({}, `?redirect_to=${encodeURIComponent(EVIL)}`)).redirect_to).toBe(SITE);
    expect((await post({}, '', { referer: 'http://localhost:3000/admin' })).redirect_to).toBe(
      'http://localhost:3000/admin',
    );
  });

  it("GET /verify: redirects to the link's redirect_to, or SITE_URL when it is not allowed", async () => {
    const to = email('verify');
    expect(
      (await fresh().auth.signUp({ email: to, password: 'pw-123456', options: { emailRedirectTo: TO } })).error,
    ).toBeNull();
    const link = new URL(await lastLink(to));
    link.searchParams.set('redirect_to', EVIL);
    const refused = await fetch(link, { redirect: 'manual' });
    expect(refused.headers.get('location')?.startsWith(`${SITE}#`)).toBe(true);
    const to2 = email('verify');
    expect(
      (await fresh().auth.signUp({ email: to2, password: 'pw-123456', options: { emailRedirectTo: TO } })).error,
    ).toBeNull();
    const ok = await fetch(await lastLink(to2), { redirect: 'manual' });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')?.startsWith(`${TO}#`)).toBe(true);
  });
});
