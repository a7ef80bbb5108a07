// The admin dashboard's database calls (spec/accounts.md 7, 9), through supabase-js against the
// real local backend: head counts, the quote count, the 30-day growth series and today's snapshot
// for an admin at aal2; the spec's admin errors for everyone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Api } from './helpers/api.ts';
import { CATEGORY_BYGG, CATEGORY_VVS, insertProject, insertQuote } from './helpers/world.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => api?.stop());

const swedishDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

async function superCount(sql: string): Promise<number> {
  const { rows } = await api.server.db.query<{ n: number }>(`select count(*)::integer as n from ${sql}`);
  return rows[0].n;
}

describe('head counts under the admin + aal2 policies', () => {
  it('an admin at aal2 counts every row without downloading one; others count only what they may read', async () => {
    const admin = api.clients.adminAal2;
    for (const table of ['brf_profiles', 'service_provider_profiles', 'projects', 'quotes'] as const) {
      const { count, data, error } = await admin.from(table).select('*', { count: 'exact', head: true });
      expect({ error, data }).toEqual({ error: null, data: null });
      expect(count, table).toBe(await superCount(`public.${table}`));
    }
    const brfSeen = await api.clients.brfOwner.from('brf_profiles').select('*', { count: 'exact', head: true });
    expect(brfSeen.count).toBe(1);
    const aal1Seen = await api.clients.adminAal1.from('quotes').select('*', { count: 'exact', head: true });
    expect(aal1Seen.count).toBe(0);
  });
});

describe('admin_quote_count: the Total Quotes tile', () => {
  // every quote on a project that is not deleted, as the service role counts it
  const everyQuote = 'public.quotes q join public.projects p on p.id = q.project_id where p.deleted_at is null';
  const sealedQuotes = `public.quotes q join public.projects p on p.id = q.project_id
    where p.deleted_at is null and p.sealed_bids and p.submission_deadline > now()`;
  const headCount = async () =>
    (await api.clients.adminAal2.from('quotes').select('id', { count: 'exact', head: true })).count;

  it('counts every quote, sealed ones too, that the admin cannot read (a count names no bidder)', async () => {
    const sealed = await api.server.db.transaction(async (tx) => {
      const project = await insertProject(tx, api.world.brfB, { title: 'Förseglat takbyte', deadlineInDays: 21 });
      await tx.query('update public.projects set sealed_bids = true where id = $1', [project]);
      return { project, quote: await insertQuote(tx, project, api.world.provider2, 310000) };
    });
    // the fixture: a sealed project before its deadline with a quote, which row security hides
    // from the admin, so the admin's head count of quotes leaves it out
    expect(await superCount(sealedQuotes)).toBeGreaterThanOrEqual(1);
    const hidden = await api.clients.adminAal2.from('quotes').select('id').eq('id', sealed.quote);
    expect(hidden).toMatchObject({ error: null, data: [] });
    expect(await headCount()).toBe((await superCount(everyQuote)) - (await superCount(sealedQuotes)));

    const { data, error } = await api.clients.adminAal2.rpc('admin_quote_count');
    expect(error).toBeNull();
    expect(data).toBe(await superCount(everyQuote));
    expect(data).toBe((await headCount())! + (await superCount(sealedQuotes)));
  });

  it('leaves out the quotes of a deleted (archived) project, as the tiles leave out the project', async () => {
    const project = await api.server.db.transaction(async (tx) => {
      const id = await insertProject(tx, api.world.brfA, { title: 'Arkiverad relining', deadlineInDays: 14 });
      await insertQuote(tx, id, api.world.provider1, 480000);
      await insertQuote(tx, id, api.world.provider2, 455000);
      return id;
    });
    const before = (await api.clients.adminAal2.rpc('admin_quote_count')).data;
    const archived = await api.clients.brfOwner.rpc('delete_project', { p_project_id: project });
    expect(archived).toMatchObject({ error: null, data: 'archived' });
    expect(await superCount(`public.quotes where project_id = '${project}'`)).toBe(2);

    const { data, error } = await api.clients.adminAal2.rpc('admin_quote_count');
    expect(error).toBeNull();
    expect(data).toBe(before! - 2);
    expect(data).toBe(await superCount(everyQuote));
    expect(await superCount('public.quotes')).toBeGreaterThan(data!);
  });
});

