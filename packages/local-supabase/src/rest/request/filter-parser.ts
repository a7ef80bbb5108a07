// Filter expressions (`not.in.(1,2)`, `fts(english).cat`) and logic trees (`or=(a.eq.1,and(...))`).
import { parseError } from '../errors.ts';
import type { Condition, FieldRef, Filter, FilterOp, LogicTree } from './ast.ts';
import { MAX_NESTING, parseFieldRef } from './select-parser.ts';
import { parseList, splitTopLevel, unquote } from './text-scanner.ts';

const OPS = new Set<FilterOp>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
]);
const QUANTIFIABLE = new Set<FilterOp>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const FTS = new Set<FilterOp>(['fts', 'plfts', 'phfts', 'wfts']);
const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown']);

function filterError(text: string, details: string): never {
  throw parseError(`"failed to parse filter (${text})" (line 1, column 1)`, details);
}

/** `[not.]op[(modifier)].value` for the column `field`. */
export function parseFilter(field: FieldRef, text: string, insideLogic = false): Filter {
  let rest = text;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const m = /^([a-z]+)(?:\(([^)]*)\))?\.([\s\S]*)$/.exec(rest);
  if (!m || !OPS.has(m[1] as FilterOp)) {
    filterError(text, `unexpected "${rest[0] ?? ''}" expecting an operator such as eq, neq, gt, like, in, is, cs, fts`);
  }
  const op = m[1] as FilterOp;
  const modifier = m[2];
  let raw = m[3];
  const filter: Filter = { kind: 'filter', field, negate, op, value: raw };
  if (modifier !== undefined) {
    if (FTS.has(op)) filter.language = modifier;
    else if (QUANTIFIABLE.has(op) && (modifier === 'any' || modifier === 'all')) filter.quantifier = modifier;
    else filterError(text, `unexpected "${modifier}" expecting "any" or "all"`);
  }
  if (op === 'in') {
    const list = parseList(raw, '(', ')');
    if (!list) filterError(text, 'unexpected end of input expecting "(" and a list of values');
    filter.value = list;
    return filter;
  }
  if (filter.quantifier) {
    const list = parseList(raw, '{', '}') ?? parseList(raw, '(', ')');
    if (!list) filterError(text, 'unexpected end of input expecting "{" and a list of values');
    filter.value = list;
    return filter;
  }
  if (insideLogic) raw = unquote(raw);
  if (op === 'is' && !IS_VALUES.has(raw.toLowerCase())) {
    filterError(text, `unexpected "${raw}" expecting null, not_null, true, false or unknown`);
  }
  if (op === 'is') raw = raw.toLowerCase();
  if (op === 'like' || op === 'ilike') raw = raw.replace(/\*/g, '%');
  filter.value = raw;
  return filter;
}

/** The value of an `or`/`and` parameter: `(a.eq.1,not.and(b.gt.2,c.is.null))`. */
export function parseLogicTree(op: 'and' | 'or', negate: boolean, text: string, depth = 0): LogicTree {
  if (depth > MAX_NESTING) {
    throw parseError(
      `"failed to parse logic tree (${text})" (line 1, column 1)`,
      `at most ${MAX_NESTING} levels of nesting`,
    );
  }
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw parseError(
      `"failed to parse logic tree (${text})" (line 1, column 1)`,
      'unexpected end of input expecting "("',
    );
  }
  const inner = text.slice(1, -1);
  const children: Condition[] = [];
  for (const part of splitTopLevel(inner)) {
    if (part === '')
      throw parseError(
        `"failed to parse logic tree (${text})" (line 1, column 1)`,
        'unexpected "," expecting a filter',
      );
    const sub = /^(not\.)?(and|or)(\([\s\S]*\))$/.exec(part);
    if (sub) {
      children.push(parseLogicTree(sub[2] as 'and' | 'or', !!sub[1], sub[3], depth + 1));
      continue;
    }
    const dot = fieldEnd(part);
    const field = dot > 0 ? parseFieldRef(part.slice(0, dot)) : null;
    if (!field)
      throw parseError(
        `"failed to parse logic tree (${text})" (line 1, column 1)`,
        `unexpected "${part}" expecting a filter such as column.eq.value`,
      );
    children.push(parseFilter(field, part.slice(dot + 1), true));
  }
  return { kind: 'logic', op, negate, children };
}

/** Index of the dot that ends the column (and JSON path) of `col->a.eq.1`. */
function fieldEnd(part: string): number {
  let i = 0;
  let quoted = false;
  for (; i < part.length; i++) {
    const ch = part[i];
    if (quoted) {
      if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '.') return i;
  }
  return -1;
}
