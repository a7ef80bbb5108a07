// supabase/schemas/ holds the database's current state, each object once, in files named for
// their concern and applied in name order (decision 0030); supabase/migrations/ is the history.
// What schemas.postgres.test.ts cannot see without a database: the names, and that no object is
// declared twice (the same function in two files would apply, the second replacing the first).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyOf, statementsOf } from '../scripts/sql-objects.ts';
import { projectRoot } from './helpers/database.ts';

const schemasDir = join(projectRoot, 'supabase', 'schemas');
const migrationsDir = join(projectRoot, 'supabase', 'migrations');
const schemaFiles = readdirSync(schemasDir).sort();

describe('supabase/schemas', () => {
  it('are NN_concern.sql files, one number each', () => {
    for (const file of schemaFiles) expect(file).toMatch(/^\d{2}_[a-z][a-z_]*\.sql$/);
    const numbers = schemaFiles.map((file) => file.slice(0, 2));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('declare every table, view, index, function, policy and trigger once', async () => {
    const declared = new Map<string, string[]>();
    for (const file of schemaFiles) {
      for (const statement of await statementsOf(readFileSync(join(schemasDir, file), 'utf8'))) {
        for (const object of statement.objects) {
          if (object.action !== 'define' || object.type === 'extension' || object.type === 'schema') continue;
          const key = keyOf(object);
          declared.set(key, [...(declared.get(key) ?? []), file]);
        }
      }
    }
    const twice = [...declared].filter(([, files]) => files.length > 1).map(([key, files]) => `${key}: ${files}`);
    expect(twice).toEqual([]);
    expect(declared.size).toBeGreaterThan(500);
  });

  it('drop nothing: a schema file states what exists', async () => {
    for (const file of schemaFiles) {
      const drops = (await statementsOf(readFileSync(join(schemasDir, file), 'utf8'))).filter(
        (statement) => statement.kind === 'DropStmt',
      );
      expect(drops.map((statement) => `${file}: ${statement.body}`)).toEqual([]);
    }
  });
});

describe('supabase/migrations', () => {
  it('are <timestamp>_<what_it_does>.sql', () => {
    for (const file of readdirSync(migrationsDir)) expect(file).toMatch(/^\d{14}_[a-z0-9_]+\.sql$/);
  });
});
