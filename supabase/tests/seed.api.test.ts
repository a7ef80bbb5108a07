// The category seed and the demo world script against a fresh local-supabase: idempotent, and the
// demo admin reaches aal2 with the published TOTP secret.
import { generate } from 'otplib';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start, type LocalSupabase } from '@brf/local-supabase';
import { projectRoot, serverDatabase } from './helpers/database.ts';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD, DEMO_USERS, seedDemoWorld } from '../scripts/seed-users.ts';

let server: LocalSupabase;
let drop = async () => {};
const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

beforeAll(async () => {
  const scratch = await serverDatabase();
  drop = scratch.drop;
  server = await start({ dataDir: null, databaseUrl: scratch.databaseUrl, port: 0, outboxPort: 0, projectRoot, quiet: true, schedulerIntervalMs: 0 });
  const opts = { url: server.url, serviceRoleKey: server.keys.serviceRole, anonKey: server.keys.anon, log: () => {} };
  await seedDemoWorld(opts);
  await seedDemoWorld(opts);
});
afterAll(async () => {
  await server?.stop();
  await drop();
});

describe('seed', () => {
  it('lists active categories for anyone, Annat last by sort order', async () => {
    const anon = createClient(server.url, server.keys.anon, clientOptions);
    const { data } = await anon.from('service_categories').select('name, icon_name').eq('is_active', true).order('sort_order').order('name');
    expect(data?.length).toBe(15);
    expect(data?.at(-1)).toEqual({ name: 'Annat', icon_name: 'ellipsis' });
    expect(data?.[0]).toEqual({ name: 'Bygg och renovering', icon_name: 'hammer' });
  });

  it('builds the demo world once, however often it runs', async () => {
    const { rows } = await server.db.query<Record<string, number>>(`select
      (select count(*)::int from auth.users) as users,
      (select count(*)::int from public.projects) as projects,
      (select count(*)::int from public.quotes) as quotes,
      (select count(*)::int from public.project_messages) as messages,
      (select count(*)::int from public.reviews) as reviews,
      (select count(*)::int from public.project_awards) as awards`);
    expect(rows[0]).toEqual({ users: 4, projects: 4, quotes: 6, messages: 2, reviews: 1, awards: 1 });
    const { rows: statuses } = await server.db.query<{ title: string; status: string; past: boolean }>(
      'select title, status, submission_deadline < now() as past from public.projects order by submission_deadline');
    expect(statuses).toEqual([
      { title: 'Målning av trapphus', status: 'awarded', past: true },
      { title: 'Hissbyte i hus B', status: 'open', past: true },
      { title: 'Fasadrenovering 2027', status: 'open', past: false },
      { title: 'Stambyte i hus A', status: 'open', past: false },
    ]);
  });

  it('gives the BRF notifications about quotes and the reply', async () => {
    const brf = createClient(server.url, server.keys.anon, clientOptions);
    await brf.auth.signInWithPassword({ email: DEMO_USERS.brf.email, password: DEMO_PASSWORD });
    const { data } = await brf.from('notifications').select('type').order('created_at');
    expect(new Set(data?.map((n) => n.type))).toEqual(new Set(['new_quote', 'deadline_2weeks', 'deadline_1month']));
    const plumber = createClient(server.url, server.keys.anon, clientOptions);
    await plumber.auth.signInWithPassword({ email: DEMO_USERS.plumber.email, password: DEMO_PASSWORD });
    const { data: replies } = await plumber.from('notifications').select('message').eq('type', 'new_message');
    expect(replies).toEqual([{ message: 'You have a new reply to your message.' }]);
  });

  it('lets the demo admin reach aal2 with the published TOTP secret', async () => {
    const admin = createClient(server.url, server.keys.anon, clientOptions);
    const signIn = await admin.auth.signInWithPassword({ email: DEMO_USERS.admin.email, password: DEMO_PASSWORD });
    expect(signIn.error).toBeNull();
    const { data: factors } = await admin.auth.mfa.listFactors();
    expect(factors?.totp).toHaveLength(1);
    const verified = await admin.auth.mfa.challengeAndVerify({ factorId: factors!.totp[0].id, code: await generate({ secret: DEMO_ADMIN_TOTP_SECRET }) });
    expect(verified.error).toBeNull();
    const { data: aal } = await admin.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal?.currentLevel).toBe('aal2');
    const { data: logs } = await admin.from('audit_logs').select('action').order('created_at', { ascending: false }).limit(10);
    expect(logs?.length).toBe(10);
  });
});
