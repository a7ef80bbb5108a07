// A parameterised statement as plain SQL text, so several can go to PGlite as one simple query
// (one round trip into the database instead of three per statement). Values become string
// literals of unknown type, which Postgres types from their context exactly as it types `$n`.

/** E'…' needs no setting (standard_conforming_strings) to read the same way. */
function literal(value: string | null): string {
  if (value === null) return 'NULL';
  return `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** Replaces `$n` outside quoted identifiers and string literals with the n-th value. */
export function inlineParams(text: string, params: (string | null)[]): string {
  const parts: string[] = [];
  let from = 0;
  let i = 0;
  while (i < text.length) {
    const ch = text.charCodeAt(i);
    if (ch === 34 || ch === 39) {
      // a quoted identifier or literal runs to its closing quote; a doubled quote stays inside
      let j = i + 1;
      while (j < text.length && !(text.charCodeAt(j) === ch && text.charCodeAt(j + 1) !== ch))
        j += text.charCodeAt(j) === ch ? 2 : 1;
      i = j + 1;
    } else if (ch === 36 && isDigit(text.charCodeAt(i + 1)) && !isWordChar(text.charCodeAt(i - 1))) {
      let j = i + 1;
      while (j < text.length && isDigit(text.charCodeAt(j))) j++;
      const n = Number(text.slice(i + 1, j));
      if (n < 1 || n > params.length) throw new Error(`statement refers to $${n} but has ${params.length} parameters`);
      parts.push(text.slice(from, i), literal(params[n - 1]));
      from = i = j;
    } else i++;
  }
  parts.push(text.slice(from));
  return parts.join('');
}

const isDigit = (c: number) => c >= 48 && c <= 57;
/** letters, digits, `_` and `$`: a `$` after one of these is part of a name */
const isWordChar = (c: number) =>
  isDigit(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36 || c > 127;
