// The access matrix in SQL, straight on PGlite: each attempt runs as PostgREST would run it
// (role and JWT claims set for the transaction). The supabase-js suite repeats it over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../packages/local-supabase/src/types.ts';
import { openTestDatabase } from './helpers/database.ts';
import { buildWorld, insertAuthUsers, type World } from './helpers/world.ts';
import { formatMatrix, mismatches, runMatrix, type Cell } from './helpers/matrix.ts';
import { sqlExecutor } from './helpers/sql-executor.ts';
import { putObject, storageSpecs } from './helpers/storage-matrix.ts';

let db: Database;
let world: World;
let cells: Cell[];
let storageCells: Cell[];

beforeAll(async () => {
  db = await openTestDatabase();
  world = await buildWorld(db, await insertAuthUsers(db));
  cells = await runMatrix(db, world, sqlExecutor(db, world.users));
  console.log(formatMatrix('Access matrix (SQL, PGlite): ✓ allowed, · refused, ! unexpected', cells));
  const targets = {
    logo: await putObject(db, 'logos', `brf/logo_${world.users.brfOwner.id}_1.png`),
    // a file of a request no quote has frozen: one in a quoted request's record is never replaced
    projectFile: await putObject(db, 'project-files', `${world.openProject2}/ritning.pdf`),
    quoteFile: await putObject(db, 'quote-attachments', `${world.quoteOpen}/offert.pdf`),
  };
  const buckets = storageSpecs(targets);
  storageCells = [];
  for (const [i, bucket] of ['logos', 'project-files', 'quote-attachments'].entries()) {
    const part = await runMatrix(db, world, sqlExecutor(db, world.users), [buckets[i]]);
    storageCells.push(...part.map((c) => ({ ...c, table: `storage:${bucket}` })));
  }
  console.log(formatMatrix('Storage buckets (SQL, PGlite): ✓ allowed, · refused, ! unexpected', storageCells));
});

afterAll(async () => {
  await db?.close();
});

describe('access matrix (SQL)', () => {
  it('asserts every table x actor x operation cell', () => {
    expect(mismatches(cells)).toEqual([]);
    expect(cells.length).toBe(28 * 4 * 10);
  });

  it('asserts every bucket x actor x operation cell', () => {
    expect(mismatches(storageCells)).toEqual([]);
    expect(storageCells.length).toBe(3 * 4 * 10);
  });
});
