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
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '"' || ch === "'") {
      // a quoted identifier or literal runs to its closing quote; a doubled quote stays inside
      let j = i + 1;
      while (j < text.length && !(text[j] === ch && text[j + 1] !== ch)) j += text[j] === ch ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (ch === '$' && /[0-9]/.test(text[i + 1] ?? '') && !/[\w$]/.test(text[i - 1] ?? '')) {
      let j = i + 1;
      while (j < text.length && /[0-9]/.test(text[j])) j++;
      const n = Number(text.slice(i + 1, j));
      if (n < 1 || n > params.length) throw new Error(`statement refers to $${n} but has ${params.length} parameters`);
      out += literal(params[n - 1]);
      i = j;
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}
