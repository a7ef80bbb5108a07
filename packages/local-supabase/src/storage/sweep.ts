// Bytes whose object row is gone. The database removes a deleted project's or quote's rows itself
// (supabase/migrations, as the storage API would), which leaves their files on disk; the scheduler
// sweeps them. Recently written files are left alone: an upload places its file while its row is
// still uncommitted.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from '../types.ts';
import { removeFile } from './disk.ts';
import { objectFile, storageDirs } from './paths.ts';

export async function sweepOrphanFiles(ctx: Context, minAgeMs = 10 * 60 * 1000): Promise<number> {
  const { root } = storageDirs(ctx);
  const { rows } = await ctx.db.query<{ bucket_id: string; name: string }>('select bucket_id, name from storage.objects');
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
