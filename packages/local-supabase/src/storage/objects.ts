// Reading, removing, moving and copying objects. Every row access runs as the caller, so the
// storage.objects policies decide, except public-bucket downloads, which involve no RLS.
import { randomUUID } from 'node:crypto';
import type { ApiRequest, Caller } from '../types.ts';
import { readJson, sendJson } from '../http.ts';
import { discard, removeFile, withPlacements } from './disk.ts';
import { errors, storageError } from './errors.ts';
import { bucketDir, checkBucketName, checkKey, objectFile, storageDirs } from './paths.ts';
import { checkMimeType, effectiveLimit } from './limits.ts';
import {
  allowDelete,
  asCaller,
  findBucket,
  findObjectAs,
  insertObjectSql,
  objectParams,
  ownerOf,
  publicRow,
  sizeLimitOf,
  testPermission,
  type BucketRow,
  type ObjectRow,
} from './rows.ts';
import { serveObject } from './serve.ts';
import { isPathClash } from './upload.ts';
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';

export async function downloadAuthenticated(
  r: ApiRequest,
  caller: Caller,
  bucketId: string,
  key: string,
): Promise<void> {
  checkKey(key);
  await findBucket(r.ctx, bucketId);
  const row = await asCaller(r.ctx, caller, (tx) => findObjectAs(tx, bucketId, key));
  if (!row) throw errors.noSuchKey();
  await serveObject(r, row, objectFile(r.ctx, bucketId, key));
}

export async function downloadPublic(r: ApiRequest, bucketId: string, key: string): Promise<void> {
  checkKey(key);
  const bucket = await findBucket(r.ctx, bucketId);
  if (!bucket.public) throw errors.noSuchBucket();
  const row = await findObjectAs(r.ctx.db, bucketId, key);
  if (!row) throw errors.noSuchKey();
  await serveObject(r, row, objectFile(r.ctx, bucketId, key));
}

/** GET /object/info/{bucket}/{path}: the object as storage-js's FileObjectV2. */
export async function objectInfo(r: ApiRequest, caller: Caller | null, bucketId: string, key: string): Promise<void> {
  checkKey(key);
  const bucket = await findBucket(r.ctx, bucketId);
  let row: ObjectRow | null;
  if (caller) row = await asCaller(r.ctx, caller, (tx) => findObjectAs(tx, bucketId, key));
  else if (bucket.public) row = await findObjectAs(r.ctx.db, bucketId, key);
  else throw errors.noSuchBucket();
  if (!row) throw errors.noSuchKey();
  const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
  const meta = row.metadata;
  sendJson(r.res, 200, {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: meta?.size ?? null,
    content_type: meta?.mimetype ?? null,
    cache_control: meta?.cacheControl ?? null,
    content_encoding: meta?.contentEncoding ?? null,
    etag: meta?.eTag ?? null,
    metadata: row.user_metadata ?? null,
    last_modified: meta?.lastModified ?? iso(row.updated_at),
    created_at: iso(row.created_at),
  });
}

/** DELETE /object/{bucket} {prefixes}: deletes what the caller may delete, returns those rows. */
export async function removeObjects(r: ApiRequest, caller: Caller, bucketId: string): Promise<void> {
  checkBucketName(bucketId);
  const body = await readJson<{ prefixes?: unknown }>(r.req, r.ctx.config.bodyLimitBytes);
  const prefixes = body?.prefixes;
  if (!Array.isArray(prefixes)) throw errors.invalidRequest("body must have required property 'prefixes'");
  if (prefixes.length === 0 || prefixes.length > 1000) {
    throw errors.invalidRequest('body/prefixes must NOT have fewer than 1 items or more than 1000 items');
  }
  const names = prefixes.map((p) => (typeof p === 'string' ? p : (p as { path?: unknown })?.path));
  if (names.some((n) => typeof n !== 'string'))
    throw errors.invalidRequest('body/prefixes must be strings or {path} objects');
  const rows = await deleteNames(r, caller, bucketId, names as string[]);
  sendJson(r.res, 200, rows.map(publicRow));
}

export async function removeObjectNamed(
  r: ApiRequest,
  caller: Caller,
  bucketId: string,
  key: string,
): Promise<boolean> {
  checkBucketName(bucketId);
  checkKey(key);
  return (await deleteNames(r, caller, bucketId, [key])).length > 0;
}

/** Deletes the rows as the caller (RLS skips what it may not delete), then their files. */
async function deleteNames(r: ApiRequest, caller: Caller, bucketId: string, names: string[]): Promise<ObjectRow[]> {
  const rows = await asCaller(r.ctx, caller, async (tx) => {
    await allowDelete(tx);
    const res = await tx.query<ObjectRow>(
      'delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *',
      [bucketId, names],
    );
    return res.rows;
  });
  const stopAt = bucketDir(r.ctx, bucketId);
  for (const row of rows) {
    try {
      await removeFile(objectFile(r.ctx, bucketId, row.name), stopAt);
    } catch {
      // a name the disk cannot hold has no file to remove
    }
  }
  return rows;
}

interface TransferBody {
  bucketId?: unknown;
  sourceKey?: unknown;
  destinationKey?: unknown;
  destinationBucket?: unknown;
}

