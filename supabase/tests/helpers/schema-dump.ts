// The schema a folder of SQL files makes, as PostgreSQL 15's pg_dump prints it: applied in name
// order with the Supabase bootstrap and the seed to a scratch database on DATABASE_URL (as
// migrations; supabase/schemas/ works too, its NN_ prefixes read as versions), dumped schema-only
// and stripped of what differs between two identical schemas (comments, settings, pg_dump's
// per-run key, the order of grants on one object, which follows the order they were given in).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPostgres } from '../../../packages/local-supabase/src/db/postgres.ts';
import { prepareDatabase } from '../../../packages/local-supabase/src/bootstrap/index.ts';
import { createScratchDatabase } from '../../../packages/local-supabase/tests/helpers/server.ts';
import { projectRoot } from './database.ts';

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export function normaliseDump(dump: string): string {
  const lines = dump
    .split('\n')
    .filter(
      (line) =>
        line.trim() !== '' &&
        !line.startsWith('--') &&
        !/^(SET |SELECT pg_catalog\.set_config|\\(un)?restrict )/.test(line),
    );
  const out: string[] = [];
  let grants: string[] = [];
  for (const line of [...lines, '']) {
    if (/^(GRANT|REVOKE) /.test(line)) {
      grants.push(line);
      continue;
    }
    out.push(...grants.sort());
    grants = [];
    if (line) out.push(line);
  }
  return out.join('\n');
}

export const schemasDir = join(projectRoot, 'supabase', 'schemas');
export const migrationsDir = join(projectRoot, 'supabase', 'migrations');

export async function dumpSchema(baseUrl: string, dir: string): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'schema-dump-'));
  mkdirSync(join(root, 'supabase'));
  symlinkSync(dir, join(root, 'supabase', 'migrations'));
  symlinkSync(join(projectRoot, 'supabase', 'seed.sql'), join(root, 'supabase', 'seed.sql'));
  const scratch = await createScratchDatabase(baseUrl);
  try {
    const db = await openPostgres(scratch.url);
    try {
      await prepareDatabase(db, root, (level, msg, extra) => {
        if (level === 'error') console.error(msg, extra ?? '');
      });
    } finally {
      await db.close();
    }
    // _local is local-supabase's own (its mail outbox, metadata): no migration makes it
    const dump = execFileSync(
      join(PG_BIN, 'pg_dump'),
      ['--schema-only', '--no-owner', '--exclude-schema=_local', '--dbname', scratch.url],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    return normaliseDump(dump);
  } finally {
    await scratch.drop();
    rmSync(root, { recursive: true, force: true });
  }
}
