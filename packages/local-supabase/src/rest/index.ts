// /rest/v1: a PostgREST subset. Each request runs in one transaction as the caller's role with
// its JWT claims set, so grants and RLS policies decide what it may see and change.
import { CallerError, resolveCaller } from '../caller.ts';
import { HttpError } from '../http.ts';
import type { ApiRequest, ApiRole, Surface } from '../types.ts';
import { fromPgError, isPgError, PgrstError } from './errors.ts';
import { openApiRoot } from './handlers/openapi.ts';
import { handleRead } from './handlers/read.ts';
import { type RestRequest, RollbackWith } from './handlers/request-context.ts';
import { handleRpc } from './handlers/rpc.ts';
import { handleWrite } from './handlers/write.ts';
import { negotiateMedia } from './request/media.ts';
import { parsePrefer } from './request/prefer.ts';
import { send } from './response.ts';
import { closestName } from './schema/closest-name.ts';
import { relationKey, type SchemaCache } from './schema/model.ts';
import { getSchemaCache, reloadAfterMiss } from './schema/schema-cache.ts';

export { reloadSchemaCache } from './schema/schema-cache.ts';
export { readSqlFor } from './read-sql-for.ts';

const CACHE_MISS_CODES = new Set(['PGRST200', 'PGRST202', 'PGRST204', 'PGRST205', '42703']);

export const rest: Surface = async (r) => {
  let role: ApiRole = 'anon';
  try {
    const caller = await resolveCaller(r.req, r.ctx);
    role = caller.role;
    const schema = profile(r);
    const q: RestRequest = {
      r,
      caller,
      schema,
      cache: await getSchemaCache(r.ctx),
      prefer: parsePrefer(r.req.headers.prefer),
      media: negotiateMedia(header(r, 'accept')),
    };
    try {
      await route(q);
    } catch (err) {
      // the schema may have changed since the cache was loaded (DDL after start-up)
      if (!(err instanceof PgrstError) || !CACHE_MISS_CODES.has(err.body.code)) throw err;
      const fresh = await reloadAfterMiss(r.ctx);
      if (!fresh) throw err;
      q.cache = fresh;
      await route(q);
    }
  } catch (err) {
    sendError(r, err, role);
  }
};

async function route(q: RestRequest): Promise<void> {
  const { r } = q;
  const segments = r.path
    .split('/')
    .filter((s) => s !== '')
    .map(decodeSegment);
  if (segments.length === 0) {
    if (r.method !== 'GET' && r.method !== 'HEAD') throw unsupported(r.method);
    send(
      r.res,
      200,
      JSON.stringify(openApiRoot(q)),
      { 'Content-Type': 'application/openapi+json; charset=utf-8' },
      r.method,
    );
    return;
  }
  if (segments.length === 2 && segments[0] === 'rpc') {
    if (!['GET', 'HEAD', 'POST'].includes(r.method)) throw unsupported(r.method);
    const key = relationKey(q.schema, segments[1]);
    await handleRpc(q, segments[1], q.cache.routines.get(key) ?? []);
    return;
  }
  if (segments.length !== 1) throw new PgrstError(404, 'PGRST125', 'Invalid path specified in request URL');
  const relation = findRelation(q, segments[0]);
  switch (r.method) {
    case 'GET':
    case 'HEAD':
      return handleRead(q, relation);
    case 'POST':
    case 'PATCH':
    case 'DELETE':
      return handleWrite(q, relation);
    default:
      throw unsupported(r.method);
  }
}

function findRelation(q: RestRequest, name: string) {
  const key = relationKey(q.schema, name);
  const relation = q.cache.relations.get(key);
  if (!relation) {
    throw new PgrstError(
      404,
      'PGRST205',
      `Could not find the table '${q.schema}.${name}' in the schema cache`,
      null,
      suggestion(q.cache, q.schema, name),
    );
  }
  return relation;
}

function suggestion(cache: SchemaCache, schema: string, name: string): string | null {
  const close = closestName(
    name,
    [...cache.relations.values()].filter((r) => r.schema === schema).map((r) => r.name),
  );
  return close ? `Perhaps you meant the table '${schema}.${close}'` : null;
}

function profile(r: ApiRequest): string {
  const exposed = r.ctx.config.exposedSchemas;
  const readLike = r.method === 'GET' || r.method === 'HEAD';
  const wanted = header(r, readLike ? 'accept-profile' : 'content-profile');
  if (wanted === undefined) return exposed[0] ?? 'public';
  if (!exposed.includes(wanted)) {
    throw new PgrstError(406, 'PGRST106', `The schema must be one of the following: ${exposed.join(', ')}`);
  }
  return wanted;
}

function header(r: ApiRequest, name: string): string | undefined {
  const v = r.req.headers[name];
  return Array.isArray(v) ? v.join(', ') : v;
}

function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    throw new PgrstError(404, 'PGRST125', 'Invalid path specified in request URL');
  }
}

function unsupported(method: string): PgrstError {
  return new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

function sendError(r: ApiRequest, err: unknown, role: ApiRole): void {
  if (err instanceof RollbackWith) {
    send(r.res, err.status, err.body, err.headers, r.method);
    return;
  }
  let e: PgrstError;
  if (err instanceof PgrstError) e = err;
  else if (isPgError(err)) e = fromPgError(err, role);
  else if (err instanceof CallerError) {
    const body = err.body as { code?: string; message?: string };
    const headers: Record<string, string> =
      body.code === 'PGRST301' || body.code === 'PGRST303'
        ? { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${body.message ?? ''}"` }
        : {};
    send(
      r.res,
      err.status,
      JSON.stringify(err.body),
      { 'Content-Type': 'application/json; charset=utf-8', ...headers },
      r.method,
    );
    return;
  } else if (err instanceof HttpError) {
    send(
      r.res,
      err.status,
      JSON.stringify(err.body),
      { 'Content-Type': 'application/json; charset=utf-8', ...(err.headers ?? {}) },
      r.method,
    );
    return;
  } else throw err;
  send(
    r.res,
    e.status,
    JSON.stringify(e.body),
    { 'Content-Type': 'application/json; charset=utf-8', ...e.headers },
    r.method,
  );
}
