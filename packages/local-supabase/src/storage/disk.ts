// Object bytes on disk. An upload is first streamed into a private file, then moved into place
// while the metadata transaction is open, so a failure on either side leaves the old state.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, rmdir, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { errors } from './errors.ts';

export interface ReceivedFile {
  tempFile: string;
  size: number;
  eTag: string;
}

/** Streams `source` into a new file under `uploadsDir`; past `limitBytes` it throws EntityTooLarge. */
export async function receive(source: Readable, uploadsDir: string, limitBytes: number): Promise<ReceivedFile> {
  const tempFile = join(uploadsDir, randomUUID());
  const hash = createHash('md5');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > limitBytes) {
        done(errors.entityTooLarge());
        return;
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, meter, createWriteStream(tempFile));
  } catch (err) {
    await rm(tempFile, { force: true });
    throw err;
  }
  return { tempFile, size, eTag: `"${hash.digest('hex')}"` };
}

export interface Placement {
  /** moves the new file back where it came from and puts the previous bytes back */
  undo(): Promise<void>;
  /** forgets the previous bytes */
  commit(): Promise<void>;
}

/** Moves `source` to `dest`, keeping any previous file aside until commit or undo. */
async function place(source: string, dest: string, uploadsDir: string): Promise<Placement> {
  await mkdir(dirname(dest), { recursive: true });
  if ((await stat(dest).catch(() => null))?.isDirectory()) {
    throw Object.assign(new Error(`${dest} is a folder`), { code: 'EISDIR' });
  }
  let backup: string | null = join(uploadsDir, `${randomUUID()}.previous`);
  try {
    await rename(dest, backup);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    backup = null;
  }
  try {
    await rename(source, dest);
  } catch (err) {
    if (backup) await rename(backup, dest).catch(() => undefined);
    throw err;
  }
  return {
    async undo() {
      await rename(dest, source).catch(() => undefined);
      if (backup) await rename(backup, dest).catch(() => undefined);
    },
    async commit() {
      if (backup) await unlink(backup).catch(() => undefined);
    },
  };
}

/**
 * Runs fn (typically a database transaction) with a way to move files into place; if fn fails,
 * every move is undone, otherwise the previous bytes are dropped.
 */
export async function withPlacements<T>(
  uploadsDir: string,
  fn: (placeFile: (source: string, dest: string) => Promise<void>) => Promise<T>,
): Promise<T> {
  const done: Placement[] = [];
  let result: T;
  try {
    result = await fn(async (source, dest) => {
      done.push(await place(source, dest, uploadsDir));
    });
  } catch (err) {
    for (const p of done.reverse()) await p.undo();
    throw err;
  }
  for (const p of done) await p.commit();
  return result;
}

/** Deletes an object's file and the folders it leaves empty, up to the bucket's folder. */
export async function removeFile(file: string, stopAt: string): Promise<void> {
  await unlink(file).catch(() => undefined);
  let dir = dirname(file);
  while (dir.startsWith(stopAt) && dir !== stopAt) {
    try {
      await rmdir(dir);
    } catch {
      return;
    }
    dir = dirname(dir);
  }
}

export async function fileSize(file: string): Promise<number | null> {
  try {
    return (await stat(file)).size;
  } catch {
    return null;
  }
}

export async function discard(file: string): Promise<void> {
  await rm(file, { force: true }).catch(() => undefined);
}
