// npm run bench -w supabase (and `npm run bench` at the root): the project list over 10,000
// projects and 30,000 quotes (public.local_seed_large) on a fresh in-memory local-supabase, or on
// a scratch database of DATABASE_URL's PostgreSQL server.
//
// For a BRF, for the provider that sees most projects and for a provider that sees 20, it times
// the first page and filter changes (status, category, text, deadline shortcut, sorts, applied,
// the next page) two ways: the whole supabase-js call (`api`: HTTP, JWT, JSON) and the database
// call alone (`db`: select * from public.list_projects(...) as that user, in-process), each with
// the CPU time spent (robust on a busy machine). Then it
// EXPLAIN ANALYZEs the count and page statements of every case and lists the indexes they use.
// Writes bench-results/project-list-<pglite|postgres>.json and prints the README table. The CPU
// columns count this process only: on PGlite that includes the database, on PostgreSQL it does not.
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '@brf/local-supabase';
import {
  DEFAULT_PROJECT_FILTERS,
  deadlineShortcutDate,
  DEADLINE_SHORTCUTS,
  listProjectsArgs,
  type ListProjectsArgs,
  type ProjectFilters,
} from '@brf/domain/projects';
import { startProjectServer } from '../tests/helpers/api.ts';

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 10_000);
const QUOTES = Number(process.env.BENCH_QUOTES ?? 30_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const PASSWORD = 'BrfDemo#2026!';
const BUDGET_P95_MS = 50;
const CATEGORY_VVS = 'c0000000-0000-4000-8000-000000000003';
const NARROW_CATEGORY = 'c0000000-0000-4000-8000-0000000000b1';
const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

interface Actor {
  name: string;
  email: string;
  isProvider: boolean;
  userId: string;
  client: SupabaseClient;
  visible: number;
}

const filters = (overrides: Partial<ProjectFilters>): ProjectFilters => ({ ...DEFAULT_PROJECT_FILTERS, ...overrides });
const FILTER_CHANGES: { name: string; filters: ProjectFilters; page?: number; providerOnly?: boolean }[] = [
  { name: 'status open', filters: filters({ status: ['open'] }) },
  { name: 'category VVS', filters: filters({ categories: [CATEGORY_VVS] }) },
  { name: "search 'stambyte'", filters: filters({ q: 'stambyte' }) },
  { name: 'deadline up to 30 days', filters: filters({ deadlineLte: deadlineShortcutDate(DEADLINE_SHORTCUTS[2]!) }) },
  { name: 'sort title desc', filters: filters({ sort: 'title', order: 'desc' }) },
  { name: 'sort category asc', filters: filters({ sort: 'category' }) },
  { name: 'sort status asc', filters: filters({ sort: 'status' }) },
  { name: 'sort quoted amount asc', filters: filters({ sort: 'quoted_amount' }) },
  { name: 'applied only', filters: filters({ applied: ['applied'] }), providerOnly: true },
  { name: 'next page', filters: filters({}), page: 1 },
];

const round = (n: number) => Math.round(n * 100) / 100;
function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return {
    samples: sorted.length,
    p50Ms: round(at(50)),
    p95Ms: round(at(95)),
    maxMs: round(sorted[sorted.length - 1]),
  };
}

const claimsOf = (actor: Actor) => ({
  role: 'authenticated',
  sub: actor.userId,
  email: actor.email,
  aud: 'authenticated',
  aal: 'aal1' as const,
});
const argsSql = (args: ListProjectsArgs) =>
  Object.keys(args)
    .map((key, i) => `${key} => $${i + 1}`)
    .join(', ');

// Wall time, and the CPU time this process spent meanwhile (client, server and PGlite all run in
// it): on a busy machine the wall time waits for other processes, the CPU time does not.
interface Timing {
  ms: number;
  cpuMs: number;
}
async function timed(run: () => Promise<unknown>): Promise<Timing> {
  const cpu = process.cpuUsage();
  const t = performance.now();
  await run();
  const ms = performance.now() - t;
  const used = process.cpuUsage(cpu);
  return { ms, cpuMs: (used.user + used.system) / 1000 };
}