describe('admin_user_growth', () => {
  it('gives 30 Swedish days, oldest first, with the new BRFs and providers of each day', async () => {
    // a BRF registered 5 days ago and one 40 days ago (outside the window)
    for (const [daysAgo, number] of [
      [5, '5'],
      [40, '40'],
    ] as const) {
      const { data: user } = await api.service.auth.admin.createUser({
        email: `growth-${daysAgo}-${Date.now()}@example.se`,
        password: 'Growth-Pass-12!!',
        email_confirm: true,
      });
      await api.server.db.query(
        `insert into public.brf_profiles (user_id, organization_number, organization_name, contact_person_first_name,
           contact_person_last_name, phone, email, city, street_address, street_number, zip, number_of_apartments,
           created_at)
         values ($1, '7696' || $2, 'BRF Tillväxt ' || $2, 'Gun', 'Ek', '+46 70 000 00 00', 'g@example.se', 'Umeå',
           'Gatan', '1', '90325', 10, now() - make_interval(days => $3::integer))`,
        [user.user!.id, number.padStart(6, '0'), daysAgo],
      );
    }
    const { data, error } = await api.clients.adminAal2.rpc('admin_user_growth');
    expect(error).toBeNull();
    expect(data).toHaveLength(30);
    expect(data![0].day).toBe(swedishDay(-29));
    expect(data![29].day).toBe(swedishDay(0));
    for (let i = 1; i < 30; i += 1) expect(Date.parse(data![i].day) - Date.parse(data![i - 1].day)).toBe(86_400_000);
    const days = data as Array<{ day: string; brfs: number; service_providers: number }>;
    const byDay = Object.fromEntries(days.map((d) => [d.day, d]));
    expect(byDay[swedishDay(-5)].brfs).toBe(1);
    const since = `(((now() at time zone 'Europe/Stockholm')::date - 29)::timestamp at time zone 'Europe/Stockholm')`;
    const total = (key: 'brfs' | 'service_providers') => days.reduce((sum, d) => sum + d[key], 0);
    expect(total('brfs')).toBe(await superCount(`public.brf_profiles where created_at >= ${since}`));
    expect(total('brfs')).toBe((await superCount('public.brf_profiles')) - 1);
    expect(total('service_providers')).toBe(
      await superCount(`public.service_provider_profiles where created_at >= ${since}`),
    );
  });

  it('refuses a bad window', async () => {
    const { error } = await api.clients.adminAal2.rpc('admin_user_growth', { p_days: 0 });
    expect(error).toMatchObject({ code: '22023', message: 'p_days must be 1 to 366.' });
  });
});

describe('admin_today_snapshot', () => {
  it("inserts today's row once, with the counts and the 5 most used categories, and returns it after", async () => {
    const first = await api.clients.adminAal2.rpc('admin_today_snapshot');
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({
      snapshot_date: swedishDay(0),
      total_projects: await superCount('public.projects where deleted_at is null'),
      total_brfs: await superCount('public.brf_profiles'),
      total_service_providers: await superCount('public.service_provider_profiles'),
    });
    const top = first.data!.top_service_categories;
    expect(top.length).toBeLessThanOrEqual(5);
    const names = await api.server.db.query<{ id: string; name: string }>(
      'select id, name from public.service_categories where id = any($1)',
      [[CATEGORY_BYGG, CATEGORY_VVS]],
    );
    const name = (id: string) => names.rows.find((r) => r.id === id)!.name;
    // every project of the world asks for Bygg and both providers offer it; VVS is offered by one
    expect(top[0]).toBe(name(CATEGORY_BYGG));
    expect(top).toContain(name(CATEGORY_VVS));

    const again = await api.clients.adminAal2.rpc('admin_today_snapshot');
    expect(again.data!.id).toBe(first.data!.id);
    expect(await superCount(`public.analytics_snapshots where snapshot_date = '${swedishDay(0)}'`)).toBe(1);
  });
});

describe('the admin errors (spec 6)', () => {
  it('admin at aal1: MFA is required; BRF and provider: admin privileges are required; anon: refused', async () => {
    for (const fn of ['admin_user_growth', 'admin_today_snapshot', 'admin_quote_count'] as const) {
      const aal1 = await api.clients.adminAal1.rpc(fn);
      expect(aal1.error, fn).toMatchObject({ code: '42501', message: 'Admin MFA (AAL2) required' });
      for (const actor of ['brfOwner', 'quotedProvider'] as const) {
        const refused = await api.clients[actor].rpc(fn);
        expect(refused.error, `${fn} ${actor}`).toMatchObject({ code: '42501', message: 'Admin privileges required' });
      }
      const anon = await api.clients.anon.rpc(fn);
      expect(anon.error?.code, fn).toBe('42501');
    }
    // nor can they write a snapshot themselves
    const forged = await api.clients.adminAal1.from('analytics_snapshots').insert({ snapshot_date: '2030-01-01' });
    expect(forged.error?.code).toBe('42501');
  });
});
