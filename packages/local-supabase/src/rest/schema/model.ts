// What the schema cache knows: relations, their columns and keys, foreign keys (including the
// ones views inherit from their base tables), and the functions RPC can call.

export interface Column {
  name: string;
  /** format_type(), e.g. `text[]`, `timestamp with time zone` */
  type: string;
  /** pg_type.typname, e.g. `_text`, `tsvector` */
  typname: string;
  nullable: boolean;
  /** SQL of the default (from the catalog), or null */
  defaultSql: string | null;
}

export interface Relation {
  oid: number;
  schema: string;
  name: string;
  kind: 'table' | 'view' | 'function-result';
  columns: Column[];
  columnMap: Map<string, Column>;
  pk: string[];
  uniques: string[][];
}

export interface ForeignKey {
  name: string;
  from: Relation;
  fromCols: string[];
  to: Relation;
  toCols: string[];
  /** the referencing columns are unique, so the reverse direction is one-to-one */
  fromUnique: boolean;
}

export interface RoutineParam {
  name: string;
  type: string;
  hasDefault: boolean;
  variadic: boolean;
}

export type RoutineResult = { kind: 'void' } | { kind: 'scalar'; type: string } | { kind: 'rows'; relation: Relation };

export interface Routine {
  schema: string;
  name: string;
  volatility: 'v' | 's' | 'i';
  returnsSet: boolean;
  params: RoutineParam[];
  result: RoutineResult;
}

export interface SchemaCache {
  relations: Map<string, Relation>;
  byOid: Map<number, Relation>;
  foreignKeys: ForeignKey[];
  routines: Map<string, Routine[]>;
  /** the catalog's state when loaded; a different one means the schema changed */
  fingerprint: string;
}

export function relationKey(schema: string, name: string): string {
  return `${schema}.${name}`;
}
