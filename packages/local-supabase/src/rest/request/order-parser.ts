// The `order` parameter: `a.desc.nullslast,rel(col).asc,data->>x`.
import { parseError } from '../errors.ts';
import type { OrderTerm } from './ast.ts';
import { parseFieldRef } from './select-parser.ts';
import { splitTopLevel } from './text-scanner.ts';

export function parseOrder(text: string): OrderTerm[] {
  return splitTopLevel(text).map((part) => term(part, text));
}

function term(part: string, whole: string): OrderTerm {
  const fail = (): never => {
    throw parseError(
      `"failed to parse order (${whole})" (line 1, column 1)`,
      `unexpected "${part}" expecting a column, "asc", "desc", "nullsfirst" or "nullslast"`,
    );
  };
  let target = part;
  const modifiers: string[] = [];
  for (;;) {
    const m = /\.(asc|desc|nullsfirst|nullslast)$/.exec(target);
    if (!m) break;
    modifiers.unshift(m[1]);
    target = target.slice(0, m.index);
  }
  const out: OrderTerm = { field: { name: '', json: [] } };
  const rel = /^([^()]+)\(([^()]+)\)$/.exec(target);
  const field = parseFieldRef(rel ? rel[2] : target);
  if (!field) fail();
  out.field = field!;
  if (rel) out.relation = rel[1];
  for (const mod of modifiers) {
    if (mod === 'asc' || mod === 'desc') {
      if (out.direction) fail();
      out.direction = mod;
    } else {
      if (out.nulls) fail();
      out.nulls = mod === 'nullsfirst' ? 'first' : 'last';
    }
  }
  return out;
}
