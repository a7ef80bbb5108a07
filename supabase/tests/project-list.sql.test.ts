// The list's two page strategies (index order, filter first) give the same pages for every sort,
// direction and filter, as a BRF and as providers; list_projects picks one by the count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, JwtClaims } from '../../packages/local-supabase/src/types.ts';
import { openTestDatabase } from './helpers/database.ts';

let db: Database;
const actors: Record<string, JwtClaims> = {};
const SORTS = ['deadline', 'category', 'status', 'quoted_amount', 'title'];
const FILTERS: Record<string, unknown>[] = [
  {},
  { p_status: ['closed', 'cancelled'] },
  { p_category_ids: ['c0000000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000009'] },
  { p_q: 'hiss' },
  { p_applied: ['applied'] },
  { p_applied: ['unapplied'], p_status: ['open', 'awarded'] },
];
const PAGES = [
  [7, 0],
  [7, 14],
  [50, 100],
];
const ARGS = [
  'p_status',
  'p_deadline_lte',
  'p_category_ids',
  'p_q',
  'p_applied',
  'p_sort',
  'p_order',
  'p_limit',
  'p_offset',
];

beforeAll(async () => {
  db = await openTestDatabase();
  await db.query('select public.local_seed_large(400, 1200)');
  for (const who of ['brf-01', 'provider-01', 'provider-02']) {
    const email = `bench-${who}@seed.brf-marknaden.se`;
    const { rows } = await db.query<{ id: string }>('select id from auth.users where email = $1', [email]);
    actors[who] = { role: 'authenticated', sub: rows[0].id, email, aud: 'authenticated', aal: 'aal1' };
  }
});
afterAll(async () => db?.close());

async function pages(who: string, args: Record<string, unknown>) {
  return db.asRole(actors[who], async (tx) => {
    const values = ARGS.map((name) => args[name] ?? null);
    const { rows } = await tx.query<{ sql: string[] }>(
      `select private.project_list_sql(${ARGS.map((_, i) => `$${i + 1}`).join(', ')}) as sql`,
      values,
    );
    const [count, indexOrder, filterFirst] = rows[0].sql;
    const total = Number((await tx.query<{ count: string }>(count)).rows[0].count);
    const ids = async (sql: string) => (await tx.query<{ id: string }>(sql, [total])).rows.map((r) => r.id);
    const strategy = (
      await tx.query<{ k: number }>('select private.project_list_strategy($1, $2) as k', [
        total,
        Number(args.p_limit) + Number(args.p_offset),
      ])
    ).rows[0].k;
    const listed = (
      await tx.query<{ id: string; total_count: string }>(
        `select id, total_count from public.list_projects(${ARGS.map((name, i) => `${name} => $${i + 1}`).join(', ')})`,
        values,
      )
    ).rows;
    return { total, strategy, indexOrder: await ids(indexOrder), filterFirst: await ids(filterFirst), listed };
  });
}

