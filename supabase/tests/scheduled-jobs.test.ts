// The periodic jobs are scheduled in two places: by pg_cron where it exists (hosted Supabase, the
// migrations) and by local-supabase otherwise. Both must run the same functions.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEDULED_JOBS } from '../../packages/local-supabase/src/scheduler.ts';
import { projectRoot } from './helpers/database.ts';

const migrationsDir = join(projectRoot, 'supabase/migrations');
const migrations = readdirSync(migrationsDir)
  .filter((name) => name.endsWith('.sql'))
  .map((name) => readFileSync(join(migrationsDir, name), 'utf8'))
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
