// Bucket names, object keys and where their bytes live on disk.
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import type { Context } from '../types.ts';
import { errors } from './errors.ts';

// The characters the real server accepts in bucket names and keys (plus any non-ASCII letter).
const BUCKET_NAME = /^[A-Za-z0-9_!\-.*'() &$@=;:+,?]+$/;
const KEY_CHARS = /^[\p{L}\p{N}\p{M}_/!\-.*'() &$@=;:+,?]+$/u;

export function checkBucketName(name: unknown): string {
  if (
    typeof name !== 'string' ||
    name.length === 0 ||
    name.length > 100 ||
    !BUCKET_NAME.test(name) ||
    name === '.' ||
    name === '..'
  ) {
    throw errors.invalidBucketName();
  }
  return name;
}

/** A key names a file: no empty, `.` or `..` segments, no leading slash, no control characters. */
export function checkKey(key: string): string {
  if (key.length === 0 || key.length > 1024 || !KEY_CHARS.test(key)) throw errors.invalidKey(key);
  for (const segment of key.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') throw errors.invalidKey(key);
  }
  return key;
}

interface StorageDirs {
  root: string;
  uploads: string;
}
const dirsByContext = new WeakMap<Context, StorageDirs>();
const temporaryDirs = new Set<string>();
let cleanupInstalled = false;

/** `<dataDir>/storage` holds the bytes; an in-memory server gets a temporary directory. */
export function storageDirs(ctx: Context): StorageDirs {
  let dirs = dirsByContext.get(ctx);
  if (dirs) return dirs;
  let base: string;
  if (ctx.config.dataDir) {
    base = ctx.config.dataDir;
  } else {
    base = mkdtempSync(join(tmpdir(), 'local-supabase-storage-'));
    temporaryDirs.add(base);
    if (!cleanupInstalled) {
      cleanupInstalled = true;
      process.once('exit', () => {
        for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
      });
    }
  }
  dirs = { root: resolve(base, 'storage'), uploads: resolve(base, 'storage-uploads') };
  mkdirSync(dirs.root, { recursive: true });
  // The data directory belongs to one process: whatever an earlier run left half-uploaded goes.
  rmSync(dirs.uploads, { recursive: true, force: true });
  mkdirSync(dirs.uploads, { recursive: true });
  dirsByContext.set(ctx, dirs);
  return dirs;
}

/** The file for an object; the checks above already refuse traversal, this is the last guard. */
export function objectFile(ctx: Context, bucket: string, key: string): string {
  const { root } = storageDirs(ctx);
  const bucketDir = resolve(root, checkBucketName(bucket));
  const file = resolve(bucketDir, ...checkKey(key).split('/'));
  if (!file.startsWith(bucketDir + sep)) throw errors.invalidKey(key);
  return file;
}

export function bucketDir(ctx: Context, bucket: string): string {
  return resolve(storageDirs(ctx).root, checkBucketName(bucket));
}
