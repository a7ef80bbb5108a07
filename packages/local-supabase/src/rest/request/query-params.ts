// Splits a request's query string into select, per-level filters/order/paging, and write options.
// Keys are decoded with URLSearchParams so `+` is a space, as the client's form encoding needs.
import { parseError } from '../errors.ts';
import type { Condition, LevelParams, SelectItem } from './ast.ts';
import { parseFilter, parseLogicTree } from './filter-parser.ts';
import { parseOrder } from './order-parser.ts';
import { parseFieldRef, parseSelect } from './select-parser.ts';
import { splitTopLevel, unquote } from './text-scanner.ts';

export interface ParsedQuery {
  select: SelectItem[];
  selectGiven: boolean;
  /** keyed by the embed path joined with '.', '' for the top level */
  levels: Map<string, LevelParams>;
  columns?: string[];
  onConflict?: string[];
  /** RPC arguments given in the query string (GET/HEAD /rpc/fn) */
  args: Map<string, string>;
}

export function emptyLevel(): LevelParams {
  return { conditions: [], embedNull: [] };
}

export function parseQuery(params: URLSearchParams, isArg: (key: string) => boolean = () => false): ParsedQuery {
  const out: ParsedQuery = { select: [{ kind: 'star' }], selectGiven: false, levels: new Map(), args: new Map() };
  const level = (path: string[]): LevelParams => {
    const key = path.join('.');
    let l = out.levels.get(key);
    if (!l) out.levels.set(key, (l = emptyLevel()));
    return l;
  };
  for (const [key, value] of params) {
    if (key === 'select') {
      out.select = parseSelect(value);
      out.selectGiven = true;
      continue;
    }
    // the API gateway takes the key from the query string and hides it from PostgREST
    if (key === 'apikey') continue;
    if (key === 'columns') {
      out.columns = nameList(value, 'columns');
      continue;
    }
    if (key === 'on_conflict') {
      out.onConflict = nameList(value, 'on_conflict');
      continue;
    }
    if (isArg(key)) {
      out.args.set(key, value);
      continue;
    }
    const segments = key.split('.');
    const last = segments[segments.length - 1];
    const beforeLast = segments[segments.length - 2];
    if (last === 'order') {
      level(segments.slice(0, -1)).order = parseOrder(value);
    } else if (last === 'limit' || last === 'offset') {
      if (!/^\d+$/.test(value)) {
        throw parseError(
          `"failed to parse ${last} parameter (${value})" (line 1, column 1)`,
          `unexpected "${value[0] ?? ''}" expecting digit`,
        );
      }
      level(segments.slice(0, -1))[last] = Number(value);
    } else if ((last === 'or' || last === 'and') && beforeLast === 'not') {
      level(segments.slice(0, -2)).conditions.push(parseLogicTree(last, true, value));
    } else if (last === 'or' || last === 'and') {
      level(segments.slice(0, -1)).conditions.push(parseLogicTree(last, false, value));
    } else {
      const field = parseFieldRef(last);
      if (!field || last === '') {
        throw parseError(
          `"failed to parse filter (${key})" (line 1, column 1)`,
          'unexpected end of input expecting a column name',
        );
      }
      const condition: Condition = parseFilter(field, value);
      level(segments.slice(0, -1)).conditions.push(condition);
    }
  }
  return out;
}

function nameList(value: string, what: string): string[] {
  const names = splitTopLevel(value).map((v) => unquote(v.trim()));
  if (names.some((n) => n === '')) {
    throw parseError(
      `"failed to parse ${what} parameter (${value})" (line 1, column 1)`,
      'unexpected "," expecting a column name',
    );
  }
  return names;
}
