// Objects live under <dataDir>/storage/<bucket>/<path> and survive a restart on the same data dir.
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from './helpers/server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'ls-storage-data-'));
let t: TestServer | null = null;

afterAll(async () => {
  await t?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('storage on disk', () => {
  it('keeps bytes and metadata across a restart', async () => {
    t = await startTestServer({ start: { dataDir } });
    const s = t.serviceClient().storage;
    expect((await s.createBucket('docs')).error).toBeNull();
    expect((await s.from('docs').upload('a/b/c.txt', 'kept', { contentType: 'text/plain' })).error).toBeNull();
    expect(readFileSync(join(dataDir, 'storage', 'docs', 'a', 'b', 'c.txt'), 'utf8')).toBe('kept');
    await t.stop();
    t = null;

    t = await startTestServer({ start: { dataDir } });
    const again = t.serviceClient().storage.from('docs');
    const { data, error } = await again.download('a/b/c.txt');
    expect(error).toBeNull();
    expect(await data!.text()).toBe('kept');
    expect((await again.remove(['a/b/c.txt'])).data!.map((o) => o.name)).toEqual(['a/b/c.txt']);
    expect(existsSync(join(dataDir, 'storage', 'docs', 'a'))).toBe(false);
  }, 120_000);
});
