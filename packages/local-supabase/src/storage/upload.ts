// POST /object/{bucket}/{path} (create, or upsert with x-upsert: true) and PUT (replace).
// Order as the real server: bucket limits, a rolled-back INSERT as the caller (RLS), the bytes
// into a private file, then one superuser transaction that writes the row and moves the file in.
import { randomUUID } from 'node:crypto';
import type { ApiRequest, Caller } from '../types.ts';
import { sendJson } from '../http.ts';
import { discard, withPlacements } from './disk.ts';
import { fromDatabaseError, storageError } from './errors.ts';
import { checkMimeType, effectiveLimit } from './limits.ts';
import { checkKey, objectFile, storageDirs } from './paths.ts';
import {
  findBucket,
  insertObjectSql,
  objectParams,
  ownerOf,
  sizeLimitOf,
  testPermission,
  type ObjectMetadata,
  type ObjectWrite,
} from './rows.ts';
import { readUploadBody } from './upload-body.ts';

export interface UploadOptions {
  upsert: boolean;
  /** signed upload URLs were checked when signed; the token names the owner */
  skipPermission?: boolean;
}

export async function uploadObject(
  r: ApiRequest,
  caller: Caller,
  bucketId: string,
  key: string,
  opts: UploadOptions,
): Promise<void> {
  const { ctx } = r;
  checkKey(key);
  const bucket = await findBucket(ctx, bucketId);
  const limit = effectiveLimit(sizeLimitOf(bucket), ctx.config.storageLimitBytes);
  const dirs = storageDirs(ctx);
  const dest = objectFile(ctx, bucketId, key);
  const { owner, ownerId } = ownerOf(caller);
  const version = randomUUID();

  const body = await readUploadBody(r.req, dirs.uploads, limit, async ({ mimetype, userMetadata }) => {
    checkMimeType(mimetype, bucket.allowed_mime_types);
    if (opts.skipPermission) return;
    const probe: ObjectWrite = { bucketId, name: key, owner, ownerId, metadata: null, userMetadata, version };
    await testPermission(ctx, caller, (tx) => tx.query(insertObjectSql(opts.upsert), objectParams(probe)));
  });

  const metadata: ObjectMetadata = {
    eTag: body.file.eTag,
    size: body.file.size,
    mimetype: body.mimetype,
    cacheControl: body.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: body.file.size,
    httpStatusCode: 200,
    ...(body.contentEncoding ? { contentEncoding: body.contentEncoding } : {}),
  };
  const write: ObjectWrite = {
    bucketId,
    name: key,
    owner,
    ownerId,
    metadata,
    userMetadata: body.userMetadata,
    version,
  };

  let id: string;
  try {
    id = await withPlacements(dirs.uploads, (placeFile) =>
      ctx.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `${insertObjectSql(opts.upsert)} returning id`,
          objectParams(write),
        );
        await placeFile(body.file.tempFile, dest);
        return rows[0].id;
      }),
    );
  } catch (err) {
    await discard(body.file.tempFile);
    if (isPathClash(err))
      throw storageError(400, 'InvalidKey', `Invalid key: ${key} (a file and a folder cannot share a name)`);
    throw fromDatabaseError(err);
  }
  sendJson(r.res, 200, { Id: id, Key: `${bucketId}/${key}` });
}

/** On disk a name cannot be both a file and a folder ("a" and "a/b"). */
export function isPathClash(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException)?.code;
  return code === 'ENOTDIR' || code === 'EISDIR' || code === 'EEXIST' || code === 'ENOTEMPTY';
}