describe('list_projects page strategies', () => {
  it('agree on every page for every sort, direction and filter', async () => {
    let compared = 0;
    for (const who of Object.keys(actors)) {
      for (const filter of FILTERS) {
        for (const sort of SORTS) {
          for (const order of ['asc', 'desc']) {
            // every page position on the first actor; then the first page and a deep one
            for (const [limit, offset] of who === 'brf-01' ? PAGES : [PAGES[0]!, PAGES[2]!]) {
              const args = { ...filter, p_sort: sort, p_order: order, p_limit: limit, p_offset: offset };
              const r = await pages(who, args);
              const label = `${who} ${JSON.stringify(args)}`;
              expect(r.indexOrder, label).toEqual(r.filterFirst);
              expect(
                r.listed.map((x) => x.id),
                label,
              ).toEqual(r.indexOrder);
              expect(r.indexOrder.length, label).toBe(Math.max(0, Math.min(limit, r.total - offset)));
              if (r.listed.length) expect(Number(r.listed[0].total_count), label).toBe(r.total);
              compared++;
            }
          }
        }
      }
    }
    expect(compared).toBe(FILTERS.length * SORTS.length * 2 * (3 + 2 + 2));
  }, 240_000);

  it('a provider whose categories hold few projects (by statistics) sees exactly those sharing one', async () => {
    for (const who of ['provider-01', 'provider-02']) {
      const expected = (
        await db.query<{ id: string }>(
          `select p.id from public.projects p join public.service_provider_profiles s on s.user_id = $1
         where p.deleted_at is null and p.category_ids && s.service_categories order by p.id`,
          [actors[who].sub],
        )
      ).rows.map((r) => r.id);
      const estimate = await db.asRole(
        actors[who],
        async (tx) =>
          (
            await tx.query<{ e: number }>(
              `select private.estimated_projects_in_categories(s.service_categories) as e
               from public.service_provider_profiles s where s.user_id = $1`,
              [actors[who].sub],
            )
          ).rows[0].e,
      );
      expect(estimate, who).toBeLessThan(1000);
      const listed: string[] = [];
      for (let offset = 0; offset < expected.length; offset += 100) {
        listed.push(
          ...(await pages(who, { p_sort: 'title', p_order: 'asc', p_limit: 100, p_offset: offset })).listed.map(
            (r) => r.id,
          ),
        );
      }
      expect(listed.sort(), who).toEqual(expected);
    }
    // a category no project has is rarer than every tracked one: an estimate of 0, not "unknown"
    const { rows } = await db.query<{ e: number }>(
      `select private.estimated_projects_in_categories('{c0000000-0000-4000-8000-0000000000ee}') as e`,
    );
    expect(rows[0].e).toBe(0);
  });

  it("keeps a project's category keys when its categories are inserted, changed or deleted", async () => {
    const keys = async (id: string) =>
      (
        await db.query<{ category_ids: string[]; category_sort_key: string }>(
          'select category_ids, category_sort_key from public.projects where id = $1',
          [id],
        )
      ).rows[0];
    const el = 'c0000000-0000-4000-8000-000000000004';
    const annat = 'c0000000-0000-4000-8000-000000000015';
    const vvs = 'c0000000-0000-4000-8000-000000000003';
    // a project with one category that is none of these three (a project always keeps one)
    const { rows } = await db.query<{ id: string }>(
      `select p.id from public.projects p
       where cardinality(p.category_ids) = 1 and not p.category_ids && $1::uuid[] order by p.id limit 1`,
      [`{${el},${annat},${vvs}}`],
    );
    const id = rows[0].id;
    await db.query(
      'insert into public.project_service_categories (project_id, service_category_id) values ($1, $2), ($1, $3)',
      [id, annat, el],
    );
    const inserted = await keys(id);
    expect(inserted.category_ids.slice(-1)).toEqual([annat]); // 'Annat' last by sort order
    expect(inserted.category_ids).toContain(el);
    await db.query(
      `update public.project_service_categories set service_category_id = $3
       where project_id = $1 and service_category_id = $2`,
      [id, annat, vvs],
    );
    expect((await keys(id)).category_ids).toContain(vvs);
    expect((await keys(id)).category_ids).not.toContain(annat);
    await db.query('delete from public.project_service_categories where project_id = $1 and service_category_id = $2', [
      id,
      el,
    ]);
    expect((await keys(id)).category_ids).not.toContain(el);
    expect((await keys(id)).category_sort_key).not.toMatch(/^el/);
    // renaming a category re-keys its projects
    await db.query(`update public.service_categories set name = 'Rör och VVS' where id = $1`, [vvs]);
    expect((await keys(id)).category_sort_key).toContain('r}r och vvs');
    await db.query(`update public.service_categories set name = 'VVS' where id = $1`, [vvs]);
    expect((await keys(id)).category_sort_key).toContain('vvs');
    expect((await keys(id)).category_sort_key).not.toContain('r}r');
  });

  it('filters first when few rows match and walks the index otherwise', async () => {
    const narrow = await pages('brf-01', { p_sort: 'deadline', p_order: 'asc', p_limit: 24, p_offset: 0 });
    expect(narrow.strategy).toBe(3);
    const broad = await pages('provider-01', { p_sort: 'deadline', p_order: 'asc', p_limit: 2, p_offset: 0 });
    expect(broad.total).toBeGreaterThan(300);
    expect(broad.strategy).toBe(2);
  });
});
