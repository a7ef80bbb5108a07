// GET and HEAD on a table or view.
import { PgrstError } from '../errors.ts';
import { type PlanNode, planRead } from '../plan.ts';
import { parseQuery } from '../request/query-params.ts';
import { contentRange, contentType, send, shapeBody } from '../response.ts';
import type { Relation } from '../schema/model.ts';
import { Params, qualified } from '../sql/params.ts';
import { countOf, countQuery, matchingRowsQuery, readStatement } from '../sql/read-sql.ts';
import type { Sql } from '../../types.ts';
import type { RestRequest } from './request-context.ts';
import { batchInRequestTransaction, inRequestTransaction } from './transaction.ts';

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
  if (q.r.method === 'HEAD') withoutBody(plan);
  const row =
    count === 'planned' || count === 'estimated'
      ? await inRequestTransaction(q, true, (tx) =>
          q.r.method === 'HEAD'
            ? headRow(tx, plan, source, paging, count, q.r.ctx.config.maxRows)
            : readWithEstimate(tx, q, plan, paging, source, count),
        )
      : await readInOneStatement(q, plan, paging, source, count === 'exact');
  respondRows(q, row, paging.offset ?? 0);
}

/** No count or an exact one: one statement, sent with the request settings in one round trip. */
async function readInOneStatement(
  q: RestRequest,
  plan: PlanNode,
  paging: Paging,
  source: string,
  exact: boolean,
): Promise<ReadRow> {
  const params = new Params();
  if (q.r.method === 'HEAD') {
    // the page follows from an exact total; without one, the page is what is counted
    const text = exact ? countQuery(plan, params, source) : countOf(matchingRowsQuery(plan, params, source, paging));
    const [result] = await batchInRequestTransaction(q, true, [{ text, params: params.values }]);
    const n = Number((result.rows[0] as { n: string | number }).n);
    const pageTotal = exact ? Math.max(0, Math.min(n - (paging.offset ?? 0), paging.limit ?? Infinity)) : n;
    return { body: '', page_total: pageTotal, total: exact ? n : null };
  }
  const text = readStatement(plan, params, { ...paging, count: exact, stripNulls: q.media.stripNulls });
  const [result] = await batchInRequestTransaction(q, true, [{ text, params: params.values }]);
  return result.rows[0] as unknown as ReadRow;
}

/** GET with count=planned or estimated: the rows, then the planner's estimate as PostgREST asks for it. */
async function readWithEstimate(
  tx: Sql,
  q: RestRequest,
  plan: PlanNode,
  paging: Paging,
  source: string,
  count: 'planned' | 'estimated',
): Promise<ReadRow> {
  const maxRows = q.r.ctx.config.maxRows;
  const params = new Params();
  const estimateAbove = count === 'estimated' && maxRows > 0 ? maxRows : undefined;
  const sql = readStatement(plan, params, {
    ...paging,
    count: count === 'estimated',
    countLimit: estimateAbove === undefined ? undefined : estimateAbove + 1,
    stripNulls: q.media.stripNulls,
  });
  const found = (await tx.query<ReadRow>(sql, params.values)).rows[0];
  if (count === 'planned') found.total = await plannedCount(tx, plan, source);
  if (count === 'estimated' && (estimateAbove === undefined || Number(found.total) > estimateAbove)) {
    found.total = Math.max(Number(found.total), await plannedCount(tx, plan, source));
  }
  return found;
}

/**
 * HEAD with count=planned or estimated builds no rows either: the page is counted and the total
 * comes from the planner as in PostgREST (estimated: exact up to max-rows, above it the larger of
 * that and the plan).
 */
async function headRow(
  tx: Sql,
  plan: PlanNode,
  source: string,
  paging: Paging,
  count: 'planned' | 'estimated',
  maxRows: number,
): Promise<ReadRow> {
  const counted = async (sql: (p: Params) => string): Promise<number> => {
    const params = new Params();
    const text = sql(params);
    return Number((await tx.query<{ n: string | number }>(text, params.values)).rows[0].n);
  };
  let total: number | null = null;
  if (count === 'estimated') {
    total = await counted((p) =>
      countOf(matchingRowsQuery(plan, p, source, { limit: maxRows > 0 ? maxRows + 1 : undefined })),
    );
    if (maxRows > 0 && total <= maxRows) {
      return {
        body: '',
        page_total: Math.max(0, Math.min(total - (paging.offset ?? 0), paging.limit ?? Infinity)),
        total,
      };
    }
  }
  const pageTotal = await counted((p) => countOf(matchingRowsQuery(plan, p, source, paging)));
  total =
    count === 'planned' ? await plannedCount(tx, plan, source) : Math.max(total!, await plannedCount(tx, plan, source));
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
  const range = q.r.req.headers.range;
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
      throw new PgrstError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${lower} was requested, but there are only ${total} rows.`,
        null,
        { 'Content-Range': `*/${total}` },
      );
    }
    if (row.page_total < total) status = 206;
  }
  send(q.r.res, status, q.r.method === 'HEAD' ? null : shapeBody(row.body, q.media), headers, q.r.method);
}

export function singularError(rows: number): PgrstError {
  return new PgrstError(
    406,
    'PGRST116',
    'JSON object requested, multiple (or no) rows returned',
    `The result contains ${rows} rows`,
  );
}
