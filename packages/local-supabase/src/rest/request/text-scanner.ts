// Splitting helpers for PostgREST's query grammar: commas at the top level, double-quoted
// values with backslash escapes.

/** Splits on `sep` outside double quotes and parentheses/braces. */
export function splitTopLevel(text: string, sep = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(' || ch === '{' || ch === '[') depth++;
    else if (ch === ')' || ch === '}' || ch === ']') depth--;
    else if (ch === sep && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** `"a \"b\""` -> `a "b"`; anything not fully quoted is returned as is. */
export function unquote(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return text;
}

/** A parenthesised or braced list: `(1,"a,b",c d)` -> ['1', 'a,b', 'c d']. */
export function parseList(text: string, open: string, close: string): string[] | null {
  if (!text.startsWith(open) || !text.endsWith(close)) return null;
  const inner = text.slice(1, -1);
  if (inner === '') return [];
  return splitTopLevel(inner).map((v) => unquote(v));
}
