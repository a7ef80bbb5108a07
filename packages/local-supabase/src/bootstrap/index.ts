// Prepares a database the way `supabase start` does: Supabase objects, then the project's
// migrations (recorded like the CLI records them), then the seed on a fresh database.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Database } from '../types.ts';
import { runMigrations, runSeed, type Logger } from './migrations.ts';

const SQL_FILES = ['roles.sql', 'schemas.sql', 'auth.sql', 'storage.sql', 'local.sql'];

function loadBootstrapSql(): { sql: string; version: string } {
  const sql = SQL_FILES.map((f) => readFileSync(new URL(f, import.meta.url), 'utf8')).join('\n');
  return { sql, version: createHash('sha256').update(sql).digest('hex').slice(0, 16) };
}

export function bootstrapVersion(): string {
  return loadBootstrapSql().version;
}

/** Creates the Supabase objects; returns whether the database was fresh (never bootstrapped). */
export async function bootstrapSupabase(db: Database): Promise<{ fresh: boolean }> {
  const { sql, version } = loadBootstrapSql();
  const marker = await db.query<{ exists: boolean }>(`select to_regclass('_local.meta') is not null as exists`);
  const fresh = !marker.rows[0]?.exists;
  if (!fresh) {
    const current = await db.query<{ value: string }>(`select value from _local.meta where key = 'bootstrap_version'`);
    if (current.rows[0]?.value === version) return { fresh };
  }
  // roles.sql tolerates other databases on the same server bootstrapping at the same moment
  await db.exec(sql);
  await db.query(
    `insert into _local.meta (key, value) values ('bootstrap_version', $1)
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [version],
  );
  return { fresh };
}

export interface PrepareResult {
  fresh: boolean;
  applied: string[];
  seeded: boolean;
}

export async function prepareDatabase(db: Database, projectRoot: string, log: Logger): Promise<PrepareResult> {
  const { fresh } = await bootstrapSupabase(db);
  const { applied } = await runMigrations(db, projectRoot, log);
  const seeded = await runSeed(db, projectRoot, log);
  return { fresh, applied, seeded };
}

export { runMigrations, runSeed, listMigrations, MigrationError } from './migrations.ts';
export { splitStatements } from './split.ts';
