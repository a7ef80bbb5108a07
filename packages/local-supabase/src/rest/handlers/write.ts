// POST (insert/upsert), PATCH (update) and DELETE on a table or view.
import { PgrstError } from '../errors.ts';
import { planRead } from '../plan.ts';
import type { SelectItem } from '../request/ast.ts';
import { readPayload } from '../request/body.ts';
import { parseQuery } from '../request/query-params.ts';
import { contentRange, contentType, send, shapeBody } from '../response.ts';
import type { Relation } from '../schema/model.ts';
import { Params } from '../sql/params.ts';
import { readStatement } from '../sql/read-sql.ts';
import { deleteSql, INSERTED, insertSql, type Returning, updateSql } from '../sql/write-sql.ts';
import { singularError, type ReadRow } from './read.ts';
import { type RestRequest, RollbackWith } from './request-context.ts';
import { inRequestTransaction } from './transaction.ts';

export async function handleWrite(q: RestRequest, relation: Relation): Promise<void> {
  const method = q.r.method;
  const parsed = parseQuery(q.r.url.searchParams);
  const ret = q.prefer.return ?? 'minimal';
  const select: SelectItem[] =
    ret === 'headers-only' ? relation.pk.map((c) => ({ kind: 'column', field: { name: c, json: [] } })) : parsed.select;
  const plan = planRead(q.cache, relation, select, parsed.levels);
  const conditions = plan.conditions;
  plan.conditions = [];
  const returning: Returning = ret === 'minimal' ? 'none' : 'rows';
  const params = new Params();

  let mutation: string;
  let upserting = false;
  if (method === 'POST') {
    const payload = await readPayload(q.r);
    const rows = Array.isArray(payload) ? payload : payload === undefined ? [{}] : [payload];
    if (!rows.every((x) => x !== null && typeof x === 'object' && !Array.isArray(x))) {
      throw new PgrstError(400, 'PGRST102', 'Empty or invalid json');
    }
    const columns = parsed.columns ?? unionKeys(rows as Record<string, unknown>[]);
    checkColumns(relation, columns);
    const conflict = parsed.onConflict ?? relation.pk;
    if (parsed.onConflict) checkColumns(relation, parsed.onConflict);
    upserting = !!q.prefer.resolution && conflict.length > 0;
    mutation = insertSql(
      {
        relation,
        body: JSON.stringify(rows),
        columns,
        missingDefault: q.prefer.missing === 'default',
        // as PostgREST: on_conflict means nothing without a resolution, and a table without a key cannot upsert
        upsert: upserting ? { conflict, resolution: q.prefer.resolution! } : undefined,
        returning,
      },
      params,
    );
  } else if (method === 'PATCH') {
    const payload = await readPayload(q.r);
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
      throw new PgrstError(400, 'PGRST102', 'Empty or invalid json');
    }
    const columns = parsed.columns ?? Object.keys(payload);
    checkColumns(relation, columns);
    if (conditions.length === 0) throw new PgrstError(400, '21000', 'UPDATE requires a WHERE clause');
    mutation = updateSql(relation, JSON.stringify(payload), columns, conditions, returning, params);
  } else {
    if (conditions.length === 0) throw new PgrstError(400, '21000', 'DELETE requires a WHERE clause');
    mutation = deleteSql(relation, conditions, returning, params);
  }

  const tail =
    returning === 'none'
      ? `SELECT '[]'::text AS body, count(*)::int AS page_total FROM pgrst_source`
      : readStatement(plan, params, {
          source: '(SELECT pgrst_source.*, row_number() OVER () AS _pgrst_n FROM pgrst_source)',
          sequenceColumn: '_pgrst_n',
          stripNulls: q.media.stripNulls,
        });
  const merging = mutation.includes(INSERTED);
  const sql = merging
    ? `WITH pgrst_source AS (${mutation}) SELECT _pgrst_out.*, ` +
      `(SELECT count(*) FROM pgrst_source WHERE ${INSERTED})::int AS inserted FROM (${tail}) AS _pgrst_out`
    : `WITH pgrst_source AS (${mutation}) ${tail}`;

  const respond = (
    row: ReadRow & { inserted?: number },
  ): { status: number; body: string | null; headers: Record<string, string> } => {
    const n = row.page_total;
    const counted = q.prefer.count ? n : null;
    const headers: Record<string, string> = {
      'Content-Range': method === 'POST' ? `*/${counted ?? '*'}` : contentRange(0, n, counted),
    };
    const applied = preferenceApplied(q, upserting);
    if (applied) headers['Preference-Applied'] = applied;
    if (ret === 'headers-only' && method === 'POST') {
      const first = (JSON.parse(row.body) as Record<string, unknown>[])[0];
      if (first && relation.pk.length) {
        const keys = relation.pk.map((c) => `${c}=eq.${encodeURIComponent(String(first[c]))}`).join('&');
        headers.Location = `/${relation.name}?${keys}`;
      }
    }
    // PostgREST: an upsert that merged every row and inserted none is 200
    const created = method === 'POST' ? (row.inserted === 0 ? 200 : 201) : undefined;
    if (ret !== 'representation') return { status: created ?? 204, body: null, headers };
    headers['Content-Type'] = contentType(q.media);
    return { status: created ?? 200, body: shapeBody(row.body, q.media), headers };
  };

  const answer = await inRequestTransaction(q, false, async (tx) => {
    const row = (await tx.query<ReadRow & { inserted?: number }>(sql, params.values)).rows[0];
    if (q.media.singular && row.page_total !== 1) throw singularError(row.page_total);
    if (q.prefer.handling === 'strict' && q.prefer.maxAffected !== undefined && row.page_total > q.prefer.maxAffected) {
      throw new PgrstError(
        400,
        'PGRST124',
        'Query result exceeds max-affected preference constraint',
        `The query affects ${row.page_total} rows`,
      );
    }
    const out = respond(row);
    if (q.prefer.tx === 'rollback') throw new RollbackWith(out.status, out.body, out.headers);
    return out;
  });
  send(q.r.res, answer.status, answer.body, answer.headers, method);
}

function unionKeys(rows: Record<string, unknown>[]): string[] {
  const keys = new Set<string>();
  for (const r of rows) for (const k of Object.keys(r)) keys.add(k);
  return [...keys];
}

function checkColumns(relation: Relation, columns: string[]): void {
  for (const c of columns) {
    if (!relation.columnMap.has(c)) {
      throw new PgrstError(
        400,
        'PGRST204',
        `Could not find the '${c}' column of '${relation.name}' in the schema cache`,
      );
    }
  }
}

function preferenceApplied(q: RestRequest, upserting: boolean): string | null {
  const parts: string[] = [];
  if (q.prefer.resolution && upserting) parts.push(`resolution=${q.prefer.resolution}`);
  if (q.prefer.missing === 'default') parts.push('missing=default');
  if (q.prefer.return) parts.push(`return=${q.prefer.return}`);
  if (q.prefer.count) parts.push(`count=${q.prefer.count}`);
  if (q.prefer.tx) parts.push(`tx=${q.prefer.tx}`);
  if (q.prefer.handling === 'strict' && q.prefer.maxAffected !== undefined)
    parts.push('handling=strict', `max-affected=${q.prefer.maxAffected}`);
  return parts.length ? parts.join(', ') : null;
}
