// Objects live under <dataDir>/storage/<bucket>/<path> and survive a restart on the same data dir.
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase, startTestServer, type TestServer } from './helpers/server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'ls-storage-data-'));
let t: TestServer | null = null;
let database: { url: string; drop(): Promise<void> } | null = null;

afterAll(async () => {
  await t?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('storage on disk', () => {
  it('keeps bytes and metadata across a restart', async () => {
    // On PostgreSQL both runs must share one database; on PGlite the data dir holds it.
    if (process.env.DATABASE_URL) database = await createScratchDatabase(process.env.DATABASE_URL);
    const start = { dataDir, ...(database ? { databaseUrl: database.url } : {}) };
    t = await startTestServer({ start });
    const s = t.serviceClient().storage;
    expect((await s.createBucket('docs')).error).toBeNull();
    expect((await s.from('docs').upload('a/b/c.txt', 'kept', { contentType: 'text/plain' })).error).toBeNull();
    expect(readFileSync(join(dataDir, 'storage', 'docs', 'a', 'b', 'c.txt'), 'utf8')).toBe('kept');
    await t.stop();
    t = null;

    t = await startTestServer({ start });
    const again = t.serviceClient().storage.from('docs');
    const { data, error } = await again.download('a/b/c.txt');
    expect(error).toBeNull();
    expect(await data!.text()).toBe('kept');
    expect((await again.remove(['a/b/c.txt'])).data!.map((o) => o.name)).toEqual(['a/b/c.txt']);
    expect(existsSync(join(dataDir, 'storage', 'docs', 'a'))).toBe(false);
  }, 120_000);
});
