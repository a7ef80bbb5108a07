// GET and HEAD on a table or view.
import { PgrstError } from '../errors.ts';
import { type PlanNode, planRead } from '../plan.ts';
import { parseQuery } from '../request/query-params.ts';
import { contentRange, contentType, send, shapeBody } from '../response.ts';
import type { Relation } from '../schema/model.ts';
import { Params, qualified } from '../sql/params.ts';
import { countOf, countQuery, matchingRowsQuery, readStatement } from '../sql/read-sql.ts';
import type { Preferences } from '../request/prefer.ts';
import type { Sql } from '../../types.ts';
import type { RestRequest } from './request-context.ts';
import { inRequestTransaction } from './transaction.ts';

type Paging = { limit?: number; offset?: number };

export interface ReadRow {
  body: string;
  page_total: number;
  total?: string | number | null;
}

export async function handleRead(q: RestRequest, relation: Relation): Promise<void> {
  const parsed = parseQuery(q.r.url.searchParams);
  const plan = planRead(q.cache, relation, parsed.select, parsed.levels);
  const paging = topPaging(q, plan);
  const source = qualified(relation.schema, relation.name);
  const count = q.prefer.count;
  const maxRows = q.r.ctx.config.maxRows;
  const row = await inRequestTransaction(q, true, async (tx) => {
    if (q.r.method === 'HEAD') {
      withoutBody(plan);
      return headRow(tx, plan, source, paging, count, maxRows);
    }
    const params = new Params();
    const estimateAbove = count === 'estimated' && maxRows > 0 ? maxRows : undefined;
    const sql = readStatement(plan, params, {
      ...paging,
      count: count === 'exact' || count === 'estimated',
      countLimit: estimateAbove === undefined ? undefined : estimateAbove + 1,
      stripNulls: q.media.stripNulls,
    });
    const found = (await tx.query<ReadRow>(sql, params.values)).rows[0];
    if (count === 'planned') found.total = await plannedCount(tx, plan, source);
    if (count === 'estimated' && (estimateAbove === undefined || Number(found.total) > estimateAbove)) {
      found.total = Math.max(Number(found.total), await plannedCount(tx, plan, source));
    }
    return found;
  });
  respondRows(q, row, paging.offset ?? 0);
}

/**
 * HEAD builds no rows: `count=exact` is one count over the filtered relation (the page follows
 * from it); otherwise the page is counted, and planned/estimated totals come from the planner
 * as in PostgREST (estimated: exact up to max-rows, above it the larger of that and the plan).
 */
async function headRow(tx: Sql, plan: PlanNode, source: string, paging: Paging, count: Preferences['count'], maxRows: number): Promise<ReadRow> {
  const counted = async (sql: (p: Params) => string): Promise<number> => {
    const params = new Params();
    const text = sql(params);
    return Number((await tx.query<{ n: string | number }>(text, params.values)).rows[0].n);
  };
  const pageOf = (total: number) => Math.max(0, Math.min(total - (paging.offset ?? 0), paging.limit ?? Infinity));
  if (count === 'exact') {
    const total = await counted((p) => countQuery(plan, p, source));
    return { body: '', page_total: pageOf(total), total };
  }
  let total: number | null = null;
  if (count === 'estimated') {
    total = await counted((p) => countOf(matchingRowsQuery(plan, p, source, { limit: maxRows > 0 ? maxRows + 1 : undefined })));
    if (maxRows > 0 && total <= maxRows) return { body: '', page_total: pageOf(total), total };
  }
  const pageTotal = await counted((p) => countOf(matchingRowsQuery(plan, p, source, paging)));
  if (count === 'planned') total = await plannedCount(tx, plan, source);
  if (count === 'estimated') total = Math.max(total!, await plannedCount(tx, plan, source));
  return { body: '', page_total: pageTotal, total };
}

/** The planner's row estimate for the filtered relation (PostgREST's count=planned). */
async function plannedCount(tx: Sql, plan: PlanNode, source: string): Promise<number> {
  const params = new Params();
  const sql = `EXPLAIN (FORMAT JSON) ${matchingRowsQuery(plan, params, source)}`;
  const row = (await tx.query<Record<string, unknown>>(sql, params.values)).rows[0];
  const value = Object.values(row)[0];
  const explained = (typeof value === 'string' ? JSON.parse(value) : value) as { Plan: { 'Plan Rows': number } }[];
  return explained[0].Plan['Plan Rows'];
}

/** HEAD sends no body: keep only what decides which rows count (filters, inner embeds). */
export function withoutBody(plan: PlanNode): void {
  plan.outputs = [];
  plan.order = [];
  plan.embeds = plan.embeds.filter((e) => e.inner || plan.embedNull.some((n) => n.embed === e));
}

/** Top-level limit/offset from the query or a Range header, capped by max-rows. */
export function topPaging(q: RestRequest, plan: PlanNode): Paging {
  let limit = plan.limit;
  let offset = plan.offset;
  const range = q.r.req.headers['range'];
  if (typeof range === 'string' && q.r.method === 'GET') {
    const m = /^(?:items=)?(\d+)-(\d*)$/.exec(range.trim());
    if (m) {
      const from = Number(m[1]);
      offset = Math.max(offset ?? 0, from);
      if (m[2] !== '') limit = Math.min(limit ?? Infinity, Number(m[2]) - from + 1);
    }
  }
  const maxRows = q.r.ctx.config.maxRows;
  if (maxRows > 0) limit = Math.min(limit ?? maxRows, maxRows);
  return { limit: limit === Infinity ? undefined : limit, offset };
}

/** Status, Content-Range and body for a read, as PostgREST's RangeQuery does it. */
export function respondRows(q: RestRequest, row: ReadRow, lower: number): void {
  const total = row.total === undefined || row.total === null ? null : Number(row.total);
  const headers: Record<string, string> = {
    'Content-Type': contentType(q.media),
    'Content-Range': contentRange(lower, row.page_total, total),
  };
  if (q.media.singular && row.page_total !== 1) throw singularError(row.page_total);
  let status = 200;
  if (total !== null) {
    if (lower > total && !(lower === 0 && total === 0)) {
      throw new PgrstError(416, 'PGRST103', 'Requested range not satisfiable',
        `An offset of ${lower} was requested, but there are only ${total} rows.`, null, { 'Content-Range': `*/${total}` });
    }
    if (row.page_total < total) status = 206;
  }
  send(q.r.res, status, q.r.method === 'HEAD' ? null : shapeBody(row.body, q.media), headers, q.r.method);
}

export function singularError(rows: number): PgrstError {
  return new PgrstError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${rows} rows`);
}
