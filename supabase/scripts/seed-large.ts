// npm run seed:large [-- --projects 10000 --quotes 30000]: adds benchmark-sized data (bench BRFs and
// providers, projects, quotes, awards) with one SQL call, public.local_seed_large(), which builds
// everything with generate_series inside the database.
//   - against the running local backend (`npm start`): SUPABASE_URL (default http://127.0.0.1:54321),
//     through supabase-js with the service-role key (SUPABASE_SERVICE_ROLE_KEY, the CLI's demo key
//     by default);
//   - or straight into a database: DATABASE_URL (a local-supabase database on PostgreSQL).
// Each run adds another batch. The bench users sign in with the demo password (supabase/README.md).
import { parseArgs } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import { DEMO_SERVICE_ROLE_KEY } from '../../packages/local-supabase/src/keys.ts';
import { openPostgres } from '../../packages/local-supabase/src/db/postgres.ts';

export interface LargeSeedResult {
  projects: number;
  quotes: number;
  seconds: number;
}

export const LARGE_SEED = { projects: 10_000, quotes: 30_000 } as const;

async function viaApi(url: string, serviceRoleKey: string, projects: number, quotes: number): Promise<LargeSeedResult> {
  const db = createClient(url, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data, error } = await db.rpc('local_seed_large', { p_projects: projects, p_quotes: quotes });
  if (error) {
    const hint = /fetch failed/.test(error.message)
      ? ' (is the backend running? npm start)'
      : error.code === 'PGRST202'
        ? ' (restart the backend so the migrations apply)'
        : '';
    throw new Error(`local_seed_large at ${url}: ${error.message}${hint}`);
  }
  return data as LargeSeedResult;
}

async function viaDatabase(databaseUrl: string, projects: number, quotes: number): Promise<LargeSeedResult> {
  const db = await openPostgres(databaseUrl);
  try {
    const r = await db.query<{ result: LargeSeedResult }>('select public.local_seed_large($1, $2) as result', [
      projects,
      quotes,
    ]);
    return r.rows[0].result;
  } finally {
    await db.close();
  }
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { projects: { type: 'string' }, quotes: { type: 'string' } } });
  const projects = Number(values.projects ?? LARGE_SEED.projects);
  const quotes = Number(values.quotes ?? LARGE_SEED.quotes);
  const url = process.env.SUPABASE_URL ?? 'http://127.0.0.1:54321';
  try {
    const result = process.env.DATABASE_URL
      ? await viaDatabase(process.env.DATABASE_URL, projects, quotes)
      : await viaApi(url, process.env.SUPABASE_SERVICE_ROLE_KEY ?? DEMO_SERVICE_ROLE_KEY, projects, quotes);
    console.log(
      `seed:large added ${result.projects} projects and ${result.quotes} quotes in ${result.seconds} s ` +
        '(bench users bench-brf-01..40 and bench-provider-01..60 @seed.brf-marknaden.se; ' +
        'provider 01 sees most projects)',
    );
  } catch (error) {
    console.error(`seed:large: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
