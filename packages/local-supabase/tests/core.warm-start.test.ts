// A warm start on an existing PGlite data directory: the template is not read, the schema cache
// comes from the catalog saved at the current DDL generation, and DDL made while the server was
// down (by anything opening the directory) makes it read the catalog again.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { start } from '../src/index.ts';
import { openPglite } from '../src/db/pglite.ts';
import { getSchemaCache } from '../src/rest/schema/schema-cache.ts';
import { relationKey } from '../src/rest/schema/model.ts';
import { makeProjectRoot } from './helpers/server.ts';

const SCHEMA = `
create table public.notes (id int primary key, body text not null);
alter table public.notes enable row level security;
create policy "anyone reads notes" on public.notes for select to anon using (true);
grant select on public.notes to anon;
insert into public.notes values (1, 'first');`;

const dataDir = mkdtempSync(join(tmpdir(), 'ls-warm-'));
const projectRoot = makeProjectRoot([SCHEMA]);
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(projectRoot, { recursive: true, force: true });
});

const options = {
  port: 0,
  outboxPort: 0,
  dataDir,
  databaseUrl: null,
  projectRoot,
  quiet: true,
  schedulerIntervalMs: 0,
};

async function readNotes(select: string) {
  const server = await start(options);
  try {
    // the cache as loaded at start, before a request could reload it after a miss
    const cache = await getSchemaCache(server.ctx);
    const columns = [...cache.relations.get(relationKey('public', 'notes'))!.columnMap.keys()];
    const res = await fetch(`${server.url}/rest/v1/notes?select=${select}`, { headers: { apikey: server.keys.anon } });
    return { status: res.status, body: await res.json(), columns };
  } finally {
    await server.stop();
  }
}

describe('warm start', () => {
  it('serves from a saved schema cache and reads the catalog again after DDL made while it was down', async () => {
    const cold = await readNotes('id,body');
    expect(cold).toEqual({ status: 200, body: [{ id: 1, body: 'first' }], columns: ['id', 'body'] });
    expect(existsSync(join(dataDir, 'local-supabase-schema-cache.json'))).toBe(true);

    const warm = await readNotes('id,body');
    expect(warm).toEqual(cold);

    const pg = await PGlite.create({ dataDir });
    await pg.exec(`alter table public.notes add column tag text; update public.notes set tag = 'a';`);
    await pg.close();

    // the cache built at start already has the column: the saved one was not used
    const changed = await readNotes('id,tag');
    expect(changed).toEqual({ status: 200, body: [{ id: 1, tag: 'a' }], columns: ['id', 'body', 'tag'] });
  });

  it('opens an existing directory without asking for the template archive', async () => {
    const db = await openPglite(dataDir, [], {
      loadDataDir: () => Promise.reject(new Error('the template was read for an existing data directory')),
    });
    try {
      expect((await db.query<{ body: string }>('select body from public.notes')).rows).toEqual([{ body: 'first' }]);
    } finally {
      await db.close();
    }
  });
});
