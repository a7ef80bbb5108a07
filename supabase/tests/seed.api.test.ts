// The category seed and the demo world script against a fresh local-supabase: idempotent, and the
// demo admin reaches aal2 with the published TOTP secret.
import { generate } from 'otplib';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '@brf/local-supabase';
import { startProjectServer } from './helpers/api.ts';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD, DEMO_USERS, seedDemoWorld } from '../scripts/seed-users.ts';

let server: LocalSupabase;
let stop = async () => {};
const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

beforeAll(async () => {
  ({ server, stop } = await startProjectServer());
  const opts = { url: server.url, serviceRoleKey: server.keys.serviceRole, anonKey: server.keys.anon, log: () => {} };
  await seedDemoWorld(opts);
  await seedDemoWorld(opts);
});
afterAll(async () => stop());

describe('seed', () => {
  it('lists active categories for anyone, Annat last by sort order', async () => {
    const anon = createClient(server.url, server.keys.anon, clientOptions);
    const { data } = await anon
      .from('service_categories')
      .select('name, icon_name')
      .eq('is_active', true)
      .order('sort_order')
      .order('name');
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
    expect(rows[0]).toEqual({ users: 7, projects: 30, quotes: 23, messages: 2, reviews: 1, awards: 4 });
    const { rows: statuses } = await server.db.query<{ title: string; status: string; past: boolean }>(
      `select title, status, submission_deadline < now() as past from public.projects
       where title in ('Målning av trapphus', 'Hissbyte i hus B', 'Fasadrenovering 2027', 'Stambyte i hus A')
       order by submission_deadline`,
    );
    expect(statuses).toEqual([
      { title: 'Målning av trapphus', status: 'awarded', past: true },
      { title: 'Hissbyte i hus B', status: 'open', past: true },
      { title: 'Fasadrenovering 2027', status: 'open', past: false },
      { title: 'Stambyte i hus A', status: 'open', past: false },
    ]);
  });

  it('is a marketplace: four BRFs, projects in every state across categories, files, addresses, viewings', async () => {
    const { rows } = await server.db.query<Record<string, number>>(`select
      (select count(*)::int from public.brf_profiles) as brfs,
      (select count(distinct service_category_id)::int from public.project_service_categories) as categories,
      (select count(*)::int from public.projects where status = 'open' and submission_deadline > now()) as open,
      (select count(*)::int from public.projects
        where status = 'open' and submission_deadline <= now()) as past_deadline,
      (select count(*)::int from public.projects where status = 'awarded') as awarded,
      (select count(*)::int from public.projects where status = 'cancelled') as cancelled,
      (select count(*)::int from public.project_addresses) as addresses,
      (select count(*)::int from public.project_viewing_dates) as viewings,
      (select count(*)::int from public.project_attachments) as files,
      (select count(*)::int from storage.objects where bucket_id = 'project-files') as stored`);
    expect(rows[0]).toEqual({
      brfs: 4,
      categories: 14,
      open: 18,
      past_deadline: 6,
      awarded: 4,
      cancelled: 2,
      addresses: 6,
      viewings: 6,
      files: 8,
      stored: 8,
    });
  });

  it('the demo builder lists projects in its categories with its own quotes and opens a real attachment', async () => {
    const builder = createClient(server.url, server.keys.anon, clientOptions);
    await builder.auth.signInWithPassword({ email: DEMO_USERS.builder.email, password: DEMO_PASSWORD });
    const { data, error } = await builder.rpc('list_projects', { p_sort: 'quoted_amount', p_limit: 100 });
    expect(error).toBeNull();
    const rows = data as {
      title: string;
      quoted_amount: number | null;
      status: string;
      awarded_to_me: boolean;
      total_count: number;
    }[];
    expect(rows.length).toBe(rows[0].total_count);
    expect(rows.length).toBe(15);
    expect(rows[0]).toMatchObject({ title: 'Fasadrenovering av gårdshusen', quoted_amount: 980000, status: 'open' });
    expect(rows.find((r) => r.title === 'Fönsterbyte gatufasad')).toMatchObject({
      status: 'awarded',
      awarded_to_me: true,
      quoted_amount: 1680000,
    });
    expect(rows.some((r) => r.title === 'OVK 2027')).toBe(false);

    const { data: files } = await builder
      .from('project_attachments')
      .select('file_name, file_type, storage_path')
      .eq('project_id', 'd0000000-0000-4000-8000-000000000100')
      .order('file_name');
    expect(files?.map((f) => f.file_name)).toEqual(['Förfrågningsunderlag takbyte.pdf', 'Takplan.png']);
    const { data: signed } = await builder.storage.from('project-files').createSignedUrl(files![0].storage_path, 3600);
    const pdf = new Uint8Array(await (await fetch(signed!.signedUrl)).arrayBuffer());
    expect(new TextDecoder('latin1').decode(pdf.slice(0, 8))).toBe('%PDF-1.4');
    const { data: png } = await builder.storage.from('project-files').download(files![1].storage_path);
    expect([...new Uint8Array(await png!.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  });

  it('gives the BRF notifications about quotes, questions and deadlines, and the plumber the reply', async () => {
    const brf = createClient(server.url, server.keys.anon, clientOptions);
    await brf.auth.signInWithPassword({ email: DEMO_USERS.brf.email, password: DEMO_PASSWORD });
    const { data } = await brf.from('notifications').select('type').order('created_at');
    expect(new Set(data?.map((n) => n.type))).toEqual(
      new Set(['new_quote', 'new_question', 'deadline_2weeks', 'deadline_1month']),
    );
    const plumber = createClient(server.url, server.keys.anon, clientOptions);
    await plumber.auth.signInWithPassword({ email: DEMO_USERS.plumber.email, password: DEMO_PASSWORD });
    const { data: replies } = await plumber.from('notifications').select('message').eq('type', 'new_message');
    expect(replies).toEqual([{ message: 'You have a new reply to your message.' }]);
  });

  it('is consistent: replies about files are on projects with files; history spans past days; no "test"', async () => {
    const { rows: replies } = await server.db.query<{ message_text: string; files: number }>(
      `select m.message_text,
         (select count(*)::int from public.project_attachments a where a.project_id = m.project_id) as files
       from public.project_messages m where m.message_text ~* 'bilag|ritning|fil'`,
    );
    expect(replies.length).toBeGreaterThan(0);
    for (const reply of replies) expect(reply.files, reply.message_text).toBeGreaterThan(0);

    const { rows: days } = await server.db.query<{ kind: string; days: number; future: number }>(
      `select 'notifications' as kind, count(distinct created_at::date)::int as days,
         count(*) filter (where created_at > now())::int as future
       from public.notifications
       union all
       select 'messages', count(distinct created_at::date)::int, count(*) filter (where created_at > now())::int
       from public.project_messages`,
    );
    for (const row of days) {
      expect(row.days, row.kind).toBeGreaterThan(1);
      expect(row.future, row.kind).toBe(0);
    }

    // every text a person reads in the demo world
    const { rows: texts } = await server.db.query<{ text: string }>(
      `select title as text from public.projects
       union all select description from public.projects
       union all select message_text from public.project_messages
       union all select message from public.notifications
       union all select organization_name from public.brf_profiles
       union all select organization_name from public.service_provider_profiles
       union all select coalesce(description, '') from public.quotes
       union all select file_name from public.project_attachments
       union all select coalesce(comment_text, '') from public.reviews
       union all select coalesce(comments, '') from public.project_viewing_dates`,
    );
    expect(texts.filter(({ text }) => /\btest/i.test(text))).toEqual([]);
  });

  it('lets the demo admin reach aal2 with the published TOTP secret', async () => {
    const admin = createClient(server.url, server.keys.anon, clientOptions);
    const signIn = await admin.auth.signInWithPassword({ email: DEMO_USERS.admin.email, password: DEMO_PASSWORD });
    expect(signIn.error).toBeNull();
    const { data: factors } = await admin.auth.mfa.listFactors();
    expect(factors?.totp).toHaveLength(1);
    const verified = await admin.auth.mfa.challengeAndVerify({
      factorId: factors!.totp[0].id,
      code: await generate({ secret: DEMO_ADMIN_TOTP_SECRET }),
    });
    expect(verified.error).toBeNull();
    const { data: aal } = await admin.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal?.currentLevel).toBe('aal2');
    const { data: logs } = await admin
      .from('audit_logs')
      .select('action')
      .order('created_at', { ascending: false })
      .limit(10);
    expect(logs?.length).toBe(10);
  });
});
