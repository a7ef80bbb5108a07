// A fresh in-memory database with the Supabase bootstrap, our migrations and seed, straight on
// PGlite (no HTTP): for the SQL-level suites that switch roles the way PostgREST does.
import { fileURLToPath } from 'node:url';
import { openPglite } from '../../../packages/local-supabase/src/db/pglite.ts';
import { prepareDatabase } from '../../../packages/local-supabase/src/bootstrap/index.ts';
import type { Database } from '../../../packages/local-supabase/src/types.ts';

export const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

export async function openTestDatabase(): Promise<Database> {
  const db = await openPglite(null);
  await prepareDatabase(db, projectRoot, (level, msg, extra) => {
    if (level === 'error' || level === 'warn') console.error(msg, extra ?? '');
  });
  return db;
}
