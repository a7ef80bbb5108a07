// The SQL storage runs against storage.buckets and storage.objects. Reads and permission checks
// run as the caller (RLS decides); the final metadata write after a permitted upload runs as the
// superuser, like the real server.
import type { Caller, Context, Sql } from '../types.ts';
import { errors, fromDatabaseError } from './errors.ts';
import { checkBucketName } from './paths.ts';

export interface BucketRow {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
  [column: string]: unknown;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: unknown;
  updated_at: unknown;
  last_accessed_at: unknown;
  version: string | null;
  [column: string]: unknown;
}

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
  contentEncoding?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `owner` is a uuid column: it gets the JWT `sub` only when that is a UUID; `owner_id` always. */
export function ownerOf(caller: Pick<Caller, 'claims'>): { owner: string | null; ownerId: string | null } {
  const sub = typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
  return { owner: sub && UUID.test(sub) ? sub : null, ownerId: sub };
}

/** Bucket settings are read as the superuser: RLS on buckets does not hide them from uploads. */
export async function findBucket(ctx: Context, id: string): Promise<BucketRow> {
  checkBucketName(id);
  const { rows } = await ctx.db.query<BucketRow>('select * from storage.buckets where id = $1', [id]);
  if (rows.length === 0) throw errors.noSuchBucket();
  return rows[0];
}

export function sizeLimitOf(bucket: BucketRow): number | null {
  return bucket.file_size_limit === null || bucket.file_size_limit === undefined
    ? null
    : Number(bucket.file_size_limit);
}

const ROLLBACK = Symbol('rollback');

/** Runs fn as the caller and always rolls back: "would this be allowed?" */
export async function testPermission(ctx: Context, caller: Caller, fn: (tx: Sql) => Promise<unknown>): Promise<void> {
  try {
    await ctx.db.asRole(caller.claims, async (tx) => {
      await fn(tx);
      throw ROLLBACK;
    });
  } catch (err) {
    if (err === ROLLBACK) return;
    throw fromDatabaseError(err);
  }
}

/** Runs fn as the caller; database errors become storage's answers. */
export async function asCaller<T>(
  ctx: Context,
  caller: Caller,
  fn: (tx: Sql) => Promise<T>,
  kind: 'object' | 'bucket' = 'object',
): Promise<T> {
  try {
    return await ctx.db.asRole(caller.claims, fn);
  } catch (err) {
    throw fromDatabaseError(err, kind);
  }
}

export interface ObjectWrite {
  bucketId: string;
  name: string;
  owner: string | null;
  ownerId: string | null;
  metadata: ObjectMetadata | null;
  userMetadata: Record<string, unknown> | null;
  version: string;
}

export function insertObjectSql(upsert: boolean): string {
  return (
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
    values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)` +
    (upsert
      ? ` on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
          metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
          updated_at = now(), last_accessed_at = now()`
      : '')
  );
}

export function objectParams(w: ObjectWrite): unknown[] {
  return [
    w.bucketId,
    w.name,
    w.owner,
    w.ownerId,
    w.metadata === null ? null : JSON.stringify(w.metadata),
    w.userMetadata === null ? null : JSON.stringify(w.userMetadata),
    w.version,
  ];
}

export async function findObjectAs(tx: Sql, bucketId: string, name: string): Promise<ObjectRow | null> {
  const { rows } = await tx.query<ObjectRow>('select * from storage.objects where bucket_id = $1 and name = $2', [
    bucketId,
    name,
  ]);
  return rows[0] ?? null;
}

/** Lets this transaction delete from storage tables despite the hosted-style protection trigger. */
export async function allowDelete(tx: Sql): Promise<void> {
  await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
}

/** JSON-ready row: no generated path_tokens, timestamps as ISO strings. */
export function publicRow(row: ObjectRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (k === 'path_tokens') continue;
    out[k] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}
