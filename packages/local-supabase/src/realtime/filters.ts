// postgres_changes filters as realtime-js 2.119 sends them: `col=op.value`, optionally `not.`,
// several joined by commas (AND). Operators: eq neq lt lte gt gte in like ilike is isdistinct,
// evaluated on the JSON row the change carries. match/imatch (regular expressions) are refused:
// a client-supplied pattern run in this process could stall every delivery.

export interface Condition {
  column: string;
  op: string;
  negate: boolean;
  value: string;
  list?: string[];
}

const OPERATORS = new Set(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'like', 'ilike', 'is', 'isdistinct']);
const MAX_FILTER_LENGTH = 1000;

export class FilterError extends Error {}

/** Splits on commas outside parentheses and double quotes. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' && text[i - 1] !== '\\') quoted = !quoted;
    else if (!quoted && c === '(') depth++;
    else if (!quoted && c === ')') depth--;
    if (c === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else {
      current += c;
    }
  }
  parts.push(current);
  return parts;
}

function unquote(v: string): string {
  const t = v.trim();
  if (t.length >= 2 && t.startsWith('"') && t.endsWith('"')) return t.slice(1, -1).replace(/\\(.)/g, '$1');
  return t;
}

export function parseFilter(filter: string): Condition[] {
  if (filter.trim() === '') return [];
  if (filter.length > MAX_FILTER_LENGTH) throw new FilterError(`filter longer than ${MAX_FILTER_LENGTH} characters`);
  return splitTopLevel(filter).map((part) => {
    const eq = part.indexOf('=');
    if (eq <= 0) throw new FilterError(`invalid filter "${part}": expected column=operator.value`);
    const column = part.slice(0, eq).trim();
    let rest = part.slice(eq + 1);
    let negate = false;
    if (rest.startsWith('not.')) {
      negate = true;
      rest = rest.slice(4);
    }
    const dot = rest.indexOf('.');
    const op = dot < 0 ? rest : rest.slice(0, dot);
    if (!OPERATORS.has(op) || dot < 0) throw new FilterError(`invalid filter "${part}": unknown operator "${op}"`);
    const value = rest.slice(dot + 1);
    const cond: Condition = { column, op, negate, value };
    if (op === 'in') {
      const m = /^\((.*)\)$/s.exec(value);
      if (!m) throw new FilterError(`invalid filter "${part}": in expects (a,b,...)`);
      cond.list = m[1] === '' ? [] : splitTopLevel(m[1]).map(unquote);
      if (cond.list.length > 100) throw new FilterError(`invalid filter "${part}": too many values`);
    }
    if (op === 'is' && !['null', 'true', 'false', 'unknown'].includes(value.toLowerCase())) {
      throw new FilterError(`invalid filter "${part}": is expects null, true, false or unknown`);
    }
    return cond;
  });
}

type Json = unknown;

function text(v: Json): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** -1, 0, 1, or null when the values cannot be compared (SQL NULL). */
function compare(actual: Json, wanted: string): number | null {
  if (actual === null || actual === undefined) return null;
  if (typeof actual === 'number') {
    const n = Number(wanted);
    if (Number.isNaN(n)) return null;
    return actual < n ? -1 : actual > n ? 1 : 0;
  }
  if (typeof actual === 'boolean') {
    const b = /^(t|true|1|yes|on)$/i.test(wanted) ? true : /^(f|false|0|no|off)$/i.test(wanted) ? false : null;
    if (b === null) return null;
    return actual === b ? 0 : actual ? 1 : -1;
  }
  const a = text(actual);
  const ta = Date.parse(a);
  const tw = Date.parse(wanted);
  if (/^\d{4}-\d{2}-\d{2}/.test(a) && /^\d{4}-\d{2}-\d{2}/.test(wanted) && !Number.isNaN(ta) && !Number.isNaN(tw)) {
    return ta < tw ? -1 : ta > tw ? 1 : 0;
  }
  return a < wanted ? -1 : a > wanted ? 1 : 0;
}

/** LIKE with % (or *) and _, in O(pattern × text) time whatever the pattern. */
function like(pattern: string, textValue: string, caseless: boolean): boolean {
  // A bound on the work per row: a huge text against a long pattern counts as no match.
  if (pattern.length * textValue.length > 5_000_000) return false;
  const p = caseless ? pattern.toLowerCase() : pattern;
  const s = caseless ? textValue.toLowerCase() : textValue;
  let prev = new Array<boolean>(s.length + 1).fill(false);
  prev[0] = true;
  for (let i = 1; i <= p.length; i++) {
    const c = p[i - 1];
    const cur = new Array<boolean>(s.length + 1).fill(false);
    if (c === '%' || c === '*') {
      cur[0] = prev[0];
      for (let j = 1; j <= s.length; j++) cur[j] = prev[j] || cur[j - 1];
    } else {
      for (let j = 1; j <= s.length; j++) cur[j] = prev[j - 1] && (c === '_' || c === s[j - 1]);
    }
    prev = cur;
  }
  return prev[s.length];
}

function test(cond: Condition, actual: Json): boolean | null {
  switch (cond.op) {
    case 'eq': {
      const c = compare(actual, cond.value);
      return c === null ? null : c === 0;
    }
    case 'neq': {
      const c = compare(actual, cond.value);
      return c === null ? null : c !== 0;
    }
    case 'lt': {
      const c = compare(actual, cond.value);
      return c === null ? null : c < 0;
    }
    case 'lte': {
      const c = compare(actual, cond.value);
      return c === null ? null : c <= 0;
    }
    case 'gt': {
      const c = compare(actual, cond.value);
      return c === null ? null : c > 0;
    }
    case 'gte': {
      const c = compare(actual, cond.value);
      return c === null ? null : c >= 0;
    }
    case 'in': {
      if (actual === null || actual === undefined) return null;
      return cond.list!.some((w) => compare(actual, w) === 0);
    }
    case 'like':
      return actual == null ? null : like(cond.value, text(actual), false);
    case 'ilike':
      return actual == null ? null : like(cond.value, text(actual), true);
    case 'is': {
      const w = cond.value.toLowerCase();
      if (w === 'null' || w === 'unknown') return actual === null || actual === undefined;
      return actual === (w === 'true');
    }
    case 'isdistinct': {
      if (actual === null || actual === undefined) return cond.value.toLowerCase() !== 'null';
      if (cond.value.toLowerCase() === 'null') return true;
      return compare(actual, cond.value) !== 0;
    }
    default:
      return false;
  }
}

/** SQL semantics: NULL (unknown) never matches, negated or not. A missing column never matches. */
export function matches(conditions: Condition[], row: Record<string, unknown> | null | undefined): boolean {
  if (conditions.length === 0) return true;
  if (!row) return false;
  for (const cond of conditions) {
    if (!(cond.column in row)) return false;
    const result = test(cond, row[cond.column]);
    if (result === null) return false;
    if (result === cond.negate) return false;
  }
  return true;
}
