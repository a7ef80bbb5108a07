// The parsed form of a PostgREST request's query string.

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

/** A column, possibly followed by a JSON path: `data->a->>b`. */
export interface FieldRef {
  name: string;
  json: JsonStep[];
}

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; field: FieldRef; alias?: string; cast?: string }
  | { kind: 'count'; alias?: string }
  | EmbedItem;

export interface EmbedItem {
  kind: 'embed';
  name: string;
  alias?: string;
  hint?: string;
  join?: 'inner' | 'left';
  spread: boolean;
  select: SelectItem[];
}

export type FilterOp =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'is'
  | 'isdistinct'
  | 'in'
  | 'cs'
  | 'cd'
  | 'ov'
  | 'sl'
  | 'sr'
  | 'nxr'
  | 'nxl'
  | 'adj'
  | 'fts'
  | 'plfts'
  | 'phfts'
  | 'wfts';

export interface Filter {
  kind: 'filter';
  field: FieldRef;
  negate: boolean;
  op: FilterOp;
  /** like(any) / eq(all) ... */
  quantifier?: 'any' | 'all';
  /** fts(english) */
  language?: string;
  /** a list for `in` and quantified operators, the raw text otherwise */
  value: string | string[];
}

export interface LogicTree {
  kind: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: Condition[];
}

export type Condition = Filter | LogicTree;

/** `rel=is.null` / `rel=not.is.null` on an embedded resource. */
export interface EmbedNullFilter {
  name: string;
  isNull: boolean;
}

export interface OrderTerm {
  /** `rel(col)`: a column of an embedded to-one resource */
  relation?: string;
  field: FieldRef;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Filters, order and paging for one level of the embedding tree. */
export interface LevelParams {
  conditions: Condition[];
  embedNull: EmbedNullFilter[];
  order?: OrderTerm[];
  limit?: number;
  offset?: number;
}
