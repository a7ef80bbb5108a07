// INSERT/UPSERT/UPDATE/DELETE as the first part of `WITH pgrst_source AS (...)`. The JSON body is
// expanded by Postgres (json_populate_record[set]) so values convert as they do in PostgREST.
import type { Condition } from '../request/ast.ts';
import type { Relation } from '../schema/model.ts';
import { conditionSql } from './conditions.ts';
import { ident, type Params, qualified } from './params.ts';

export const TARGET = '_pgrst_target';

export type Returning = 'none' | 'rows';

/** Names the column telling inserted rows from updated ones in an upsert's RETURNING. */
export const INSERTED = '_pgrst_inserted';

function returning(r: Returning, markInserted = false): string {
  // xmax is 0 for a row version this statement inserted, set for one it updated on conflict
  const mark = markInserted ? `, (${ident(TARGET)}.xmax::text = '0') AS ${INSERTED}` : '';
  return r === 'none' ? `RETURNING 1${mark}` : `RETURNING ${ident(TARGET)}.*${mark}`;
}

export interface InsertSpec {
  relation: Relation;
  /** JSON array text of the rows */
  body: string;
  columns: string[];
  missingDefault: boolean;
  upsert?: { conflict: string[]; resolution: 'merge-duplicates' | 'ignore-duplicates' };
  returning: Returning;
}

export function insertSql(spec: InsertSpec, params: Params): string {
  const rel = qualified(spec.relation.schema, spec.relation.name);
  const cols = spec.columns.map(ident).join(', ');
  const bodyParam = params.add(spec.body);
  let select: string;
  if (spec.missingDefault) {
    const exprs = spec.columns.map((c) => {
      const fallback = spec.relation.columnMap.get(c)?.defaultSql ?? 'NULL';
      return `CASE WHEN _pgrst_e.j::jsonb ? ${params.add(c)}::text THEN _pgrst_r.${ident(c)} ELSE ${fallback} END`;
    });
    select =
      `SELECT ${exprs.join(', ')} ` +
      `FROM json_array_elements(${bodyParam}::text::json) WITH ORDINALITY AS _pgrst_e(j, n), ` +
      `LATERAL json_populate_record(NULL::${rel}, _pgrst_e.j) AS _pgrst_r ORDER BY _pgrst_e.n`;
  } else {
    const picked = spec.columns.map((c) => `_pgrst_r.${ident(c)}`).join(', ');
    select = `SELECT ${picked} FROM json_populate_recordset(NULL::${rel}, ${bodyParam}::text::json) AS _pgrst_r`;
  }
  let sql = `INSERT INTO ${rel} AS ${ident(TARGET)}${spec.columns.length ? ` (${cols})` : ''} ${select}`;
  let merging = false;
  if (spec.upsert) {
    const target = spec.upsert.conflict.length ? ` (${spec.upsert.conflict.map(ident).join(', ')})` : '';
    if (spec.upsert.resolution === 'ignore-duplicates' || spec.columns.length === 0)
      sql += ` ON CONFLICT${target} DO NOTHING`;
    else {
      const updates = spec.columns.map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`).join(', ');
      sql += ` ON CONFLICT${target} DO UPDATE SET ${updates}`;
      merging = true;
    }
  }
  return `${sql} ${returning(spec.returning, merging)}`;
}

export function updateSql(
  relation: Relation,
  body: string,
  columns: string[],
  conditions: Condition[],
  ret: Returning,
  params: Params,
): string {
  const rel = qualified(relation.schema, relation.name);
  const where = conditions.map((c) => conditionSql(c, TARGET, relation, params));
  const whereSql = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  if (columns.length === 0) {
    return `SELECT ${ident(TARGET)}.* FROM ${rel} AS ${ident(TARGET)} WHERE FALSE`;
  }
  const set = columns.map((c) => `${ident(c)} = _pgrst_b.${ident(c)}`).join(', ');
  return (
    `UPDATE ${rel} AS ${ident(TARGET)} SET ${set} ` +
    `FROM json_populate_record(NULL::${rel}, ${params.add(body)}::text::json) AS _pgrst_b${whereSql} ${returning(ret)}`
  );
}

export function deleteSql(relation: Relation, conditions: Condition[], ret: Returning, params: Params): string {
  const rel = qualified(relation.schema, relation.name);
  const where = conditions.map((c) => conditionSql(c, TARGET, relation, params));
  const whereSql = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  return `DELETE FROM ${rel} AS ${ident(TARGET)}${whereSql} ${returning(ret)}`;
}
