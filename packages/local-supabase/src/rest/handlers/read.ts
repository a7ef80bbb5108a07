// GET and HEAD on a table or view.
import { PgrstError } from '../errors.ts';
import { type PlanNode, planRead } from '../plan.ts';
import { parseQuery } from '../request/query-params.ts';
import { contentRange, contentType, send, shapeBody } from '../response.ts';
import type { Relation } from '../schema/model.ts';
import { Params } from '../sql/params.ts';
import { readStatement } from '../sql/read-sql.ts';
import type { RestRequest } from './request-context.ts';
import { inRequestTransaction } from './transaction.ts';

export interface ReadRow {
  body: string;
  page_total: number;
  total?: string | number | null;
}

export async function handleRead(q: RestRequest, relation: Relation): Promise<void> {
  const parsed = parseQuery(q.r.url.searchParams);
  const plan = planRead(q.cache, relation, parsed.select, parsed.levels);
  const { limit, offset } = topPaging(q, plan);
  if (q.r.method === 'HEAD') withoutBody(plan);
  const params = new Params();
  const sql = readStatement(plan, params, { limit, offset, count: !!q.prefer.count, stripNulls: q.media.stripNulls });
  const row = await inRequestTransaction(q, true, async (tx) => (await tx.query<ReadRow>(sql, params.values)).rows[0]);
  respondRows(q, row, offset ?? 0);
}

/** HEAD sends no body: keep only what decides which rows count (filters, inner embeds). */
export function withoutBody(plan: PlanNode): void {
  plan.outputs = [];
  plan.order = [];
  plan.embeds = plan.embeds.filter((e) => e.inner || plan.embedNull.some((n) => n.embed === e));
}

/** Top-level limit/offset from the query or a Range header, capped by max-rows. */
export function topPaging(q: RestRequest, plan: PlanNode): { limit?: number; offset?: number } {
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
  send(q.r.res, status, shapeBody(row.body, q.media), headers, q.r.method);
}

export function singularError(rows: number): PgrstError {
  return new PgrstError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${rows} rows`);
}