function viaApi(actor: Actor, args: ListProjectsArgs): Promise<Timing> {
  return timed(async () => {
    const { data, error } = await actor.client.rpc('list_projects', args);
    if (error) throw new Error(`${actor.name} list_projects: ${error.message}`);
    if (!Array.isArray(data)) throw new Error('list_projects returned no rows array');
  });
}

function viaDatabase(server: LocalSupabase, actor: Actor, args: ListProjectsArgs): Promise<Timing> {
  return timed(() =>
    server.db.asRole(claimsOf(actor), (tx) =>
      tx.query(`select * from public.list_projects(${argsSql(args)})`, Object.values(args)),
    ),
  );
}

async function explain(server: LocalSupabase, actor: Actor, args: ListProjectsArgs) {
  return server.db.asRole(claimsOf(actor), async (tx) => {
    const built = await tx.query<{ sql: string[] | null }>(
      `select private.project_list_sql(${Object.values(args)
        .map((_, i) => `$${i + 1}`)
        .join(', ')}) as sql`,
      Object.values(args),
    );
    const statements = built.rows[0].sql ?? [];
    await tx.query('set local max_parallel_workers_per_gather = 0');
    const total = Number((await tx.query<{ count: string }>(statements[0]!)).rows[0]!.count);
    const chosen = (
      await tx.query<{ k: number }>('select private.project_list_strategy($1, $2) as k', [
        total,
        args.p_limit + args.p_offset,
      ])
    ).rows[0]!.k;
    const plan = async (sql: string, params: unknown[]) => {
      const lines = (
        await tx.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off, buffers off) ${sql}`, params)
      ).rows.map((r) => r['QUERY PLAN']);
      const executed = lines.filter((line) => !/never executed/.test(line)).join('\n');
      const indexes = [
        ...new Set(
          [
            ...executed.matchAll(/(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g),
          ].map((m) => m[1]),
        ),
      ];
      const executionMs = Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? NaN);
      return {
        indexes,
        executionMs,
        plan: lines.map((l) => l.replace(/'\{[0-9a-f-]{36}(,[0-9a-f-]{36})*\}'/g, "'{…categories}'")),
      };
    };
    // the helpers (text search, a narrow provider's categories) run as their owner; their plans
    // are those of their own bodies, with the argument the list passed
    const helperCalls = [
      ...statements[0]!.matchAll(/private\.(projects_matching_text|projects_in_categories)\('((?:[^']|'')*)'/g),
    ].map((m) => ({ name: m[1]!, arg: m[2]!.replaceAll("''", "'") }));
    const bodies = new Map<string, { src: string; param: string }>();
    for (const { name } of helperCalls) {
      const r = await tx.query<{ src: string; param: string }>(
        `select prosrc as src, proargnames[1] as param from pg_catalog.pg_proc where proname = $1`,
        [name],
      );
      bodies.set(name, r.rows[0]!);
    }
    return {
      total,
      pageStrategy: chosen === 2 ? 'index order' : 'filter first',
      count: await plan(statements[0]!, []),
      page: await plan(statements[chosen - 1]!, [total]),
      // (as the owner, last: it ends this transaction's API role)
      helpers: await tx.query('reset role').then(async () => {
        const plans: Record<string, Awaited<ReturnType<typeof plan>>> = {};
        for (const { name, arg } of helperCalls) {
          const { src, param } = bodies.get(name)!;
          plans[name] = await plan(src.replaceAll(param, '$1'), [arg]);
        }
        return plans;
      }),
    };
  });
}

async function signIn(server: LocalSupabase, email: string): Promise<{ client: SupabaseClient; userId: string }> {
  const client = createClient(server.url, server.keys.anon, clientOptions);
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error || !data.user) throw new Error(`sign in ${email}: ${error?.message}`);
  return { client, userId: data.user.id };
}

// A provider in a category of its own with 20 projects: the "sees 20" side of the comparison.
async function addNarrowProvider(server: LocalSupabase): Promise<void> {
  const service = createClient(server.url, server.keys.serviceRole, clientOptions);
  const { data, error } = await service.auth.admin.createUser({
    email: 'bench-narrow@seed.brf-marknaden.se',
    password: PASSWORD,
    email_confirm: true,
  });
  if (error || !data.user) throw new Error(`narrow provider: ${error?.message}`);
  await server.db.transaction(async (tx) => {
    await tx.query(
      `insert into public.service_categories (id, name, icon_name, sort_order)
       values ($1, 'Bänkprov smal kategori', 'flask-conical', 50)`,
      [NARROW_CATEGORY],
    );
    await tx.query(
      `insert into public.service_provider_profiles (user_id, organization_number, organization_name, city,
         street_address, street_number, zip, service_categories)
       values ($1, '556699-0001', 'Bänkprov Smal AB', 'Stockholm', 'Smala gatan', '1', '117 43', $2)`,
      [data.user.id, `{${NARROW_CATEGORY}}`],
    );
    await tx.query(
      `with p as (
         insert into public.projects (brf_id, title, description, submission_deadline, created_at)
         select b.id, format('Smalt projekt %s', i), 'Ett projekt i en kategori som bara en leverantör har.',
           now() + make_interval(days => 10 + i), now() - interval '1 day'
         from generate_series(1, 20) i,
           (select id from public.brf_profiles where organization_name = 'BRF Bänkprov 01') b
         returning id)
       insert into public.project_service_categories (project_id, service_category_id) select id, $1 from p`,
      [NARROW_CATEGORY],
    );
    await tx.query('analyze public.projects');
  });
}

async function main() {
  const { server, stop } = await startProjectServer();
  try {
    const service = createClient(server.url, server.keys.serviceRole, clientOptions);
    const t0 = performance.now();
    const { data: seeded, error } = await service.rpc('local_seed_large', { p_projects: PROJECTS, p_quotes: QUOTES });
    if (error) throw new Error(`local_seed_large: ${error.message}`);
    const seedSeconds = round((performance.now() - t0) / 1000);
    await addNarrowProvider(server);

    const actors: Actor[] = [];
    for (const [name, email, isProvider] of [
      ['BRF (bench-brf-01)', 'bench-brf-01@seed.brf-marknaden.se', false],
      ['provider seeing most (bench-provider-01)', 'bench-provider-01@seed.brf-marknaden.se', true],
      ['provider seeing 20 (bench-narrow)', 'bench-narrow@seed.brf-marknaden.se', true],
    ] as const) {
      const { client, userId } = await signIn(server, email);
      const actor: Actor = { name, email, isProvider, userId, client, visible: 0 };
      const { data } = await client.rpc(
        'list_projects',
        listProjectsArgs(DEFAULT_PROJECT_FILTERS, { isProvider, pageSize: 1 }),
      );
      actor.visible = Number((data as { total_count: number }[])[0]?.total_count ?? 0);
      actors.push(actor);
    }

    const results = [];
    for (const actor of actors) {
      const first = listProjectsArgs(DEFAULT_PROJECT_FILTERS, { isProvider: actor.isProvider });
      const changes = FILTER_CHANGES.filter((c) => !c.providerOnly || actor.isProvider).map((c) => ({
        name: c.name,
        args: listProjectsArgs(c.filters, { isProvider: actor.isProvider, page: c.page }),
      }));
      for (let i = 0; i < 10; i++) await viaApi(actor, first); // warm-up

      const measure = async (run: (args: ListProjectsArgs) => Promise<Timing>) => {
        const firstPage: Timing[] = [];
        const filterChange: Timing[] = [];
        const perChange = new Map<string, Timing[]>();
        for (let i = 0; i < SAMPLES; i++) {
          firstPage.push(await run(first));
          const change = changes[i % changes.length]!;
          const t = await run(change.args);
          filterChange.push(t);
          perChange.set(change.name, [...(perChange.get(change.name) ?? []), t]);
        }
        const both = (samples: Timing[]) => ({
          ...stats(samples.map((x) => x.ms)),
          cpu: stats(samples.map((x) => x.cpuMs)),
        });
        return {
          firstPage: both(firstPage),
          filterChange: both(filterChange),
          perFilterChange: Object.fromEntries([...perChange].map(([name, samples]) => [name, both(samples)])),
        };
      };
      const api = await measure((args) => viaApi(actor, args));
      const db = await measure((args) => viaDatabase(server, actor, args));

      const plans: Record<string, unknown> = { 'first page': await explain(server, actor, first) };
      for (const change of changes) plans[change.name] = await explain(server, actor, change.args);
      results.push({ actor: actor.name, visibleProjects: actor.visible, api, db, explain: plans });
      console.log(
        `${actor.name}: sees ${actor.visible}; first page api p95 ${api.firstPage.p95Ms} ms, ` +
          `db p95 ${db.firstPage.p95Ms} ms; filter change api p95 ${api.filterChange.p95Ms} ms`,
      );
    }

    const result = {
      benchmark: 'project-list',
      date: new Date().toISOString(),
      database: server.db.kind,
      node: process.version,
      data: { ...(seeded as object), seedSeconds, pageSize: listProjectsArgs(DEFAULT_PROJECT_FILTERS).p_limit },
      budget: { firstPageP95Ms: BUDGET_P95_MS },
      withinBudget: {
        api: results.every((r) => r.api.firstPage.p95Ms <= BUDGET_P95_MS),
        db: results.every((r) => r.db.firstPage.p95Ms <= BUDGET_P95_MS),
      },
      results,
    };
    const dir = new URL('../../bench-results/', import.meta.url);
    mkdirSync(dir, { recursive: true });
    const file = `project-list-${server.db.kind}.json`;
    writeFileSync(new URL(file, dir), `${JSON.stringify(result, null, 2)}\n`);

    console.log(
      `\n${PROJECTS} projects, ${QUOTES} quotes on ${server.db.kind}; ${SAMPLES} samples each; ms (p50 / p95)\n`,
    );
    console.log(
      '| who (sees) | first page, api | first page, db | first page, db CPU ' +
        '| filter change, api | filter change, db | filter change, db CPU |',
    );
    console.log('|---|---|---|---|---|---|---|');
    for (const r of results) {
      const cell = (s: { p50Ms: number; p95Ms: number }) => `${s.p50Ms} / ${s.p95Ms}`;
      console.log(
        `| ${r.actor} (${r.visibleProjects}) ` +
          `| ${cell(r.api.firstPage)} | ${cell(r.db.firstPage)} | ${cell(r.db.firstPage.cpu)} | ` +
          `${cell(r.api.filterChange)} | ${cell(r.db.filterChange)} | ${cell(r.db.filterChange.cpu)} |`,
      );
    }
    type Plans = {
      count: { indexes: string[] };
      page: { indexes: string[] };
      helpers: Record<string, { indexes: string[] }>;
    };
    const indexes = new Set(
      results.flatMap((r) =>
        Object.values(r.explain as Record<string, Plans>).flatMap((e) => [
          ...e.count.indexes,
          ...e.page.indexes,
          ...Object.values(e.helpers).flatMap((h) => h.indexes),
        ]),
      ),
    );
    console.log(`\nindexes used: ${[...indexes].sort().join(', ')}`);
    console.log(
      `written: bench-results/${file} ` +
        `(first page p95 within ${BUDGET_P95_MS} ms: api ${result.withinBudget.api}, db ${result.withinBudget.db})`,
    );
  } finally {
    await stop();
  }
}

await main();
