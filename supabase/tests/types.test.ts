// The checked-in Database types (packages/supabase/src/database.types.ts) are current: they are
// exactly what `npm run gen:types` (local-supabase's live-schema generator) writes for the schema
// the migrations and seed build.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTypes } from '../../packages/local-supabase/src/gen-types.ts';
import type { Database } from '../../packages/local-supabase/src/types.ts';
import { openTestDatabase } from './helpers/database.ts';

const TYPES = readFileSync(new URL('../../packages/supabase/src/database.types.ts', import.meta.url), 'utf8');
let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => db?.close());

describe('database.types.ts', () => {
  it('is what npm run gen:types writes for the current migrations', async () => {
    expect(await generateTypes(db)).toBe(TYPES);
  });

  it('has every RPC', async () => {
    for (const name of ['award_project', 'create_project', 'send_deadline_notifications']) {
      expect(TYPES).toMatch(new RegExp(`\\n\\s+${name}: \\{\\s+Args:`));
    }
  });
});
