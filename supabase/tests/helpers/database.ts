// A fresh database with the Supabase bootstrap, our migrations and seed, without HTTP: for the
// SQL-level suites that switch roles the way PostgREST does. In-memory PGlite (from the
// bootstrapped template) by default; with
// DATABASE_URL, a scratch database on that PostgreSQL server (dropped again on close).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from '../../../packages/local-supabase/src/db/pglite.ts';
import { openPostgres } from '../../../packages/local-supabase/src/db/postgres.ts';
import { prepareDatabase } from '../../../packages/local-supabase/src/bootstrap/index.ts';
import { pgliteTemplate } from '../../../packages/local-supabase/src/bootstrap/template.ts';
import { mentionedExtensions } from '../../../packages/local-supabase/src/bootstrap/extensions.ts';
import { createScratchDatabase } from '../../../packages/local-supabase/tests/helpers/server.ts';
import type { Database } from '../../../packages/local-supabase/src/types.ts';

export const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

const migrationsDir = join(projectRoot, 'supabase', 'migrations');
const projectSql = () => [
  ...readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => readFileSync(join(migrationsDir, f), 'utf8')),
  readFileSync(join(projectRoot, 'supabase', 'seed.sql'), 'utf8'),
];

export async function openTestDatabase(): Promise<Database> {
  let db: Database;
  let drop = async () => {};
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL);
    db = await openPostgres(scratch.url);
    drop = scratch.drop;
  } else {
    // from local-supabase's bootstrapped template (cached in the OS temp dir), not a fresh initdb
    db = await openPglite(null, mentionedExtensions(projectSql()), { loadDataDir: await pgliteTemplate() });
  }
  await prepareDatabase(db, projectRoot, (level, msg, extra) => {
    if (level === 'error' || level === 'warn') console.error(msg, extra ?? '');
  });
  const close = db.close.bind(db);
  return Object.assign(db, {
    close: async () => {
      await close();
      await drop();
    },
  });
}

/** start() options for an in-memory server, or one on a scratch PostgreSQL database. */
export async function serverDatabase(): Promise<{ databaseUrl: string | null; drop(): Promise<void> }> {
  if (!process.env.DATABASE_URL) return { databaseUrl: null, drop: async () => {} };
  const scratch = await createScratchDatabase(process.env.DATABASE_URL);
  return { databaseUrl: scratch.url, drop: scratch.drop };
}
