// A planned read to one SQL statement: LATERAL joins for embeds, JSON built by Postgres
// (row_to_json/json_agg) so every type encodes exactly as PostgREST's output does.
import type { EmbedPlan, Output, PlanNode } from '../plan.ts';
import type { FieldRef, OrderTerm } from '../request/ast.ts';
import type { Relationship } from '../schema/relationships.ts';
import { conditionSql, fieldSql } from './conditions.ts';
import { ident, type Params, qualified } from './params.ts';

export interface ReadOptions {
  /** FROM expression for the top level; the relation itself by default (a CTE for writes, a function call for RPC) */
  source?: string;
  /** the top-level row limit (max-rows applied) */
  limit?: number;
  offset?: number;
  /** add `total`: the count of all matching rows, before limit/offset */
  count?: boolean;
  /** count at most this many rows (Prefer: count=estimated counts up to max-rows + 1) */
  countLimit?: number;
  /** a column of `source` that keeps its row order when no order was asked for */
  sequenceColumn?: string;
  /** Accept: ...;nulls=stripped */
  stripNulls?: boolean;
}

/** Selects `body` (JSON array text), `page_total` and, if asked, `total`. */
export function readStatement(root: PlanNode, params: Params, opts: ReadOptions = {}): string {
  const source = opts.source ?? qualified(root.relation.schema, root.relation.name);
  const inner = levelQuery(root, params, source, [], {
    limit: opts.limit,
    offset: opts.offset,
    sequence: opts.sequenceColumn,
  });
  const total = !opts.count
    ? ''
    : opts.countLimit === undefined
      ? `, (${countQuery(root, params, source)}) AS total`
      : `, (${countOf(matchingRowsQuery(root, params, source, { limit: opts.countLimit }))}) AS total`;
  const agg = `coalesce(json_agg(_pgrst_row), '[]')`;
  const body = opts.stripNulls ? `json_strip_nulls(${agg})` : agg;
  return `SELECT ${body}::text AS body, count(_pgrst_row)::int AS page_total${total} FROM (${inner}) AS _pgrst_row`;
}

/** The count (`n`) of rows the top level would return without paging. */
export function countQuery(root: PlanNode, params: Params, source: string): string {
  return `SELECT count(*) AS n FROM ${filteredRows(root, params, source)}`;
}

/**
 * `FROM … WHERE …` of the top level with only what decides which rows are in it (filters, inner
 * embeds, embed null checks): no outputs, no order, so no row is built.
 */
function filteredRows(root: PlanNode, params: Params, source: string): string {
  const laterals = root.embeds.filter((e) => needsLateralInWhere(root, e)).map((e) => lateralJoin(root, e, params));
  const where = whereClauses(root, params);
  const whereSql = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  return `${source} AS ${ident(root.alias)} ${laterals.join(' ')}${whereSql}`;
}

/** `SELECT 1` per matching row, at most `limit`: counted by countOf(), estimated by EXPLAIN. */
export function matchingRowsQuery(
  root: PlanNode,
  params: Params,
  source: string,
  paging: { limit?: number; offset?: number } = {},
): string {
  let sql = `SELECT 1 FROM ${filteredRows(root, params, source)}`;
  if (paging.limit !== undefined) sql += ` LIMIT ${paging.limit}`;
  if (paging.offset !== undefined && paging.offset > 0) sql += ` OFFSET ${paging.offset}`;
  return sql;
}

/** One count over a row query, named `n`. */
export function countOf(rowsQuery: string): string {
  return `SELECT count(*) AS n FROM (${rowsQuery}) AS _pgrst_rows`;
}

function needsLateralInWhere(node: PlanNode, e: EmbedPlan): boolean {
  return e.inner || node.embedNull.some((n) => n.embed === e);
}

function levelQuery(
  node: PlanNode,
  params: Params,
  source: string,
  joinWhere: string[],
  paging: { limit?: number; offset?: number; sequence?: string },
  extraFrom = '',
): string {
  const select = node.outputs.flatMap((o) => outputSql(node, o, params));
  const laterals = node.embeds.map((e) => lateralJoin(node, e, params));
  const where = [...joinWhere, ...whereClauses(node, params)];
  const order = node.order.map((t) => orderSql(node, t, params));
  if (order.length === 0 && paging.sequence) order.push(`${ident(node.alias)}.${ident(paging.sequence)}`);
  let sql = `SELECT ${select.join(', ')} FROM ${source} AS ${ident(node.alias)}${extraFrom} ${laterals.join(' ')}`;
  if (where.length) sql += ` WHERE ${where.join(' AND ')}`;
  if (node.outputs.some((o) => o.kind === 'count')) {
    const groups = node.outputs
      .filter((o) => o.kind === 'column')
      .map((o) => fieldSql(node.alias, node.relation, (o as { field: FieldRef }).field, params));
    if (groups.length) sql += ` GROUP BY ${groups.join(', ')}`;
  }
  if (order.length) sql += ` ORDER BY ${order.join(', ')}`;
  if (paging.limit !== undefined) sql += ` LIMIT ${paging.limit}`;
  if (paging.offset !== undefined && paging.offset > 0) sql += ` OFFSET ${paging.offset}`;
  return sql;
}

function whereClauses(node: PlanNode, params: Params): string[] {
  const out = node.conditions.map((c) => conditionSql(c, node.alias, node.relation, params));
  for (const e of node.embeds) if (e.inner) out.push(presentSql(e, true));
  for (const n of node.embedNull) out.push(presentSql(n.embed, !n.isNull));
  return out;
}

