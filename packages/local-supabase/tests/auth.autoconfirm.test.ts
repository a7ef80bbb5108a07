import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from './helpers/server.ts';

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

// bcrypt and a cold PGlite are slow on a loaded 2-core CI box; no test asserts a duration
describe('auth with mailer autoconfirm', { timeout: 90_000 }, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ autoconfirm: true });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('signs up straight into a session, mails nothing, and refuses a second sign-up', async () => {
    const sb = createClient(t.url, t.keys.anon, clientOptions);
    const { data, error } = await sb.auth.signUp({
      email: 'auto@example.com',
      password: 'auto-password',
      options: { data: { a: 1 } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTypeOf('string');
    expect(data.user?.email_confirmed_at).toBeTypeOf('string');
    expect(data.user?.user_metadata).toEqual({ a: 1, email_verified: true });
    expect(await t.ctx.outbox.list('auto@example.com')).toHaveLength(0);
    const dup = await sb.auth.signUp({ email: 'auto@example.com', password: 'auto-password' });
    expect({ status: dup.error?.status, code: dup.error?.code, message: dup.error?.message }).toEqual({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
    const settings = (await (
      await fetch(`${t.url}/auth/v1/settings`, { headers: { apikey: t.keys.anon } })
    ).json()) as { mailer_autoconfirm: boolean };
    expect(settings.mailer_autoconfirm).toBe(true);
  });
});
