// Signed URLs. The token is an HS256 JWT with the project's JWT secret, carrying the object's
// "<bucket>/<path>" and an expiry; following the URL involves no RLS, the token is the permission.
// Signing does: it first reads the object as the caller.
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { ApiRequest, Caller, Context } from '../types.ts';
import { readJson, sendJson } from '../http.ts';
import { errors, storageError } from './errors.ts';
import { checkBucketName, checkKey, objectFile } from './paths.ts';
import { asCaller, findBucket, findObjectAs, testPermission, insertObjectSql, objectParams, ownerOf } from './rows.ts';
import { serveObject } from './serve.ts';
import { uploadObject } from './upload.ts';
import { randomUUID } from 'node:crypto';

const encoder = new TextEncoder();
const UPLOAD_URL_SECONDS = 2 * 60 * 60;

interface UrlToken {
  url: string;
  scope?: string;
  owner?: string;
  upsert?: boolean;
  exp: number;
}

async function signToken(ctx: Context, claims: Record<string, unknown>, expiresIn: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(encoder.encode(ctx.keys.jwtSecret));
}

async function verifyToken(ctx: Context, token: string | null, url: string, scope: string): Promise<UrlToken> {
  if (!token) throw errors.invalidSignature('Missing token');
  let payload: UrlToken;
  try {
    payload = (await jwtVerify(token, encoder.encode(ctx.keys.jwtSecret), { algorithms: ['HS256'] }))
      .payload as unknown as UrlToken;
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw errors.expiredSignature();
    throw storageError(
      400,
      'InvalidJWT',
      err instanceof joseErrors.JWSSignatureVerificationFailed ? 'invalid signature' : 'jwt malformed',
    );
  }
  if (payload.url !== url || (payload.scope ?? 'download') !== scope) throw errors.invalidSignature();
  return payload;
}

function readExpiresIn(value: unknown): number {
  const n = Number(value);
  if (value === undefined || value === null || !Number.isInteger(n) || n < 1) {
    throw errors.invalidRequest('body/expiresIn must be an integer >= 1');
  }
  return n;
}

async function signedPath(ctx: Context, bucketId: string, key: string, expiresIn: number): Promise<string> {
  const token = await signToken(ctx, { url: `${bucketId}/${key}`, scope: 'download' }, expiresIn);
  return `/object/sign/${bucketId}/${key}?token=${token}`;
}

/** POST /object/sign/{bucket}/{path} {expiresIn} */
export async function signOne(r: ApiRequest, caller: Caller, bucketId: string, key: string): Promise<void> {
  checkBucketName(bucketId);
  checkKey(key);
  const body = await readJson<{ expiresIn?: unknown }>(r.req, r.ctx.config.bodyLimitBytes);
  const expiresIn = readExpiresIn(body?.expiresIn);
  await findBucket(r.ctx, bucketId);
  const row = await asCaller(r.ctx, caller, (tx) => findObjectAs(tx, bucketId, key));
  if (!row) throw errors.noSuchKey();
  sendJson(r.res, 200, { signedURL: await signedPath(r.ctx, bucketId, key, expiresIn) });
}

/** POST /object/sign/{bucket} {expiresIn, paths} */
export async function signMany(r: ApiRequest, caller: Caller, bucketId: string): Promise<void> {
  checkBucketName(bucketId);
  const body = await readJson<{ expiresIn?: unknown; paths?: unknown }>(r.req, r.ctx.config.bodyLimitBytes);
  const expiresIn = readExpiresIn(body?.expiresIn);
  const paths = body?.paths;
  if (!Array.isArray(paths) || paths.length === 0 || paths.some((p) => typeof p !== 'string')) {
    throw errors.invalidRequest("body must have required property 'paths' (a non-empty array of strings)");
  }
  await findBucket(r.ctx, bucketId);
  const visible = await asCaller(r.ctx, caller, async (tx) => {
    const res = await tx.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
      [bucketId, paths],
    );
    return new Set(res.rows.map((row) => row.name));
  });
  const out = [];
  for (const path of paths as string[]) {
    if (visible.has(path)) {
      out.push({ error: null, path, signedURL: await signedPath(r.ctx, bucketId, path, expiresIn) });
    } else {
      out.push({ error: 'Either the object does not exist or you do not have access to it', path, signedURL: null });
    }
  }
  sendJson(r.res, 200, out);
}

/** GET|HEAD /object/sign/{bucket}/{path}?token= */
export async function followSigned(r: ApiRequest, bucketId: string, key: string): Promise<void> {
  checkBucketName(bucketId);
  checkKey(key);
  await verifyToken(r.ctx, r.url.searchParams.get('token'), `${bucketId}/${key}`, 'download');
  const row = await findObjectAs(r.ctx.db, bucketId, key);
  if (!row) throw errors.noSuchKey();
  await serveObject(r, row, objectFile(r.ctx, bucketId, key));
}

/** POST /object/upload/sign/{bucket}/{path}: the caller must be allowed to upload there now. */
export async function signUpload(r: ApiRequest, caller: Caller, bucketId: string, key: string): Promise<void> {
  checkBucketName(bucketId);
  checkKey(key);
  await findBucket(r.ctx, bucketId);
  const upsert = String(r.req.headers['x-upsert'] ?? '').toLowerCase() === 'true';
  const { owner, ownerId } = ownerOf(caller);
  const probe = { bucketId, name: key, owner, ownerId, metadata: null, userMetadata: null, version: randomUUID() };
  await testPermission(r.ctx, caller, (tx) => tx.query(insertObjectSql(upsert), objectParams(probe)));
  const token = await signToken(
    r.ctx,
    { url: `${bucketId}/${key}`, scope: 'upload', owner: ownerId ?? undefined, upsert },
    UPLOAD_URL_SECONDS,
  );
  sendJson(r.res, 200, { url: `/object/upload/sign/${bucketId}/${key}?token=${token}`, token });
}

/** PUT /object/upload/sign/{bucket}/{path}?token= */
export async function uploadSigned(r: ApiRequest, bucketId: string, key: string): Promise<void> {
  checkBucketName(bucketId);
  checkKey(key);
  const payload = await verifyToken(r.ctx, r.url.searchParams.get('token'), `${bucketId}/${key}`, 'upload');
  const caller: Caller = { role: 'service_role', claims: { role: 'service_role', sub: payload.owner }, token: '' };
  await uploadObject(r, caller, bucketId, key, { upsert: payload.upsert === true, skipPermission: true });
}
