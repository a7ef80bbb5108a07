// The periodic jobs are scheduled in two places: by pg_cron where it exists (hosted Supabase, the
// migration) and by local-supabase's scheduler otherwise. Both must run the same functions.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEDULED_JOBS } from '../../packages/local-supabase/src/scheduler.ts';
import { projectRoot } from './helpers/database.ts';

describe('scheduled jobs', () => {
  it('pg_cron and the local scheduler run the same functions', () => {
    const migration = readFileSync(join(projectRoot, 'supabase/migrations/20261127102000_scheduled_jobs.sql'), 'utf8');
    const scheduled = [...migration.matchAll(/'select (public\.[a-z_]+\(\))'/g)].map((m) => m[1]);
    expect([...scheduled].sort()).toEqual([...SCHEDULED_JOBS].sort());
  });
});