/** A copy's or move's body, its buckets (both must exist) and the files it reads and writes. */
async function readTransfer(r: ApiRequest) {
  const body = await readJson<TransferBody>(r.req, r.ctx.config.bodyLimitBytes);
  for (const field of ['bucketId', 'sourceKey', 'destinationKey'] as const) {
    if (typeof body?.[field] !== 'string') throw errors.invalidRequest(`body must have required property '${field}'`);
  }
  const fromBucket = checkBucketName(body.bucketId);
  const toBucket = body.destinationBucket == null ? fromBucket : checkBucketName(body.destinationBucket);
  const from = checkKey(body.sourceKey as string);
  const to = checkKey(body.destinationKey as string);
  await findBucket(r.ctx, fromBucket);
  const destination = await findBucket(r.ctx, toBucket);
  return {
    fromBucket,
    toBucket,
    from,
    to,
    destination,
    uploads: storageDirs(r.ctx).uploads,
    source: objectFile(r.ctx, fromBucket, from),
    dest: objectFile(r.ctx, toBucket, to),
  };
}

/**
 * POST /object/move: like an upload to the destination (its bucket's size and type limits, its
 * INSERT policy), then an UPDATE of the row's name as the caller, and the file renamed with it.
 */
export async function moveObject(r: ApiRequest, caller: Caller): Promise<void> {
  const { fromBucket, toBucket, from, to, destination, uploads, source, dest } = await readTransfer(r);
  const { owner, ownerId } = ownerOf(caller);
  const row = await asCaller(r.ctx, caller, (tx) => findObjectAs(tx, fromBucket, from));
  if (!row) throw errors.noSuchKey();
  checkArrival(r, destination, row);
  await testPermission(r.ctx, caller, (tx) =>
    tx.query(
      insertObjectSql(false),
      objectParams({
        bucketId: toBucket,
        name: to,
        owner,
        ownerId,
        metadata: row.metadata,
        userMetadata: row.user_metadata,
        version: randomUUID(),
      }),
    ),
  );
  try {
    await withPlacements(uploads, (placeFile) =>
      asCaller(r.ctx, caller, async (tx) => {
        const res = await tx.query<{ id: string }>(
          `update storage.objects set bucket_id = $3, name = $4, owner = $5, owner_id = $6, updated_at = now()
           where bucket_id = $1 and name = $2 returning id`,
          [fromBucket, from, toBucket, to, owner, ownerId],
        );
        if (res.rows.length === 0) throw errors.noSuchKey();
        await placeFile(source, dest);
      }),
    );
  } catch (err) {
    if ((err as NodeJS.ErrnoException)?.code === 'ENOENT') throw errors.noSuchKey();
    if (isPathClash(err))
      throw storageError(400, 'InvalidKey', `Invalid key: ${to} (a file and a folder cannot share a name)`);
    throw err;
  }
  await removeFile(source, bucketDir(r.ctx, fromBucket)).catch(() => undefined);
  sendJson(r.res, 200, { message: 'Successfully moved' });
}

/** An object arriving in a bucket by copy or move meets the limits an upload there would. */
function checkArrival(r: ApiRequest, bucket: BucketRow, row: ObjectRow): void {
  const size = Number(row.metadata?.size ?? 0);
  if (size > effectiveLimit(sizeLimitOf(bucket), r.ctx.config.storageLimitBytes)) throw errors.entityTooLarge();
  checkMimeType(row.metadata?.mimetype ?? 'application/octet-stream', bucket.allowed_mime_types);
}

/**
 * POST /object/copy: SELECT the source and INSERT the copy, both as the caller, within the destination
 * bucket's limits.
 */
export async function copyObject(r: ApiRequest, caller: Caller): Promise<void> {
  const { fromBucket, toBucket, from, to, destination, uploads, source, dest } = await readTransfer(r);
  const staged = join(uploads, randomUUID());
  const id = randomUUID();
  try {
    await withPlacements(uploads, (placeFile) =>
      asCaller(r.ctx, caller, async (tx) => {
        const row = await findObjectAs(tx, fromBucket, from);
        if (!row) throw errors.noSuchKey();
        checkArrival(r, destination, row);
        const { owner, ownerId } = ownerOf(caller);
        const metadata = row.metadata ? { ...row.metadata, lastModified: new Date().toISOString() } : null;
        await tx.query(
          `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
           values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`,
          [
            id,
            toBucket,
            to,
            owner,
            ownerId,
            metadata && JSON.stringify(metadata),
            row.user_metadata == null ? null : JSON.stringify(row.user_metadata),
            randomUUID(),
          ],
        );
        await copyFile(source, staged);
        await placeFile(staged, dest);
      }),
    );
  } catch (err) {
    await discard(staged);
    if ((err as NodeJS.ErrnoException)?.code === 'ENOENT') throw errors.noSuchKey();
    if (isPathClash(err))
      throw storageError(400, 'InvalidKey', `Invalid key: ${to} (a file and a folder cannot share a name)`);
    throw err;
  }
  sendJson(r.res, 200, { Id: id, Key: `${toBucket}/${to}` });
}
