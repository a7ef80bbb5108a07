// What the scheduler sweeps from storage. First the objects the project says nobody refers to:
// if the schema defines public.unreferenced_storage_objects(interval) (an upload whose metadata
// row never arrived, a replaced logo), their rows are deleted after the grace period, as the
// storage API would delete them. Then the bytes whose object row is gone: the database removes a
// deleted project's or quote's rows itself, which leaves their files on disk. Recently written
// files are left alone: an upload places its file while its row is still uncommitted.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from '../types.ts';
import { removeFile } from './disk.ts';
import { objectFile, storageDirs } from './paths.ts';
import { allowDelete } from './rows.ts';

export const UNREFERENCED_OBJECTS = 'public.unreferenced_storage_objects(interval)';

/** Deletes the rows of objects nothing refers to, stored over `graceMs` ago; returns them. */
export async function sweepUnreferencedObjects(
  ctx: Context,
  graceMs = 60 * 60 * 1000,
): Promise<{ bucket_id: string; name: string }[]> {
  const exists = await ctx.db.query<{ ok: boolean }>('select to_regprocedure($1) is not null as ok', [
    UNREFERENCED_OBJECTS,
  ]);
  if (!exists.rows[0]?.ok) return [];
  return ctx.db.transaction(async (tx) => {
    await allowDelete(tx);
    const { rows } = await tx.query<{ bucket_id: string; name: string }>(
      `delete from storage.objects o using public.unreferenced_storage_objects(make_interval(secs => $1)) u
       where o.bucket_id = u.bucket_id and o.name = u.name
       returning o.bucket_id, o.name`,
      [graceMs / 1000],
    );
    return rows;
  });
}

export async function sweepOrphanFiles(ctx: Context, minAgeMs = 10 * 60 * 1000): Promise<number> {
  const { root } = storageDirs(ctx);
  const { rows } = await ctx.db.query<{ bucket_id: string; name: string }>(
    'select bucket_id, name from storage.objects',
  );
  const kept = new Set<string>();
  for (const r of rows) {
    try {
      kept.add(objectFile(ctx, r.bucket_id, r.name));
    } catch {
      // a name the disk cannot hold has no file
    }
  }
  let removed = 0;
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    if (kept.has(file)) continue;
    const info = await stat(file).catch(() => null);
    if (!info || Date.now() - info.mtimeMs < minAgeMs) continue;
    await removeFile(file, root);
    removed++;
  }
  return removed;
}
