// public.list_projects through supabase-js, as each role: what each one sees, the filters, the
// ten sorts, paging and the total count, and that a provider never sees another provider's amount.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ListProjectsRow } from '@brf/domain/projects';
import { startApi, type Api } from './helpers/api.ts';
import { CATEGORY_BYGG, CATEGORY_VVS, days, insertQuote } from './helpers/world.ts';
import type { Sql } from '../../packages/local-supabase/src/types.ts';

const CATEGORY_EL = 'c0000000-0000-4000-8000-000000000004';

type Row = Omit<ListProjectsRow, 'categories'> & { categories: { id: string; name: string }[] };
type Args = Record<string, unknown>;

let api: Api;
const extra = {} as Record<'laddstolpar' | 'relining' | 'cancelled' | 'deleted' | 'longText' | 'ekbackenVvs', string>;

async function project(
  tx: Sql,
  brfId: string,
  title: string,
  deadlineInDays: number,
  categories: string[],
  opts: { status?: string; description?: string } = {},
): Promise<string> {
  const r = await tx.query<{ id: string }>(
    `insert into public.projects (brf_id, title, description, submission_deadline, created_at, status)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      brfId,
      title,
      opts.description ?? `Beskrivning av ${title.toLowerCase()} för föreningen.`,
      days(deadlineInDays),
      days(Math.min(0, deadlineInDays - 10)),
      opts.status ?? 'open',
    ],
  );
  const id = r.rows[0].id;
  for (const c of categories)
    await tx.query('insert into public.project_service_categories (project_id, service_category_id) values ($1, $2)', [
      id,
      c,
    ]);
  return id;
}

beforeAll(async () => {
  api = await startApi();
  const w = api.world;
  await api.server.db.transaction(async (tx) => {
    // otherProvider works in VVS only, quotedProvider in Bygg and VVS (the world's default)
    await tx.query('update public.service_provider_profiles set service_categories = $2 where id = $1', [
      w.provider2,
      `{${CATEGORY_VVS}}`,
    ]);
    extra.laddstolpar = await project(tx, w.brfA, 'Laddstolpar i garaget', 40, [CATEGORY_EL]);
    extra.relining = await project(tx, w.brfA, 'Relining av stammar', 15, [CATEGORY_VVS, CATEGORY_BYGG], {
      description: 'Relining av avloppsstammar, 100% klart före sommaren.',
    });
    extra.cancelled = await project(tx, w.brfA, 'Avbruten OVK', 50, [CATEGORY_VVS], { status: 'cancelled' });
    extra.deleted = await project(tx, w.brfA, 'Raderat projekt', 35, [CATEGORY_VVS]);
    extra.longText = await project(tx, w.brfA, 'Ålderdomligt tak', 60, [CATEGORY_BYGG], {
      description: 'Ä'.repeat(250),
    });
    extra.ekbackenVvs = await project(tx, w.brfB, 'Ekbacken värmestammar', 45, [CATEGORY_VVS]);
    await insertQuote(tx, extra.relining, w.provider2, 300000);
    await insertQuote(tx, extra.deleted, w.provider2, 1000);
    await tx.query('update public.projects set deleted_at = now() where id = $1', [extra.deleted]);
  });
});
afterAll(async () => api?.stop());

async function list(client: SupabaseClient, args: Args = {}): Promise<Row[]> {
  const { data, error } = await client.rpc('list_projects', args);
  if (error) throw new Error(`list_projects: ${error.message}`);
  return data as Row[];
}
const titles = (rows: Row[]) => rows.map((r) => r.title);
const all = { p_limit: 100 };

describe('list_projects: who sees what', () => {
  it('a BRF sees exactly its own projects (not deleted ones), without quote columns', async () => {
    const rows = await list(api.clients.brfOwner, all);
    expect(titles(rows).sort()).toEqual(
      [
        'Avbruten OVK',
        'Fasadrenovering',
        'Fönsterbyte',
        'Hissbyte',
        'Laddstolpar i garaget',
        'Målning av trapphus',
        'Relining av stammar',
        'Stambyte 2027',
        'Ålderdomligt tak',
      ].sort(),
    );
    expect(rows.every((r) => r.brf_id === api.world.brfA && r.brf_organization_name === 'BRF Solgläntan')).toBe(true);
    expect(
      rows.every(
        (r) => r.total_count === 9 && r.quoted_amount === null && r.has_quoted === null && r.awarded_to_me === null,
      ),
    ).toBe(true);
    const otherBrfSees = titles(await list(api.clients.otherBrf, all)).sort();
    expect(otherBrfSees).toEqual(['Ekbacken värmestammar', 'Takbyte Ekbacken']);
  });

  it('a provider sees the projects sharing a category with it, of every BRF', async () => {
    const rows = await list(api.clients.quotedProvider, all);
    expect(titles(rows)).not.toContain('Laddstolpar i garaget');
    expect(titles(rows)).not.toContain('Raderat projekt');
    expect(titles(rows)).toEqual(
      expect.arrayContaining(['Takbyte Ekbacken', 'Ekbacken värmestammar', 'Relining av stammar']),
    );
    expect(rows).toHaveLength(10);
    const vvsOnly = await list(api.clients.otherProvider, all);
    expect(titles(vvsOnly).sort()).toEqual(['Avbruten OVK', 'Ekbacken värmestammar', 'Relining av stammar']);
  });

  it("a provider sees its own quoted amount and never another provider's", async () => {
    const byTitle = new Map((await list(api.clients.quotedProvider, all)).map((r) => [r.title, r]));
    expect(byTitle.get('Stambyte 2027')).toMatchObject({ quoted_amount: 125000.5, has_quoted: true });
    expect(byTitle.get('Hissbyte')).toMatchObject({ quoted_amount: 900000, has_quoted: true });
    // otherProvider quoted 300000 here; quotedProvider did not
    expect(byTitle.get('Relining av stammar')).toMatchObject({ quoted_amount: null, has_quoted: false });
    expect(byTitle.get('Takbyte Ekbacken')).toMatchObject({ quoted_amount: null, has_quoted: false });
    const other = new Map((await list(api.clients.otherProvider, all)).map((r) => [r.title, r]));
    expect(other.get('Relining av stammar')).toMatchObject({ quoted_amount: 300000, has_quoted: true });
    // a BRF never gets amounts through the list, even on its own projects
    const own = new Map((await list(api.clients.brfOwner, all)).map((r) => [r.title, r]));
    expect(own.get('Relining av stammar')?.quoted_amount).toBeNull();
  });

  it('tells the winner it won; the status is the effective one', async () => {
    const mine = new Map((await list(api.clients.quotedProvider, all)).map((r) => [r.title, r]));
    expect(mine.get('Målning av trapphus')).toMatchObject({ status: 'awarded', awarded_to_me: true });
    expect(mine.get('Hissbyte')).toMatchObject({ status: 'closed', awarded_to_me: false });
    expect(mine.get('Stambyte 2027')).toMatchObject({ status: 'open', awarded_to_me: false });
    expect(mine.get('Relining av stammar')?.categories).toEqual([
      { id: CATEGORY_BYGG, name: 'Bygg och renovering' },
      { id: CATEGORY_VVS, name: 'VVS' },
    ]);
  });

  it('cuts the description to 201 characters (enough for the 200-character preview and its ellipsis)', async () => {
    const row = (await list(api.clients.brfOwner, { ...all, p_q: 'Ålderdomligt' }))[0];
    expect(row.description).toBe('Ä'.repeat(201));
  });

  it('an admin at aal2 sees every project of every BRF (not deleted ones), without quote columns', async () => {
    const rows = await list(api.clients.adminAal2, all);
    const everyOne = [...(await list(api.clients.brfOwner, all)), ...(await list(api.clients.otherBrf, all))];
    expect(titles(rows).sort()).toEqual(titles(everyOne).sort());
    expect(titles(rows)).not.toContain('Raderat projekt');
    expect(
      rows.every((r) => r.total_count === everyOne.length && r.quoted_amount === null && r.has_quoted === null),
    ).toBe(true);
    // the list's filters apply to it too
    expect(titles(await list(api.clients.adminAal2, { ...all, p_q: 'ekbacken' })).sort()).toEqual([
      'Ekbacken värmestammar',
      'Takbyte Ekbacken',
    ]);
  });

  it('lists nothing for the anonymous, for an admin below aal2 and for a user without an organisation', async () => {
    const anon = await api.clients.anon.rpc('list_projects', {});
    expect(anon.error?.code).toBe('42501');
    expect(await list(api.clients.adminAal1, all)).toEqual([]);
  });
});

describe('list_projects: filters', () => {
  it('filters by effective status; an empty list shows nothing', async () => {
    expect(titles(await list(api.clients.brfOwner, { ...all, p_status: ['closed'] }))).toEqual(['Hissbyte']);
    expect(titles(await list(api.clients.brfOwner, { ...all, p_status: ['awarded'] })).sort()).toEqual([
      'Fönsterbyte',
      'Målning av trapphus',
    ]);
    const open = await list(api.clients.brfOwner, { ...all, p_status: ['open'] });
    expect(titles(open)).not.toContain('Hissbyte');
    expect(open.every((r) => r.status === 'open' && r.total_count === 5)).toBe(true);
    expect(await list(api.clients.brfOwner, { ...all, p_status: [] })).toEqual([]);
    expect(titles(await list(api.clients.brfOwner, { ...all, p_status: ['open', 'closed', 'awarded'] }))).not.toContain(
      'Avbruten OVK',
    );
  });

  it('filters by deadline up to and including a day (in Sweden)', async () => {
    const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date(days(25)));
    expect(titles(await list(api.clients.brfOwner, { ...all, p_deadline_lte: day }))).toEqual([
      'Relining av stammar',
      'Fasadrenovering',
      'Målning av trapphus',
      'Hissbyte',
      'Fönsterbyte',
    ]);
  });

  it('filters by categories (any of them)', async () => {
    expect(titles(await list(api.clients.brfOwner, { ...all, p_category_ids: [CATEGORY_EL] }))).toEqual([
      'Laddstolpar i garaget',
    ]);
    expect(titles(await list(api.clients.quotedProvider, { ...all, p_category_ids: [CATEGORY_VVS] })).sort()).toEqual([
      'Avbruten OVK',
      'Ekbacken värmestammar',
      'Relining av stammar',
    ]);
    expect(await list(api.clients.quotedProvider, { ...all, p_category_ids: [CATEGORY_EL] })).toEqual([]);
  });

  it('searches title and description, case-insensitively, with % and _ taken literally', async () => {
    expect(titles(await list(api.clients.brfOwner, { ...all, p_q: 'STAMBYTE' }))).toEqual(['Stambyte 2027']);
    expect(titles(await list(api.clients.brfOwner, { ...all, p_q: 'avloppsstammar' }))).toEqual([
      'Relining av stammar',
    ]);
    expect(titles(await list(api.clients.brfOwner, { ...all, p_q: '100%' }))).toEqual(['Relining av stammar']);
    expect(await list(api.clients.brfOwner, { ...all, p_q: '%' })).toHaveLength(1);
    expect(await list(api.clients.brfOwner, { ...all, p_q: '_' })).toEqual([]);
    expect(await list(api.clients.brfOwner, { ...all, p_q: '   ' })).toHaveLength(9);
    // a soft-deleted project is not found by its text either
    expect(await list(api.clients.brfOwner, { ...all, p_q: 'Raderat' })).toEqual([]);
    expect(await list(api.clients.otherProvider, { ...all, p_q: 'Raderat' })).toEqual([]);
  });

  it("filters a provider's list by applied and unapplied", async () => {
    const applied = await list(api.clients.quotedProvider, { ...all, p_applied: ['applied'] });
    expect(titles(applied).sort()).toEqual(['Fönsterbyte', 'Hissbyte', 'Målning av trapphus', 'Stambyte 2027']);
    expect(applied.every((r) => r.has_quoted && r.total_count === 4)).toBe(true);
    const unapplied = await list(api.clients.quotedProvider, { ...all, p_applied: ['unapplied'] });
    expect(unapplied).toHaveLength(6);
    expect(unapplied.every((r) => r.has_quoted === false)).toBe(true);
    expect(await list(api.clients.quotedProvider, { ...all, p_applied: [] })).toEqual([]);
    expect(await list(api.clients.quotedProvider, { ...all, p_applied: ['applied', 'unapplied'] })).toHaveLength(10);
    // a BRF has nothing to apply for: the filter does not narrow its list
    expect(await list(api.clients.brfOwner, { ...all, p_applied: ['applied'] })).toHaveLength(9);
  });

  it('combines filters', async () => {
    const rows = await list(api.clients.quotedProvider, {
      ...all,
      p_status: ['open'],
      p_category_ids: [CATEGORY_VVS],
      p_applied: ['unapplied'],
      p_q: 'stammar',
    });
    expect(titles(rows).sort()).toEqual(['Ekbacken värmestammar', 'Relining av stammar']);
  });

  it('takes search text as text, never as SQL', async () => {
    for (const q of ["'; delete from public.projects; --", "%' or '1'='1", '\\', "stam'byte"]) {
      expect(await list(api.clients.quotedProvider, { ...all, p_q: q }), q).toEqual([]);
    }
    expect(await list(api.clients.brfOwner, all)).toHaveLength(9);
  });

  it('refuses bad arguments with a clear message', async () => {
    const cases: [Args, string][] = [
      [{ p_sort: 'price' }, 'p_sort must be deadline, category, status, quoted_amount or title.'],
      [{ p_order: 'up' }, 'p_order must be asc or desc.'],
      [{ p_status: ['done'] }, 'p_status may contain open, closed, awarded, cancelled, in_progress and completed.'],
      [{ p_applied: ['maybe'] }, 'p_applied may contain applied and unapplied.'],
      [{ p_limit: 0 }, 'p_limit must be between 1 and 100.'],
      [{ p_limit: 101 }, 'p_limit must be between 1 and 100.'],
      [{ p_offset: -1 }, 'p_offset must be between 0 and 100000.'],
      [{ p_q: 'x'.repeat(201) }, 'p_q must be at most 200 characters.'],
    ];
    for (const [args, message] of cases) {
      const { error } = await api.clients.quotedProvider.rpc('list_projects', args);
      expect({ code: error?.code, message: error?.message }, JSON.stringify(args)).toEqual({ code: '22023', message });
    }
  });
});

describe('list_projects: sorting', () => {
  it('deadline: open projects first by deadline, then closed, awarded and cancelled', async () => {
    const asc = await list(api.clients.brfOwner, all);
    expect(titles(asc)).toEqual([
      'Relining av stammar',
      'Fasadrenovering',
      'Stambyte 2027',
      'Laddstolpar i garaget',
      'Ålderdomligt tak',
      'Målning av trapphus',
      'Hissbyte',
      'Fönsterbyte',
      'Avbruten OVK',
    ]);
    const desc = await list(api.clients.brfOwner, { ...all, p_order: 'desc' });
    expect(titles(desc)).toEqual([
      'Ålderdomligt tak',
      'Laddstolpar i garaget',
      'Stambyte 2027',
      'Fasadrenovering',
      'Relining av stammar',
      'Avbruten OVK',
      'Fönsterbyte',
      'Hissbyte',
      'Målning av trapphus',
    ]);
  });

  it('title: Swedish order (å, ä, ö after z), case-insensitive, open ones first', async () => {
    expect(titles(await list(api.clients.brfOwner, { ...all, p_sort: 'title', p_status: ['open'] }))).toEqual([
      'Fasadrenovering',
      'Laddstolpar i garaget',
      'Relining av stammar',
      'Stambyte 2027',
      'Ålderdomligt tak',
    ]);
    expect(titles(await list(api.clients.brfOwner, { ...all, p_sort: 'title', p_order: 'desc' }))).toEqual([
      'Ålderdomligt tak',
      'Stambyte 2027',
      'Relining av stammar',
      'Laddstolpar i garaget',
      'Fasadrenovering',
      'Målning av trapphus',
      'Hissbyte',
      'Fönsterbyte',
      'Avbruten OVK',
    ]);
  });

  it('status: open, then closed, awarded, cancelled; descending reverses it', async () => {
    const statuses = (rows: Row[]) => [...new Set(rows.map((r) => r.status))];
    expect(statuses(await list(api.clients.brfOwner, { ...all, p_sort: 'status' }))).toEqual([
      'open',
      'closed',
      'awarded',
      'cancelled',
    ]);
    expect(statuses(await list(api.clients.brfOwner, { ...all, p_sort: 'status', p_order: 'desc' }))).toEqual([
      'cancelled',
      'awarded',
      'closed',
      'open',
    ]);
  });

  it('category: by the category names in category order (first category first)', async () => {
    const rows = await list(api.clients.brfOwner, { ...all, p_sort: 'category', p_status: ['open'] });
    expect(rows.map((r) => r.categories.map((c) => c.name).join(', '))).toEqual([
      'Bygg och renovering',
      'Bygg och renovering',
      'Bygg och renovering',
      'Bygg och renovering, VVS',
      'El',
    ]);
    expect(titles(rows).slice(0, 3)).toEqual(['Fasadrenovering', 'Stambyte 2027', 'Ålderdomligt tak']);
    const desc = await list(api.clients.brfOwner, { ...all, p_sort: 'category', p_order: 'desc', p_status: ['open'] });
    expect(titles(desc)[0]).toBe('Laddstolpar i garaget');
  });

  it("quoted amount: a provider's quoted projects by its amount, unquoted after them, open before closed", async () => {
    const asc = await list(api.clients.quotedProvider, { ...all, p_sort: 'quoted_amount' });
    expect(asc.map((r) => [r.title, r.quoted_amount])).toEqual([
      ['Stambyte 2027', 125000.5],
      ['Ekbacken värmestammar', null],
      ['Fasadrenovering', null],
      ['Relining av stammar', null],
      ['Takbyte Ekbacken', null],
      ['Ålderdomligt tak', null],
      ['Målning av trapphus', 60000],
      ['Fönsterbyte', 70000],
      ['Hissbyte', 900000],
      ['Avbruten OVK', null],
    ]);
    // a BRF has no quotes of its own: by title, open first
    expect(titles(await list(api.clients.brfOwner, { ...all, p_sort: 'quoted_amount', p_status: ['open'] }))).toEqual([
      'Fasadrenovering',
      'Laddstolpar i garaget',
      'Relining av stammar',
      'Stambyte 2027',
      'Ålderdomligt tak',
    ]);
    const desc = await list(api.clients.quotedProvider, {
      ...all,
      p_sort: 'quoted_amount',
      p_order: 'desc',
      p_status: ['closed', 'awarded'],
    });
    expect(desc.map((r) => [r.title, r.quoted_amount])).toEqual([
      ['Hissbyte', 900000],
      ['Fönsterbyte', 70000],
      ['Målning av trapphus', 60000],
    ]);
  });
});

describe('list_projects: no leak through the order', () => {
  it("a provider's quoted-amount order does not move when another provider changes its amount", async () => {
    const order = async () =>
      (await list(api.clients.quotedProvider, { ...all, p_sort: 'quoted_amount', p_order: 'desc' })).map((r) => [
        r.title,
        r.quoted_amount,
      ]);
    const before = await order();
    const { data: quote } = await api.clients.otherProvider
      .from('quotes')
      .select('id')
      .eq('project_id', extra.relining)
      .single();
    for (const amount of [1, 8_999_999_999]) {
      const { error } = await api.clients.otherProvider
        .from('quotes')
        .update({ quote_amount: amount })
        .eq('id', quote!.id);
      expect(error).toBeNull();
      expect(await order()).toEqual(before);
    }
  });
});

describe('list_projects: paging and the count', () => {
  it('pages through the whole list without gaps or repeats, with the total on every page', async () => {
    for (const [client, sort] of [
      [api.clients.quotedProvider, 'quoted_amount'],
      [api.clients.brfOwner, 'status'],
      [api.clients.quotedProvider, 'title'],
    ] as const) {
      const whole = await list(client, { ...all, p_sort: sort });
      const pages: Row[] = [];
      for (let offset = 0; offset < whole.length + 3; offset += 3) {
        const page = await list(client, { p_sort: sort, p_limit: 3, p_offset: offset });
        expect(page.length).toBeLessThanOrEqual(3);
        for (const r of page) expect(r.total_count).toBe(whole.length);
        pages.push(...page);
      }
      expect(pages.map((r) => r.id)).toEqual(whole.map((r) => r.id));
    }
  });

  it("follows a project's categories when the owner changes them", async () => {
    const before = titles(await list(api.clients.otherProvider, all));
    expect(before).not.toContain('Laddstolpar i garaget');
    const { error } = await api.clients.brfOwner.rpc('set_project_categories', {
      p_project_id: extra.laddstolpar,
      p_category_ids: [CATEGORY_EL, CATEGORY_VVS],
    });
    expect(error).toBeNull();
    const after = await list(api.clients.otherProvider, { ...all, p_q: 'Laddstolpar' });
    expect(after.map((r) => [r.title, r.categories.map((c) => c.name)])).toEqual([
      ['Laddstolpar i garaget', ['El', 'VVS']],
    ]);
  });

  it('a client cannot plant list keys on a new project', async () => {
    const { data, error } = await api.clients.brfOwner
      .from('projects')
      .insert({
        brf_id: api.world.brfA,
        title: 'Planterade nycklar',
        description: 'Ett försök att synas för alla.',
        submission_deadline: days(30),
        category_ids: [CATEGORY_VVS, CATEGORY_EL],
        category_sort_key: 'a',
      })
      .select('category_ids, category_sort_key')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ category_ids: [], category_sort_key: null });
    expect(titles(await list(api.clients.otherProvider, all))).not.toContain('Planterade nycklar');
  });
});

describe("for whom and where; the board's quotes at a glance", () => {
  it('each row names the BRF and city; the board sees quote count and lowest amount, a provider neither', async () => {
    const w = api.world;
    const rpc = async (client: SupabaseClient) => {
      const { data, error } = await client.rpc('list_projects', { p_limit: 100 });
      expect(error).toBeNull();
      return new Map(
        (data as (Row & { brf_city: string; quote_count: number | null; lowest_quote_amount: number | null })[]).map(
          (row) => [row.id, row],
        ),
      );
    };
    const board = await rpc(api.clients.brfOwner);
    expect(board.get(w.pastProject)).toMatchObject({
      brf_organization_name: 'BRF Solgläntan',
      brf_city: 'Stockholm',
      quote_count: 2,
      // the lowest including VAT (decision 0026): 850 000 kr excluding VAT
      lowest_quote_amount: 1062500,
    });
    expect(board.get(extra.laddstolpar)).toMatchObject({ quote_count: 0, lowest_quote_amount: null });
    const provider = await rpc(api.clients.otherProvider);
    expect(provider.get(extra.relining)).toMatchObject({
      brf_city: 'Stockholm',
      quote_count: null,
      lowest_quote_amount: null,
    });
  });

  it('the detail view names the city too, and follows the profile', async () => {
    const w = api.world;
    expect(
      (await api.clients.brfOwner.from('brf_profiles').update({ city: 'Solna' }).eq('id', w.brfA)).error,
    ).toBeNull();
    const { data } = await api.clients.otherProvider
      .from('project_details')
      .select('brf_organization_name, brf_city')
      .eq('id', w.openProject)
      .single();
    expect(data).toEqual({ brf_organization_name: 'BRF Solgläntan', brf_city: 'Solna' });
    expect(
      (await api.clients.brfOwner.from('brf_profiles').update({ city: 'Stockholm' }).eq('id', w.brfA)).error,
    ).toBeNull();
  });

  it('create_project stores the address it is given, and viewing dates without one take it', async () => {
    const { data: created, error } = await api.clients.otherBrf.rpc('create_project', {
      p_title: 'Takbyte med adress',
      p_description: 'Byte av tak på gårdshuset, med visning.',
      p_submission_deadline: days(20),
      p_category_ids: [CATEGORY_BYGG],
      p_viewing_dates: [{ viewing_date: days(5), duration_minutes: 45 }],
      p_address: { street: 'Ekbacksvägen', street_number: '12', zip: '752 38', city: 'Uppsala' },
    });
    expect(error).toBeNull();
    const id = (created as { id: string }).id;
    const { data: addresses } = await api.clients.otherBrf
      .from('project_addresses')
      .select('street, street_number, zip, city, county')
      .eq('project_id', id);
    expect(addresses).toEqual([
      { street: 'Ekbacksvägen', street_number: '12', zip: '752 38', city: 'Uppsala', county: 'Sweden' },
    ]);
    const { data: viewing } = await api.clients.otherBrf
      .from('project_viewing_dates')
      .select('address_street, address_street_number, address_zip, address_city')
      .eq('project_id', id);
    expect(viewing).toEqual([
      { address_street: 'Ekbacksvägen', address_street_number: '12', address_zip: '752 38', address_city: 'Uppsala' },
    ]);
  });
});
