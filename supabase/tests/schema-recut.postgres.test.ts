// The migrations were re-cut into files by concern (tables, helpers, projects, quotes, ...), each
// object defined once in its final form. This proves the re-cut makes the same database as the
// chain it replaced: both dumped by PostgreSQL 15's pg_dump, normalised, line for line. Later
// migrations are additive and not part of the comparison. Runs in the PostgreSQL pass only
// (npm run test:postgres), where pg_dump exists.
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './helpers/database.ts';
import { dumpSchema } from './helpers/schema-dump.ts';

const LAST_RECUT_VERSION = '20261126101500';

function recutMigrations(): string {
  const source = join(projectRoot, 'supabase', 'migrations');
  const dir = mkdtempSync(join(tmpdir(), 'recut-'));
  for (const file of readdirSync(source)) {
    if (file.endsWith('.sql') && file.split('_')[0] <= LAST_RECUT_VERSION)
      symlinkSync(join(source, file), join(dir, file));
  }
  return dir;
}

describe('the migrations re-cut by concern', () => {
  it('make the same schema as the chain they replaced', async () => {
    const before = readFileSync(new URL('./fixtures/schema-before-recut.pgdump', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('--'))
      .join('\n');
    const dir = recutMigrations();
    try {
      const after = await dumpSchema(process.env.DATABASE_URL!, dir);
      expect(after.split('\n').length).toBeGreaterThan(1000);
      expect(after).toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
