// The periodic jobs are scheduled in two places: by pg_cron where it exists (hosted Supabase,
// supabase/schemas/24_scheduled_jobs.sql and the migrations that make it) and by local-supabase
// otherwise. Both must run the same functions.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEDULED_JOBS } from '../../packages/local-supabase/src/scheduler.ts';
import { projectRoot } from './helpers/database.ts';

// the current state (schemas.postgres.test.ts proves the migrations make the same)
const schemasDir = join(projectRoot, 'supabase/schemas');
const migrations = readdirSync(schemasDir)
  .filter((name) => name.endsWith('.sql'))
  .map((name) => readFileSync(join(schemasDir, name), 'utf8'))
  .join('\n');

describe('scheduled jobs', () => {
  it('pg_cron and the local scheduler run the same SQL functions', () => {
    const scheduled = [...migrations.matchAll(/cron\.schedule\([^;]*?'select (public\.[a-z_]+\(\))'/g)].map(
      (m) => m[1],
    );
    expect([...new Set(scheduled)].sort()).toEqual([...SCHEDULED_JOBS].sort());
  });

  it('pg_cron calls Edge Functions that exist, each with the handler local-supabase serves', () => {
    const called = [...migrations.matchAll(/cron\.schedule\([^;]*?invoke_edge_function\('([a-z0-9-]+)'\)/g)].map(
      (m) => m[1]!,
    );
    expect(called.sort()).toEqual(['send-mail', 'sweep-files']);
    for (const name of called) {
      expect(existsSync(join(projectRoot, 'supabase/functions', name, 'index.ts')), name).toBe(true);
      expect(existsSync(join(projectRoot, 'supabase/functions', name, 'handler.ts')), name).toBe(true);
    }
  });
});
