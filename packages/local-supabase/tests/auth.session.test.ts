import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { startTestServer, type TestServer } from './helpers/server.ts';

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

// bcrypt and a cold PGlite are slow on a loaded 2-core CI box; no test asserts a duration
describe('auth: sessions, refresh tokens, the user, sign-out and the admin API', { timeout: 90_000 }, () => {
  let t: TestServer;
  const fresh = (): SupabaseClient => createClient(t.url, t.keys.anon, clientOptions);
  const signIn = async (email: string, password: string) => {
    const sb = fresh();
    const { data, error } = await sb.auth.signInWithPassword({ email, password });
    if (error || !data.session) throw new Error(`sign-in failed: ${error?.message}`);
    return { sb, session: data.session };
  };
  const ageTokens = (sessionId: string) =>
    t.db.query(`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where session_id = $1`, [
      sessionId,
    ]);

  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('issues access tokens with the claims hosted Supabase puts in them', async () => {
    const admin = t.serviceClient();
    const created = await admin.auth.admin.createUser({
      email: 'boss@example.com',
      password: 'boss-password',
      email_confirm: true,
      app_metadata: { role: 'admin' },
      user_metadata: { name: 'Boss' },
    });
    expect(created.error).toBeNull();
    expect(created.data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'], role: 'admin' });
    expect(created.data.user?.user_metadata).toEqual({ name: 'Boss', email_verified: true });

    const { session } = await signIn('boss@example.com', 'boss-password');
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      iss: `${t.url}/auth/v1`,
      sub: created.data.user?.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: 'boss@example.com',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'], role: 'admin' },
      user_metadata: { name: 'Boss', email_verified: true },
      aal: 'aal1',
      is_anonymous: false,
    });
    expect((claims.amr as { method: string }[]).map((a) => a.method)).toEqual(['password']);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
    expect(session.expires_in).toBe(3600);
    expect(session.expires_at).toBe(claims.exp);
    expect(session.refresh_token).toMatch(/^[A-Za-z0-9]{12}$/);
    const rows = await t.db.query<{ aal: string }>('select aal::text as aal from auth.sessions where id = $1', [
      claims.session_id,
    ]);
    expect(rows.rows).toEqual([{ aal: 'aal1' }]);
  });

  it('rotates refresh tokens, hands back the child for a just-used token, revokes the family on reuse', async () => {
    await t.createUser('rotate@example.com', 'rotate-password');
    const { sb, session } = await signIn('rotate@example.com', 'rotate-password');
    const sessionId = decodeJwt(session.access_token).session_id as string;
    const r0 = session.refresh_token;

    const first = await sb.auth.refreshSession({ refresh_token: r0 });
    expect(first.error).toBeNull();
    const r1 = first.data.session?.refresh_token ?? '';
    expect(r1).not.toBe(r0);
    expect(decodeJwt(first.data.session?.access_token ?? '').session_id).toBe(sessionId);

    // the client lost the answer: the parent of the active token gets that same token back
    const lost = await fresh().auth.refreshSession({ refresh_token: r0 });
    expect(lost.error).toBeNull();
    expect(lost.data.session?.refresh_token).toBe(r1);

    const second = await fresh().auth.refreshSession({ refresh_token: r1 });
    const r2 = second.data.session?.refresh_token ?? '';
    expect(r2).not.toBe(r1);

    // r0 reused long after it was revoked (outside the reuse interval): abuse
    await ageTokens(sessionId);
    const reuse = await fresh().auth.refreshSession({ refresh_token: r0 });
    expect({ status: reuse.error?.status, code: reuse.error?.code, message: reuse.error?.message }).toEqual({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    await ageTokens(sessionId);
    const active = await fresh().auth.refreshSession({ refresh_token: r2 });
    expect(active.error?.code).toBe('refresh_token_already_used');

    const unknown = await fresh().auth.refreshSession({ refresh_token: 'nosuchtoken1' });
    expect({ status: unknown.error?.status, code: unknown.error?.code, message: unknown.error?.message }).toEqual({
      status: 400,
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
  });

  it('merges updateUser data into user_metadata, deleting null keys; a user never writes app_metadata', async () => {
    await t.createUser('meta@example.com', 'meta-password');
    const { sb, session } = await signIn('meta@example.com', 'meta-password');
    expect((await sb.auth.updateUser({ data: { a: 1, b: 2 } })).data.user?.user_metadata).toEqual({
      a: 1,
      b: 2,
      email_verified: true,
    });
    const { data, error } = await sb.auth.updateUser({ data: { b: null, c: { d: true } } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ a: 1, c: { d: true }, email_verified: true });
    expect((await sb.auth.getUser()).data.user?.user_metadata).toEqual({ a: 1, c: { d: true }, email_verified: true });

    const res = await fetch(`${t.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: t.keys.anon,
        authorization: `Bearer ${session.access_token}`,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ app_metadata: { role: 'admin' } }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'not_admin', message: 'Updating app_metadata requires admin privileges' });
    expect((await sb.auth.getUser()).data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
  });

  it('changes the password, signing out the other sessions', async () => {
    await t.createUser('pw@example.com', 'first-password');
    const a = await signIn('pw@example.com', 'first-password');
    const b = await signIn('pw@example.com', 'first-password');
    const same = await a.sb.auth.updateUser({ password: 'first-password' });
    expect({ status: same.error?.status, code: same.error?.code, message: same.error?.message }).toEqual({
      status: 422,
      code: 'same_password',
      message: 'New password should be different from the old password.',
    });
    const weak = await a.sb.auth.updateUser({ password: 'abc' });
    expect(weak.error?.code).toBe('weak_password');
    expect((await a.sb.auth.updateUser({ password: 'second-password' })).error).toBeNull();
    expect(
      (await fresh().auth.signInWithPassword({ email: 'pw@example.com', password: 'first-password' })).error?.code,
    ).toBe('invalid_credentials');
    expect(
      (await fresh().auth.signInWithPassword({ email: 'pw@example.com', password: 'second-password' })).error,
    ).toBeNull();
    expect((await a.sb.auth.getUser()).error).toBeNull();
    const other = await b.sb.auth.getUser();
    expect(other.error?.name).toBe('AuthSessionMissingError');
  });

  it('changes the e-mail address after both confirmation links are followed', async () => {
    await t.createUser('old@example.com', 'change-password');
    const { sb } = await signIn('old@example.com', 'change-password');
    const { data, error } = await sb.auth.updateUser(
      { email: 'new@example.com' },
      { emailRedirectTo: 'http://localhost:3000/changed' },
    );
    expect(error).toBeNull();
    expect(data.user?.email).toBe('old@example.com');
    expect(data.user?.new_email).toBe('new@example.com');
    const [toNew] = await t.ctx.outbox.list('new@example.com');
    const [toOld] = await t.ctx.outbox.list('old@example.com');
    expect(toNew.kind).toBe('email_change');
    expect(toOld.kind).toBe('email_change');
    const first = await fetch(toNew.link, { redirect: 'manual' });
    expect(first.headers.get('location')).toBe(
      'http://localhost:3000/changed' +
        '#message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email&sb=',
    );
    const second = await fresh().auth.verifyOtp({ token_hash: toOld.tokenHash, type: 'email_change' });
    expect(second.error).toBeNull();
    expect(second.data.user?.email).toBe('new@example.com');
    expect(second.data.user?.new_email).toBeUndefined();
    expect(
      (await fresh().auth.signInWithPassword({ email: 'new@example.com', password: 'change-password' })).error,
    ).toBeNull();

    await t.createUser('other@example.com', 'other-password');
    const taken = await sb.auth.updateUser({ email: 'other@example.com' });
    expect({ status: taken.error?.status, code: taken.error?.code }).toEqual({ status: 422, code: 'email_exists' });
  });

  it('signs out with scope local, others and global', async () => {
    await t.createUser('out@example.com', 'out-password');
    const a = await signIn('out@example.com', 'out-password');
    const b = await signIn('out@example.com', 'out-password');
    const c = await signIn('out@example.com', 'out-password');
    expect((await a.sb.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await a.sb.auth.getUser()).error).toBeNull();
    const gone = await fetch(`${t.url}/auth/v1/user`, {
      headers: {
        apikey: t.keys.anon,
        authorization: `Bearer ${b.session.access_token}`,
        'x-supabase-api-version': '2024-01-01',
      },
    });
    expect(gone.status).toBe(403);
    expect(await gone.json()).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
    expect((await fresh().auth.refreshSession({ refresh_token: c.session.refresh_token })).error?.code).toBe(
      'refresh_token_not_found',
    );

    const d = await signIn('out@example.com', 'out-password');
    expect((await d.sb.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await a.sb.auth.getUser()).error).toBeNull();
    expect((await a.sb.auth.signOut()).error).toBeNull();
    expect((await a.sb.auth.getSession()).data.session).toBeNull();
    const count = await t.db.query<{ n: number }>(
      `select count(*)::int as n from auth.sessions s join auth.users u on u.id = s.user_id
       where u.email = 'out@example.com'`,
    );
    expect(count.rows[0].n).toBe(0);
  });

  it('refuses user endpoints without a valid bearer token', async () => {
    const noBearer = await fetch(`${t.url}/auth/v1/user`, {
      headers: { apikey: t.keys.anon, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(noBearer.status).toBe(401);
    expect(await noBearer.json()).toEqual({
      code: 'no_authorization',
      message: 'This endpoint requires a valid Bearer token',
    });
    const noUser = await fetch(`${t.url}/auth/v1/user`, {
      headers: { apikey: t.keys.anon, authorization: `Bearer ${t.keys.anon}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(noUser.status).toBe(403);
    expect(await noUser.json()).toEqual({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' });
    const bad = await fetch(`${t.url}/auth/v1/user`, {
      headers: { apikey: t.keys.anon, authorization: 'Bearer not.a.jwt', 'x-supabase-api-version': '2024-01-01' },
    });
    expect(bad.status).toBe(403);
    expect(((await bad.json()) as { code: string }).code).toBe('bad_jwt');
    const noKey = await fetch(`${t.url}/auth/v1/settings`);
    expect(noKey.status).toBe(401);
  });

  it('serves the admin API to the service role only', async () => {
    const admin = t.serviceClient();
    const { data: created } = await admin.auth.admin.createUser({
      email: 'managed@example.com',
      password: 'managed-password',
      email_confirm: true,
    });
    const id = created.user?.id ?? '';
    const list = await admin.auth.admin.listUsers({ page: 1, perPage: 100 });
    expect(list.error).toBeNull();
    expect(list.data.users.map((u) => u.email)).toContain('managed@example.com');
    expect((await admin.auth.admin.getUserById(id)).data.user?.email).toBe('managed@example.com');
    const updated = await admin.auth.admin.updateUserById(id, {
      user_metadata: { plan: 'pro' },
      app_metadata: { role: 'editor' },
    });
    expect(updated.data.user?.user_metadata).toEqual({ plan: 'pro', email_verified: true });
    expect(updated.data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'], role: 'editor' });

    const dup = await admin.auth.admin.createUser({ email: 'managed@example.com', password: 'x-password' });
    expect({ status: dup.error?.status, code: dup.error?.code, message: dup.error?.message }).toEqual({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });

    const link = await admin.auth.admin.generateLink({ type: 'magiclink', email: 'managed@example.com' });
    expect(link.error).toBeNull();
    expect(link.data.properties?.verification_type).toBe('magiclink');
    expect(link.data.properties?.action_link).toBe(
      `${t.url}/auth/v1/verify?token=${link.data.properties?.hashed_token}&type=magiclink` +
        `&redirect_to=${encodeURIComponent('http://localhost:3000')}`,
    );
    expect(link.data.properties?.email_otp).toMatch(/^\d{6}$/);
    const viaLink = await fresh().auth.verifyOtp({
      token_hash: link.data.properties?.hashed_token ?? '',
      type: 'magiclink',
    });
    expect(viaLink.error).toBeNull();
    expect(viaLink.data.user?.id).toBe(id);

    const anon = await fresh().auth.admin.listUsers();
    expect({ status: anon.error?.status, code: anon.error?.code, message: anon.error?.message }).toEqual({
      status: 403,
      code: 'not_admin',
      message: 'User not allowed',
    });

    // the new-style secret key is the service role too
    const secret = createClient(t.url, t.keys.secret, clientOptions);
    expect((await secret.auth.admin.getUserById(id)).data.user?.email).toBe('managed@example.com');

    expect((await admin.auth.admin.deleteUser(id)).error).toBeNull();
    const missing = await admin.auth.admin.getUserById(id);
    expect({ status: missing.error?.status, code: missing.error?.code, message: missing.error?.message }).toEqual({
      status: 404,
      code: 'user_not_found',
      message: 'User not found',
    });
  });

  it('invites a user by e-mail; the invite link signs them in and they set a password', async () => {
    const admin = t.serviceClient();
    const { data, error } = await admin.auth.admin.inviteUserByEmail('invited@example.com', {
      data: { team: 'blue' },
      redirectTo: 'http://localhost:3000/join',
    });
    expect(error).toBeNull();
    expect(data.user?.invited_at).toBeTypeOf('string');
    expect(data.user?.user_metadata).toEqual({ team: 'blue' });
    const [mail] = await t.ctx.outbox.list('invited@example.com');
    expect(mail.kind).toBe('invite');
    expect(mail.link).toContain('&type=invite&redirect_to=http%3A%2F%2Flocalhost%3A3000%2Fjoin');
    const res = await fetch(mail.link, { redirect: 'manual' });
    const hash = new URLSearchParams(new URL(res.headers.get('location') ?? '').hash.slice(1));
    expect(hash.get('type')).toBe('invite');
    const sb = fresh();
    await sb.auth.setSession({
      access_token: hash.get('access_token') ?? '',
      refresh_token: hash.get('refresh_token') ?? '',
    });
    expect((await sb.auth.updateUser({ password: 'invited-password' })).error).toBeNull();
    expect(
      (await fresh().auth.signInWithPassword({ email: 'invited@example.com', password: 'invited-password' })).error,
    ).toBeNull();
    const again = await admin.auth.admin.inviteUserByEmail('invited@example.com');
    expect(again.error?.code).toBe('email_exists');
  });

  it('serves settings, health and an empty JWKS', async () => {
    const headers = { apikey: t.keys.anon };
    expect(await (await fetch(`${t.url}/auth/v1/.well-known/jwks.json`)).json()).toEqual({ keys: [] });
    expect(((await (await fetch(`${t.url}/auth/v1/health`)).json()) as { name: string }).name).toBe('GoTrue');
    const settings = (await (await fetch(`${t.url}/auth/v1/settings`, { headers })).json()) as {
      external: { email: boolean };
      mailer_autoconfirm: boolean;
    };
    expect(settings.external.email).toBe(true);
    expect(settings.mailer_autoconfirm).toBe(false);
  });
});
