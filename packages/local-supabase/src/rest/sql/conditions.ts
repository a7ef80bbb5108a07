// Filters and logic trees to SQL; every value is a parameter typed by Postgres from the column.
import { PgrstError } from '../errors.ts';
import type { Condition, FieldRef, Filter } from '../request/ast.ts';
import type { Relation } from '../schema/model.ts';
import { ident, type Params } from './params.ts';

const COMPARATORS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};
const FTS_FUNCTIONS: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};
/** `is.` takes these values only (the parser has checked). */
const IS_VALUES: Record<string, string> = {
  null: 'NULL',
  not_null: 'NOT NULL',
  true: 'TRUE',
  false: 'FALSE',
  unknown: 'UNKNOWN',
};

export function columnError(relation: Relation, column: string): PgrstError {
  return new PgrstError(400, '42703', `column ${relation.name}.${column} does not exist`);
}

/** `"t0"."data"->'a'->>'b'` with the keys as parameters; the column is checked against the cache. */
export function fieldSql(alias: string, relation: Relation, field: FieldRef, params: Params): string {
  if (!relation.columnMap.has(field.name)) throw columnError(relation, field.name);
  let sql = `${ident(alias)}.${ident(field.name)}`;
  for (const step of field.json) {
    const key = /^-?\d+$/.test(step.key) ? `${params.add(step.key)}::int` : `${params.add(step.key)}::text`;
    sql = `(${sql}${step.arrow}${key})`;
  }
  return sql;
}

export function conditionSql(c: Condition, alias: string, relation: Relation, params: Params): string {
  if (c.kind === 'logic') {
    const parts = c.children.map((child) => conditionSql(child, alias, relation, params));
    const joined =
      parts.length === 0 ? (c.op === 'and' ? 'TRUE' : 'FALSE') : `(${parts.join(c.op === 'and' ? ' AND ' : ' OR ')})`;
    return c.negate ? `NOT ${joined}` : joined;
  }
  const sql = filterSql(c, alias, relation, params);
  return c.negate ? `NOT (${sql})` : sql;
}

function filterSql(f: Filter, alias: string, relation: Relation, params: Params): string {
  const col = fieldSql(alias, relation, f.field, params);
  const value = f.value;
  switch (f.op) {
    case 'is':
      return `${col} IS ${IS_VALUES[value as string]}`;
    case 'isdistinct':
      return `${col} IS DISTINCT FROM ${params.add(value as string)}`;
    case 'in': {
      const list = value as string[];
      if (list.length === 0) return 'FALSE';
      return `${col} IN (${list.map((v) => params.add(v)).join(', ')})`;
    }
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts': {
      const column = relation.columnMap.get(f.field.name);
      const isVector = f.field.json.length === 0 && column?.typname === 'tsvector';
      const lang = f.language === undefined ? null : `${params.add(f.language)}::regconfig`;
      const vector = isVector ? col : lang ? `to_tsvector(${lang}, ${col})` : `to_tsvector(${col})`;
      const langQ = f.language === undefined ? '' : `${params.add(f.language)}::regconfig, `;
      return `${vector} @@ ${FTS_FUNCTIONS[f.op]}(${langQ}${params.add(value as string)})`;
    }
    default: {
      const operator = COMPARATORS[f.op];
      if (f.quantifier) {
        const list = value as string[];
        const parts = list.map((v) => `${col} ${operator} ${params.add(likeValue(f, v))}`);
        if (parts.length === 0) return f.quantifier === 'all' ? 'TRUE' : 'FALSE';
        return `(${parts.join(f.quantifier === 'all' ? ' AND ' : ' OR ')})`;
      }
      return `${col} ${operator} ${params.add(value as string)}`;
    }
  }
}

function likeValue(f: Filter, v: string): string {
  return f.op === 'like' || f.op === 'ilike' ? v.replace(/\*/g, '%') : v;
}
