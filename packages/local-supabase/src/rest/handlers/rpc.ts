// /rpc/{fn}: POST with JSON arguments (or one unnamed json parameter), GET/HEAD with query arguments.
import { PgrstError } from '../errors.ts';
import { planRead } from '../plan.ts';
import { readPayload } from '../request/body.ts';
import { parseQuery } from '../request/query-params.ts';
import { contentRange, contentType, send } from '../response.ts';
import { closestName } from '../schema/closest-name.ts';
import type { Routine, SchemaCache } from '../schema/model.ts';
import { Params } from '../sql/params.ts';
import { readStatement } from '../sql/read-sql.ts';
import { type CallArgs, callSql } from '../sql/rpc-sql.ts';
import { respondRows, topPaging, withoutBody, type ReadRow } from './read.ts';
import type { RestRequest } from './request-context.ts';
import { inRequestTransaction } from './transaction.ts';

export async function handleRpc(q: RestRequest, name: string, overloads: Routine[]): Promise<void> {
  const method = q.r.method;
  const argNames = new Set(overloads.flatMap((o) => o.params.map((p) => p.name)).filter((n) => n !== ''));
  const isGet = method === 'GET' || method === 'HEAD';
  const parsed = parseQuery(q.r.url.searchParams, isGet ? (k) => argNames.has(k) : undefined);
  let args: Record<string, unknown> = {};
  let raw: unknown;
  if (isGet) args = Object.fromEntries(parsed.args);
  else {
    raw = await readPayload(q.r);
    if (raw !== undefined && raw !== null && typeof raw === 'object' && !Array.isArray(raw))
      args = raw as Record<string, unknown>;
  }
  const routine = chooseRoutine(
    q.cache,
    q.schema,
    name,
    overloads,
    Object.keys(args),
    raw !== undefined && typeof raw !== 'object',
  );
  const call: CallArgs =
    isSingleJson(routine) && !isGet
      ? { kind: 'single-json', json: JSON.stringify(raw ?? {}) }
      : { kind: 'named', json: JSON.stringify(args), names: Object.keys(args) };
  const readOnly = isGet || routine.volatility !== 'v';
  const params = new Params();
  const fn = callSql(routine, call, params);
  const run = <T>(sql: string) =>
    inRequestTransaction(q, readOnly, async (tx) => (await tx.query<T>(sql, params.values)).rows[0]);

  // supabase-js asks for a count without rows this way when an argument is an object
  const minimal = !isGet && q.prefer.return === 'minimal';
  const noContent = (row?: ReadRow): void => {
    const total = row?.total === undefined || row.total === null ? null : Number(row.total);
    send(q.r.res, 204, null, { 'Content-Range': row ? contentRange(0, row.page_total, total) : '*/*' }, method);
  };
  const result = routine.result;
  if (result.kind === 'void') {
    await run(`SELECT ${fn}`);
    send(q.r.res, 204, null, { 'Content-Range': '*/*' }, method);
    return;
  }
  if (result.kind === 'scalar') {
    if (routine.returnsSet) {
      const total = q.prefer.count ? ', count(*) AS total' : '';
      const row = await run<ReadRow>(
        `SELECT coalesce(json_agg(_pgrst_v), '[]')::text AS body, count(*)::int AS page_total${total}` +
          ` FROM ${fn} AS _pgrst_v`,
      );
      if (minimal) noContent(row);
      else respondRows(q, row, 0);
      return;
    }
    const row = await run<{ body: string }>(`SELECT to_json(${fn})::text AS body`);
    if (minimal) return noContent();
    send(
      q.r.res,
      200,
      row.body,
      { 'Content-Type': contentType({ ...q.media, singular: false, csv: false }), 'Content-Range': '0-0/*' },
      method,
    );
    return;
  }
  const plan = planRead(q.cache, result.relation, parsed.select, parsed.levels);
  const { limit, offset } = topPaging(q, plan);
  if (method === 'HEAD' || minimal) withoutBody(plan);
  const sql = readStatement(plan, params, {
    source: fn,
    limit,
    offset,
    count: !!q.prefer.count,
    stripNulls: q.media.stripNulls,
  });
  const row = await run<ReadRow>(sql);
  if (minimal) return noContent(row);
  if (!routine.returnsSet && !q.media.singular) {
    const rows = JSON.parse(row.body) as unknown[];
    send(
      q.r.res,
      200,
      rows.length ? JSON.stringify(rows[0]) : 'null',
      { 'Content-Type': contentType(q.media), 'Content-Range': contentRange(0, row.page_total, null) },
      method,
    );
    return;
  }
  respondRows(q, row, offset ?? 0);
}

function isSingleJson(r: Routine): boolean {
  return (
    r.params.length === 1 && r.params[0].name === '' && (r.params[0].type === 'json' || r.params[0].type === 'jsonb')
  );
}

function chooseRoutine(
  cache: SchemaCache,
  schema: string,
  name: string,
  overloads: Routine[],
  keys: string[],
  scalarBody: boolean,
): Routine {
  const named = scalarBody
    ? []
    : overloads.filter(
        (r) =>
          keys.every((k) => r.params.some((p) => p.name === k)) &&
          r.params.every((p) => p.hasDefault || keys.includes(p.name)),
      );
  const candidates = named.length ? named : overloads.filter(isSingleJson);
  if (candidates.length === 1) return candidates[0];
  const fq = `${schema}.${name}`;
  if (candidates.length === 0) {
    const sorted = [...keys].sort();
    const message = sorted.length
      ? `Could not find the function ${fq}(${sorted.join(', ')}) in the schema cache`
      : `Could not find the function ${fq} without parameters in the schema cache`;
    const tried = sorted.length ? `with parameters ${sorted.join(', ')}` : 'without parameters';
    const details =
      `Searched for the function ${fq} ${tried} or with a single unnamed json/jsonb parameter, ` +
      'but no matches were found in the schema cache.';
    const known = [...cache.routines.keys()]
      .filter((k) => k.startsWith(`${schema}.`))
      .map((k) => k.slice(schema.length + 1));
    const close = overloads.length ? null : closestName(name, known);
    throw new PgrstError(
      404,
      'PGRST202',
      message,
      details,
      close ? `Perhaps you meant to call the function ${schema}.${close}` : null,
    );
  }
  const exact = candidates.filter((r) => r.params.length === keys.length);
  if (exact.length === 1) return exact[0];
  const signatures = candidates.map((r) => `${fq}(${r.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`);
  throw new PgrstError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${signatures.join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}