function presentSql(e: EmbedPlan, present: boolean): string {
  const lat = ident(lateralAlias(e));
  if (e.countOnly) return present ? `${lat}.n > 0` : `${lat}.n = 0`;
  return `${lat}.body IS ${present ? 'NOT NULL' : 'NULL'}`;
}

function lateralAlias(e: EmbedPlan): string {
  return `${e.node.alias}_lat`;
}

function outputSql(node: PlanNode, o: Output, params: Params): string[] {
  switch (o.kind) {
    case 'column': {
      const expr = fieldSql(node.alias, node.relation, o.field, params);
      return [`${o.cast ? `CAST(${expr} AS ${o.cast})` : expr} AS ${ident(o.key)}`];
    }
    case 'count':
      return [`count(*) AS ${ident(o.key)}`];
    case 'embed': {
      const lat = ident(lateralAlias(o.embed));
      if (o.embed.relationship.toOne && !o.embed.countOnly) return [`${lat}.body AS ${ident(o.embed.key)}`];
      return [`coalesce(${lat}.body, '[]'::json) AS ${ident(o.embed.key)}`];
    }
    case 'spread': {
      const lat = ident(lateralAlias(o.embed));
      const empty = o.embed.relationship.toOne ? '' : `, '[]'::json`;
      return spreadKeys(o.embed).map((k) => `coalesce(${lat}.body -> ${params.add(k)}::text${empty}) AS ${ident(k)}`);
    }
  }
}

function spreadKeys(e: EmbedPlan): string[] {
  return e.node.outputs.flatMap((o) =>
    o.kind === 'spread' ? spreadKeys(o.embed) : [o.kind === 'embed' ? o.embed.key : o.key],
  );
}

/** Conditions tying the child level (alias `child`) to its parent row (alias `parent`). */
function joinConditions(r: Relationship, parent: string, child: string, junction: string): string[] {
  const p = ident(parent);
  const c = ident(child);
  if (r.kind === 'many-to-many') {
    const j = ident(junction);
    return [
      ...r.toParent.fromCols.map((col, i) => `${j}.${ident(col)} = ${p}.${ident(r.toParent.toCols[i])}`),
      ...r.toTarget.fromCols.map((col, i) => `${j}.${ident(col)} = ${c}.${ident(r.toTarget.toCols[i])}`),
    ];
  }
  if (r.forward) return r.fk.fromCols.map((col, i) => `${c}.${ident(r.fk.toCols[i])} = ${p}.${ident(col)}`);
  return r.fk.fromCols.map((col, i) => `${c}.${ident(col)} = ${p}.${ident(r.fk.toCols[i])}`);
}

function childFrom(e: EmbedPlan, parentAlias: string): { source: string; extraFrom: string; join: string[] } {
  const r = e.relationship;
  const target = r.target;
  const junctionAlias = `${e.node.alias}_j`;
  const extraFrom =
    r.kind === 'many-to-many' ? `, ${qualified(r.junction.schema, r.junction.name)} AS ${ident(junctionAlias)}` : '';
  return {
    source: qualified(target.schema, target.name),
    extraFrom,
    join: joinConditions(r, parentAlias, e.node.alias, junctionAlias),
  };
}

function lateralJoin(parent: PlanNode, e: EmbedPlan, params: Params): string {
  const { source, extraFrom, join } = childFrom(e, parent.alias);
  const lat = ident(lateralAlias(e));
  const child = e.node;
  if (e.countOnly) {
    const where = [...join, ...whereClauses(child, params)];
    return (
      `LEFT JOIN LATERAL (SELECT json_build_array(json_build_object('count', count(*))) AS body, count(*) AS n ` +
      `FROM ${source} AS ${ident(child.alias)}${extraFrom} WHERE ${where.join(' AND ')}) AS ${lat} ON TRUE`
    );
  }
  const rows = levelQuery(child, params, source, join, { limit: child.limit, offset: child.offset }, extraFrom);
  let agg = e.relationship.toOne ? 'row_to_json(_pgrst_e)' : 'json_agg(_pgrst_e)';
  if (e.spread && !e.relationship.toOne) {
    // a spread to-many: one array per column, like PostgREST 13
    const keys = spreadKeys(e);
    const pairs = keys.map((k) => `${params.add(k)}::text, json_agg(_pgrst_e.${ident(k)})`).join(', ');
    agg = keys.length
      ? `CASE WHEN count(*) = 0 THEN NULL ELSE json_build_object(${pairs}) END`
      : `CASE WHEN count(*) = 0 THEN NULL ELSE json_build_object() END`;
  }
  return `LEFT JOIN LATERAL (SELECT ${agg} AS body FROM (${rows}) AS _pgrst_e) AS ${lat} ON TRUE`;
}

function orderSql(node: PlanNode, t: OrderTerm, params: Params): string {
  let expr: string;
  if (t.relation) {
    const e = node.embeds.find((x) => x.key === t.relation)!;
    const { source, extraFrom, join } = childFrom(e, node.alias);
    const alias = `${e.node.alias}_o`;
    const renamed = join.map((j) => j.split(`${ident(e.node.alias)}.`).join(`${ident(alias)}.`));
    const field = fieldSql(alias, e.node.relation, t.field, params);
    expr = `(SELECT ${field} FROM ${source} AS ${ident(alias)}${extraFrom} WHERE ${renamed.join(' AND ')} LIMIT 1)`;
  } else expr = fieldSql(node.alias, node.relation, t.field, params);
  const dir = t.direction ? ` ${t.direction.toUpperCase()}` : '';
  const nulls = t.nulls ? ` NULLS ${t.nulls.toUpperCase()}` : '';
  return `${expr}${dir}${nulls}`;
}
