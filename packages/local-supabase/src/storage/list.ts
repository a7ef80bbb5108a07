// POST /object/list/{bucket}: one folder level, folders first (id and metadata null), then the
// files, as storage.search returns them; run as the caller so SELECT policies filter.
import type { ApiRequest, Caller } from '../types.ts';
import { readJson, sendJson } from '../http.ts';
import { errors } from './errors.ts';
import { checkBucketName } from './paths.ts';
import { asCaller, findBucket } from './rows.ts';

interface ListBody {
  prefix?: unknown;
  limit?: unknown;
  offset?: unknown;
  sortBy?: { column?: unknown; order?: unknown };
  search?: unknown;
}

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listObjects(r: ApiRequest, caller: Caller, bucketId: string): Promise<void> {
  checkBucketName(bucketId);
  const body = await readJson<ListBody>(r.req, r.ctx.config.bodyLimitBytes);
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw errors.invalidRequest('body must be object');
  if (body.prefix !== undefined && typeof body.prefix !== 'string')
    throw errors.invalidRequest('body/prefix must be string');
  if (body.search !== undefined && typeof body.search !== 'string')
    throw errors.invalidRequest('body/search must be string');
  const limit = body.limit === undefined ? 100 : Number(body.limit);
  const offset = body.offset === undefined ? 0 : Number(body.offset);
  if (!Number.isInteger(limit) || limit < 1 || !Number.isInteger(offset) || offset < 0) {
    throw errors.invalidRequest('body/limit and body/offset must be non-negative integers');
  }
  const column = body.sortBy?.column ?? 'name';
  const order = String(body.sortBy?.order ?? 'asc').toLowerCase();
  if (typeof column !== 'string' || !SORT_COLUMNS.has(column))
    throw errors.invalidRequest(`Invalid sort column: ${String(column)}`);
  if (order !== 'asc' && order !== 'desc') throw errors.invalidRequest(`Invalid sort order: ${order}`);

  await findBucket(r.ctx, bucketId);
  let prefix = (body.prefix as string | undefined) ?? '';
  prefix = prefix.replace(/^\/+/, '');
  if (prefix !== '' && !prefix.endsWith('/')) prefix += '/';
  const level = prefix === '' ? 1 : prefix.split('/').length;
  const pattern = `${likeEscape(prefix)}${likeEscape((body.search as string | undefined) ?? '')}%`;

  const rows = await asCaller(r.ctx, caller, async (tx) => {
    const res = await tx.query<Record<string, unknown>>(
      `with matching as (
         select o.name, o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata,
                string_to_array(o.name, '/') as tokens
         from storage.objects o
         where o.bucket_id = $1 and o.name ilike $2
       ),
       folders as (
         select distinct tokens[$3] as name from matching where array_length(tokens, 1) > $3
       )
       (select name, null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
               null::timestamptz as last_accessed_at, null::jsonb as metadata
        from folders order by name ${order})
       union all
       (select tokens[$3] as name, id, updated_at, created_at, last_accessed_at, metadata
        from matching where array_length(tokens, 1) = $3 order by ${column} ${order}, name ${order})
       limit $4 offset $5`,
      [bucketId, pattern, level, limit, offset],
    );
    return res.rows;
  });
  const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
  sendJson(
    r.res,
    200,
    rows.map((row) => ({
      name: row.name,
      id: row.id,
      updated_at: iso(row.updated_at),
      created_at: iso(row.created_at),
      last_accessed_at: iso(row.last_accessed_at),
      metadata: row.metadata,
    })),
  );
}
