// The checked-in Database types (packages/supabase/src/database.types.ts) are current: every
// table, view, column and function the migrations create is in them.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../packages/local-supabase/src/types.ts';
import { openTestDatabase } from './helpers/database.ts';

const TYPES = readFileSync(new URL('../../packages/supabase/src/database.types.ts', import.meta.url), 'utf8');
let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => db?.close());

/** The Row block of a relation in the generated file. */
function rowBlock(name: string): string {
  const start = TYPES.search(new RegExp(`\\n\\s+${name}: \\{\\n\\s+Row: \\{`));
  if (start < 0) return '';
  const body = TYPES.slice(start);
  const rowStart = body.indexOf('Row: {');
  return body.slice(rowStart, body.indexOf('}', rowStart));
}

describe('database.types.ts', () => {
  it('has every column of every table and view in public', async () => {
    const { rows } = await db.query<{ rel: string; col: string }>(
      `select c.relname as rel, a.attname as col from pg_attribute a join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'v') and a.attnum > 0 and not a.attisdropped`);
    const missing = rows.filter((r) => !new RegExp(`\\n\\s+${r.col}: `).test(rowBlock(r.rel))).map((r) => `${r.rel}.${r.col}`);
    expect(missing).toEqual([]);
    expect(rows.length).toBeGreaterThan(150);
  });

  it('has every RPC', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
       where n.nspname = 'public' and t.typname <> 'trigger' and p.proname <> 'local_seed_totp_factor'`);
    expect(rows.map((r) => r.name).sort()).toEqual(['award_project', 'create_project', 'send_deadline_notifications']);
    for (const { name } of rows) expect(TYPES).toMatch(new RegExp(`\\n\\s+${name}: \\{\\n\\s+Args:`));
  });
});
