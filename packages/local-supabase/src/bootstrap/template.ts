// A bootstrapped, empty database as a tarball in the OS temp dir, so in-memory starts (every
// test server) skip initdb and the bootstrap: seconds instead of tens of seconds on a busy box.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite, rawPglite } from '../db/pglite.ts';
import { bootstrapSupabase, bootstrapVersion } from './index.ts';

let cached: Promise<Blob> | null = null;

export function pgliteTemplate(): Promise<Blob> {
  cached ??= loadOrCreate().catch((err) => {
    cached = null;
    throw err;
  });
  return cached;
}

async function loadOrCreate(): Promise<Blob> {
  const pkg = JSON.parse(
    readFileSync(new URL('../package.json', import.meta.resolve('@electric-sql/pglite')), 'utf8'),
  ) as { version: string };
  const key = createHash('sha256').update(`${pkg.version}:${bootstrapVersion()}`).digest('hex').slice(0, 16);
  const file = join(tmpdir(), `local-supabase-template-${key}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const db = await openPglite(null);
  try {
    await bootstrapSupabase(db);
    const dump = await rawPglite.get(db)!.dumpDataDir('none');
    const tmp = `${file}.${process.pid}.${Date.now()}`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
    return new Blob([await dump.arrayBuffer()]);
  } finally {
    await db.close();
  }
}
