// /bucket routes. Every statement runs as the caller, so storage.buckets' policies decide (the
// service role bypasses them, as on hosted).
import { rm } from 'node:fs/promises';
import type { ApiRequest, Caller } from '../types.ts';
import { readJson, sendJson } from '../http.ts';
import { errors } from './errors.ts';
import { parseMimeTypes, parseSizeLimit } from './limits.ts';
import { bucketDir, checkBucketName, objectFile } from './paths.ts';
import { removeFile } from './disk.ts';
import { allowDelete, asCaller, ownerOf } from './rows.ts';

interface BucketBody {
  id?: unknown;
  name?: unknown;
  public?: unknown;
  file_size_limit?: unknown;
  allowed_mime_types?: unknown;
}

function bucketJson(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) out[k] = v instanceof Date ? v.toISOString() : v;
  if (typeof out.file_size_limit === 'string') out.file_size_limit = Number(out.file_size_limit);
  if (out.owner === null) out.owner = '';
  return out;
}

const SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at']);

export async function listBuckets(r: ApiRequest, caller: Caller): Promise<void> {
  const q = r.url.searchParams;
  const limit = q.has('limit') ? Number(q.get('limit')) : null;
  const offset = q.has('offset') ? Number(q.get('offset')) : 0;
  const column = q.get('sortColumn') ?? 'name';
  const order = (q.get('sortOrder') ?? 'asc').toLowerCase();
  if ((limit !== null && (!Number.isInteger(limit) || limit < 0)) || !Number.isInteger(offset) || offset < 0) {
    throw errors.invalidRequest('limit and offset must be non-negative integers');
  }
  if (!SORT_COLUMNS.has(column) || (order !== 'asc' && order !== 'desc')) throw errors.invalidRequest('Invalid sort');
  const search = q.get('search') ?? '';
  const rows = await asCaller(
    r.ctx,
    caller,
    async (tx) =>
      (
        await tx.query<Record<string, unknown>>(
          `select * from storage.buckets where ($1 = '' or name ilike '%' || $1 || '%')
       order by ${column} ${order} limit $2 offset $3`,
          [search, limit, offset],
        )
      ).rows,
    'bucket',
  );
  sendJson(r.res, 200, rows.map(bucketJson));
}

export async function getBucket(r: ApiRequest, caller: Caller, id: string): Promise<void> {
  checkBucketName(id);
  const rows = await asCaller(
    r.ctx,
    caller,
    async (tx) => (await tx.query<Record<string, unknown>>('select * from storage.buckets where id = $1', [id])).rows,
    'bucket',
  );
  if (rows.length === 0) throw errors.noSuchBucket();
  sendJson(r.res, 200, bucketJson(rows[0]));
}

export async function createBucket(r: ApiRequest, caller: Caller): Promise<void> {
  const body = await readJson<BucketBody>(r.req, r.ctx.config.bodyLimitBytes);
  if (!body || typeof body !== 'object') throw errors.invalidRequest('body must be object');
  if (body.name === undefined && body.id === undefined)
    throw errors.invalidRequest("body must have required property 'name'");
  const name = checkBucketName(body.name ?? body.id);
  const id = checkBucketName(body.id ?? name);
  const isPublic = body.public === undefined || body.public === null ? false : body.public;
  if (typeof isPublic !== 'boolean') throw errors.invalidRequest('body/public must be boolean');
  const sizeLimit = parseSizeLimit(body.file_size_limit);
  const mimeTypes = parseMimeTypes(body.allowed_mime_types);
  const { owner, ownerId } = ownerOf(caller);
  await asCaller(
    r.ctx,
    caller,
    (tx) =>
      tx.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
       values ($1, $2, $3, $4, $5, $6, $7::text[])`,
        [id, name, owner, ownerId, isPublic, sizeLimit, mimeTypes],
      ),
    'bucket',
  );
  sendJson(r.res, 200, { name });
}

export async function updateBucket(r: ApiRequest, caller: Caller, id: string): Promise<void> {
  checkBucketName(id);
  const body = await readJson<BucketBody>(r.req, r.ctx.config.bodyLimitBytes);
  if (!body || typeof body !== 'object') throw errors.invalidRequest('body must be object');
  const sets: string[] = [];
  const params: unknown[] = [id];
  if (body.public !== undefined) {
    if (typeof body.public !== 'boolean') throw errors.invalidRequest('body/public must be boolean');
    params.push(body.public);
    sets.push(`public = $${params.length}`);
  }
  if (body.file_size_limit !== undefined) {
    params.push(parseSizeLimit(body.file_size_limit));
    sets.push(`file_size_limit = $${params.length}`);
  }
  if (body.allowed_mime_types !== undefined) {
    params.push(parseMimeTypes(body.allowed_mime_types));
    sets.push(`allowed_mime_types = $${params.length}::text[]`);
  }
  sets.push('updated_at = now()');
  const count = await asCaller(
    r.ctx,
    caller,
    async (tx) =>
      (await tx.query(`update storage.buckets set ${sets.join(', ')} where id = $1 returning id`, params)).rows.length,
    'bucket',
  );
  if (count === 0) throw errors.noSuchBucket();
  sendJson(r.res, 200, { message: 'Successfully updated' });
}

export async function emptyBucket(r: ApiRequest, caller: Caller, id: string): Promise<void> {
  checkBucketName(id);
  const names = await asCaller(r.ctx, caller, async (tx) => {
    const found = await tx.query('select id from storage.buckets where id = $1', [id]);
    if (found.rows.length === 0) throw errors.noSuchBucket();
    await allowDelete(tx);
    return (await tx.query<{ name: string }>('delete from storage.objects where bucket_id = $1 returning name', [id]))
      .rows;
  });
  const stopAt = bucketDir(r.ctx, id);
  for (const { name } of names) {
    try {
      await removeFile(objectFile(r.ctx, id, name), stopAt);
    } catch {
      // a name the disk cannot hold has no file
    }
  }
  sendJson(r.res, 200, { message: 'Successfully emptied' });
}

export async function deleteBucket(r: ApiRequest, caller: Caller, id: string): Promise<void> {
  checkBucketName(id);
  const count = await asCaller(
    r.ctx,
    caller,
    async (tx) => {
      const objects = await tx.query<{ n: number }>(
        'select count(*)::int as n from storage.objects where bucket_id = $1',
        [id],
      );
      if (objects.rows[0].n > 0) throw errors.bucketNotEmpty();
      await allowDelete(tx);
      return (await tx.query('delete from storage.buckets where id = $1 returning id', [id])).rows.length;
    },
    'bucket',
  );
  if (count === 0) throw errors.noSuchBucket();
  await rm(bucketDir(r.ctx, id), { recursive: true, force: true });
  sendJson(r.res, 200, { message: 'Successfully deleted' });
}
