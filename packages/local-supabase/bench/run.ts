// npm run bench -w @brf/local-supabase: writes bench-results/local-supabase-*.json.
// Measures an embedded 3-table select through supabase-js against the same query as direct SQL
// on the same PGlite, realtime delivery latency, and cold/warm start times.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient } from '@supabase/supabase-js';
import { start, type LocalSupabase } from '../src/index.ts';
import { makeProjectRoot } from '../tests/helpers/server.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = 4;
const PAGE = 50;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { count: sorted.length, p50Ms: round(at(50)), p95Ms: round(at(95)), meanMs: round(sorted.reduce((a, b) => a + b, 0) / sorted.length) };
}
const round = (n: number) => Math.round(n * 100) / 100;

async function timed(total: number, run: (i: number) => Promise<void>) {
  const samples: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        const i = next++;
        const s = performance.now();
        await run(i);
        samples.push(performance.now() - s);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  return { requestsPerSecond: round(total / seconds), ...stats(samples) };
}

// The query PostgREST would run for books?select=id,title,authors(name,publishers(name))&id=gte.X&order=id&limit=50
const DIRECT_SQL = `
  select coalesce(json_agg(t), '[]') as body from (
    select b.id, b.title,
      (select json_build_object('name', a.name,
         'publishers', (select json_build_object('name', p.name) from public.publishers p where p.id = a.publisher_id))
       from public.authors a where a.id = b.author_id) as authors
    from public.books b where b.id >= $1 order by b.id limit ${PAGE}
  ) t`;

async function embeddedSelect(server: LocalSupabase) {
  const client = createClient(server.url, server.keys.anon, { auth: { persistSession: false, autoRefreshToken: false } });
  const probe = await client.from('books').select('id, title, authors(name, publishers(name))').order('id').limit(1);
  if (probe.error) return { skipped: `REST surface not available: ${probe.error.message}` };
  const start = (i: number) => 1 + ((i * 7919) % (10_000 - PAGE));
  const rest = await timed(REQUESTS, async (i) => {
    const { data, error } = await client.from('books').select('id, title, authors(name, publishers(name))').gte('id', start(i)).order('id').limit(PAGE);
    if (error || data?.length !== PAGE) throw new Error(`bad response: ${error?.message ?? data?.length}`);
  });
  const direct = await timed(REQUESTS, async (i) => {
    const r = await server.db.query<{ body: unknown[] }>(DIRECT_SQL, [start(i)]);
    if ((r.rows[0].body as unknown[]).length !== PAGE) throw new Error('bad direct result');
  });
  return {
    query: `books?select=id,title,authors(name,publishers(name))&id=gte.X&order=id&limit=${PAGE}`,
    rows: { books: 10_000, authors: 500, publishers: 20 },
    concurrency: CONCURRENCY,
    supabaseJs: rest,
    directSql: direct,
    ratioRestToDirect: round(rest.requestsPerSecond / direct.requestsPerSecond),
  };
}

async function realtimeLatency(server: LocalSupabase) {
  const mod = (await import('../src/realtime/index.ts')) as Record<string, unknown>;
  const measure = mod.measureDeliveryLatency as
    | ((s: { url: string; keys: LocalSupabase['keys']; db: LocalSupabase['db'] }, o?: { samples?: number }) => Promise<{ samples: number[]; p50: number; p95: number }>)
    | undefined;
  if (!measure) return { skipped: 'realtime surface not available' };
  try {
    const r = await measure(server, { samples: 100 });
    return { samples: r.samples.length, p50Ms: round(r.p50), p95Ms: round(r.p95) };
  } catch (err) {
    return { skipped: `realtime measurement failed: ${(err as Error).message}` };
  }
}

async function main() {
  const projectRoot = makeProjectRoot([readFileSync(new URL('./schema.sql', import.meta.url), 'utf8')]);
  const dataDir = mkdtempSync(join(tmpdir(), 'ls-bench-'));
  const base = { port: 0, outboxPort: 0, projectRoot, dataDir, quiet: true, schedulerIntervalMs: 0 };
  try {
    let t = performance.now();
    let server = await start(base);
    const coldStartMs = round(performance.now() - t);
    await server.stop();
    t = performance.now();
    server = await start(base);
    const warmStartMs = round(performance.now() - t);
    try {
      const result = {
        at: new Date().toISOString(),
        node: process.version,
        database: server.db.kind,
        startup: { coldStartMs, warmStartMs, note: 'cold: new data dir (bootstrap template + migrations with 10k rows); warm: restart on it' },
        embeddedSelect: await embeddedSelect(server),
        realtimeDelivery: await realtimeLatency(server),
      };
      const dir = new URL('../bench-results/', import.meta.url);
      mkdirSync(dir, { recursive: true });
      const file = new URL(`local-supabase-${result.at.replace(/[:.]/g, '-')}.json`, dir);
      writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
      writeFileSync(new URL('local-supabase-latest.json', dir), `${JSON.stringify(result, null, 2)}\n`);
      console.log(JSON.stringify(result, null, 2));
      console.log(`Wrote ${file.pathname}`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(projectRoot, { recursive: true, force: true });
  }
}

await main();
