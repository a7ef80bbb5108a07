// supabase/schemas/ is the database's current state, one file per concern; supabase/migrations/ is
// the history that produces it (decision 0030). Every change is an edit in schemas/ plus a migration
// that makes the same change, and this proves the two agree: the schema the migrations make and the
// one the schema files make (applied in name order) are dumped by PostgreSQL 15's pg_dump,
// normalised, and compared line for line. Runs in the PostgreSQL pass only (npm run test:postgres,
// or this file alone: npm run test:postgres -w supabase -- schemas), where pg_dump exists.
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpSchema, migrationsDir, schemasDir } from './helpers/schema-dump.ts';

const url = process.env.DATABASE_URL!;

/** The lines only one side has, with a few lines of context, for a readable failure. */
function difference(expected: string, actual: string): string {
  const a = new Set(expected.split('\n'));
  const b = new Set(actual.split('\n'));
  return [
    ...expected
      .split('\n')
      .filter((line) => !b.has(line))
      .map((line) => `- ${line}`),
    ...actual
      .split('\n')
      .filter((line) => !a.has(line))
      .map((line) => `+ ${line}`),
  ]
    .slice(0, 60)
    .join('\n');
}

/** A copy of supabase/schemas/ with one file's text changed. */
function schemasWith(file: string, change: (sql: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), 'schemas-'));
  for (const name of readdirSync(schemasDir)) copyFileSync(join(schemasDir, name), join(dir, name));
  const sql = readFileSync(join(schemasDir, file), 'utf8');
  const changed = change(sql);
  if (changed === sql) throw new Error(`the change left ${file} as it was`);
  writeFileSync(join(dir, file), changed);
  return dir;
}

describe('the schema files and the migrations', () => {
  let fromMigrations: string;

  beforeAll(async () => {
    fromMigrations = await dumpSchema(url, migrationsDir);
  });

  it('make the same database', async () => {
    const fromSchemas = await dumpSchema(url, schemasDir);
    expect(fromMigrations.split('\n').length).toBeGreaterThan(1000);
    expect(difference(fromMigrations, fromSchemas), 'schemas/ (+) and migrations/ (-) disagree').toBe('');
    expect(fromSchemas).toBe(fromMigrations);
  });

  describe('disagree when a schema file changes without a migration', () => {
    const dirs: string[] = [];
    afterAll(() => {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    });

    it.each([
      ['a limit in a CHECK', '01_tables.sql', (sql: string) => sql.replace('between 3 and 200', 'between 3 and 250')],
      [
        'a policy',
        '14_notifications.sql',
        (sql: string) =>
          sql.replace(
            'create policy "Users delete their notifications"',
            'create policy "Users remove their notifications"',
          ),
      ],
      [
        'a function body',
        '02_helpers.sql',
        (sql: string) =>
          sql.replace(
            "when 'star' then private.project_role(p_project_id) in ('chair', 'member', 'deputy')",
            "when 'star' then private.project_role(p_project_id) in ('chair', 'member')",
          ),
      ],
      [
        'a grant',
        '06_projects.sql',
        (sql: string) => sql.replace('grant select on table public.project_details to authenticated;\n', ''),
      ],
    ])('%s', async (_what, file, change) => {
      const dir = schemasWith(file, change);
      dirs.push(dir);
      const changed = await dumpSchema(url, dir);
      expect(changed).not.toBe(fromMigrations);
      expect(difference(fromMigrations, changed)).not.toBe('');
    });
  });
});
