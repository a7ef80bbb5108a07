// The storage surface (/storage/v1): buckets, objects, listing and signed URLs, with the
// storage.objects / storage.buckets policies deciding as the calling user.
import type { ApiRequest, Caller, Surface } from '../types.ts';
import { HttpError, sendJson } from '../http.ts';
import { CallerError, resolveCaller } from '../caller.ts';
import { errors, storageError } from './errors.ts';
import { createBucket, deleteBucket, emptyBucket, getBucket, listBuckets, updateBucket } from './buckets.ts';
import {
  copyObject,
  downloadAuthenticated,
  downloadPublic,
  moveObject,
  objectInfo,
  removeObjectNamed,
  removeObjects,
} from './objects.ts';
import { listObjects } from './list.ts';
import { followSigned, signMany, signOne, signUpload, uploadSigned } from './signed.ts';
import { uploadObject } from './upload.ts';

export const storage: Surface = async (r) => {
  try {
    await route(r);
  } catch (err) {
    if (r.res.headersSent) {
      r.res.destroy();
      return;
    }
    // An upload refused before its body was read: drain it so the client sees the answer.
    if (!r.req.readableEnded) r.req.resume();
    if (err instanceof HttpError) {
      // Shared helpers (body reading, JSON parsing) answer in their own shape; storage's is {statusCode,
      // code, error, message}.
      const body = err.body as Record<string, unknown> | null;
      if (err.status !== 401 && !(body && typeof body === 'object' && 'statusCode' in body && 'code' in body)) {
        const code = err.status === 413 ? 'EntityTooLarge' : 'InvalidRequest';
        const reshaped = storageError(
          err.status,
          code,
          err.message,
          err.status === 413 ? 'Payload too large' : undefined,
        );
        sendJson(r.res, reshaped.status, reshaped.body, err.headers);
        return;
      }
      sendJson(r.res, err.status, err.body, err.headers);
      return;
    }
    r.ctx.log('error', `storage: ${r.method} ${r.path} failed`, err);
    sendJson(r.res, 500, {
      statusCode: '500',
      code: 'InternalError',
      error: 'internal',
      message: 'Internal Server Error',
    });
  }
};

async function caller(r: ApiRequest): Promise<Caller> {
  try {
    return await resolveCaller(r.req, r.ctx);
  } catch (err) {
    if (
      err instanceof CallerError &&
      (err.reason === 'expired' || err.reason === 'bad_jwt' || err.reason === 'bad_role')
    ) {
      const message = err.reason === 'expired' ? '"exp" claim timestamp check failed' : err.message;
      throw storageError(400, 'InvalidJWT', message);
    }
    throw err;
  }
}

/** Splits "/a/b%20c" into decoded segments; a malformed escape is an invalid key. */
function segments(path: string): string[] {
  const parts = path.split('/').filter((_, i) => i > 0);
  try {
    return parts.map((p) => decodeURIComponent(p));
  } catch {
    throw errors.invalidKey(path);
  }
}

async function route(r: ApiRequest): Promise<void> {
  const seg = segments(r.path);
  const m = r.method;
  const read = m === 'GET' || m === 'HEAD';
  const [area, second] = seg;
  const rest = (from: number) => seg.slice(from).join('/');

  if (area === 'bucket') {
    const id = second;
    if (seg.length === 1 && m === 'GET') return listBuckets(r, await caller(r));
    if (seg.length === 1 && m === 'POST') return createBucket(r, await caller(r));
    if (seg.length === 2 && m === 'GET') return getBucket(r, await caller(r), id);
    if (seg.length === 2 && m === 'PUT') return updateBucket(r, await caller(r), id);
    if (seg.length === 2 && m === 'DELETE') return deleteBucket(r, await caller(r), id);
    if (seg.length === 3 && seg[2] === 'empty' && m === 'POST') return emptyBucket(r, await caller(r), id);
    throw errors.notFound();
  }

  if (area === 'render' && second === 'image' && read && seg.length >= 5) {
    // No image transformations here: the original bytes are served.
    if (seg[2] === 'public') return downloadPublic(r, seg[3], rest(4));
    if (seg[2] === 'authenticated') return downloadAuthenticated(r, await caller(r), seg[3], rest(4));
    if (seg[2] === 'sign') return followSigned(r, seg[3], rest(4));
  }

  if (area !== 'object' || seg.length < 2) throw errors.notFound();

  if (second === 'list' && seg.length === 3 && m === 'POST') return listObjects(r, await caller(r), seg[2]);
  if (second === 'move' && seg.length === 2 && m === 'POST') return moveObject(r, await caller(r));
  if (second === 'copy' && seg.length === 2 && m === 'POST') return copyObject(r, await caller(r));
  if (second === 'sign' && seg.length === 3 && m === 'POST') return signMany(r, await caller(r), seg[2]);
  if (second === 'sign' && seg.length >= 4) {
    if (m === 'POST') return signOne(r, await caller(r), seg[2], rest(3));
    if (read) return followSigned(r, seg[2], rest(3));
  }
  if (second === 'upload' && seg[2] === 'sign' && seg.length >= 5) {
    if (m === 'POST') return signUpload(r, await caller(r), seg[3], rest(4));
    if (m === 'PUT') return uploadSigned(r, seg[3], rest(4));
  }
  if (second === 'public' && seg.length >= 4 && read) return downloadPublic(r, seg[2], rest(3));
  if (second === 'authenticated' && seg.length >= 4 && read)
    return downloadAuthenticated(r, await caller(r), seg[2], rest(3));
  if (second === 'info' && m === 'GET') {
    if (seg[2] === 'public' && seg.length >= 5) return objectInfo(r, null, seg[3], rest(4));
    if (seg[2] === 'authenticated' && seg.length >= 5) return objectInfo(r, await caller(r), seg[3], rest(4));
    if (seg.length >= 4) return objectInfo(r, await caller(r), seg[2], rest(3));
  }

  const bucket = second;
  if (seg.length === 2 && m === 'DELETE') return removeObjects(r, await caller(r), bucket);
  if (seg.length >= 3) {
    const key = rest(2);
    if (read) return downloadAuthenticated(r, await caller(r), bucket, key);
    if (m === 'POST') {
      const upsert = String(r.req.headers['x-upsert'] ?? '').toLowerCase() === 'true';
      return uploadObject(r, await caller(r), bucket, key, { upsert });
    }
    if (m === 'PUT') return uploadObject(r, await caller(r), bucket, key, { upsert: true });
    if (m === 'DELETE') return removeOne(r, await caller(r), bucket, key);
  }
  throw errors.notFound();
}

/** DELETE /object/{bucket}/{path}: one object, NoSuchKey when RLS or absence leaves nothing. */
async function removeOne(r: ApiRequest, who: Caller, bucket: string, key: string): Promise<void> {
  const removed = await removeObjectNamed(r, who, bucket, key);
  if (!removed) throw errors.noSuchKey();
  sendJson(r.res, 200, { message: 'Successfully deleted' });
}
