// Which base column each column of a simple view projects, read from the view's definition with
// the real Postgres parser: PostgREST does the same from pg_rewrite so views inherit foreign keys.
import type { Node, parseSync as ParseSync, SelectStmt } from 'libpg-query';

export interface ViewSource {
  /** a relation the view reads from (by name as written, with schema if given) */
  schema?: string;
  relname: string;
  column: string;
}

// loaded with the first view to parse: a schema cache built from a saved catalog needs none
let ready: Promise<void> | null = null;
let parseSync: typeof ParseSync;

export function loadParser(): Promise<void> {
  ready ??= import('libpg-query').then(async (m) => {
    await m.loadModule();
    parseSync = m.parseSync;
  });
  return ready;
}

/**
 * Output column -> source column, for the plain column references of a SELECT's target list.
 * `columnsOf` tells which relation an unqualified column belongs to when there is a join.
 */
export function viewLineage(
  definition: string,
  columnsOf: (schema: string | undefined, relname: string) => string[] | undefined,
): Map<string, ViewSource> {
  if (!parseSync) throw new Error('viewLineage: await loadParser() first');
  const out = new Map<string, ViewSource>();
  let stmt: SelectStmt | undefined;
  try {
    const first = parseSync(definition).stmts?.[0]?.stmt;
    stmt = first && 'SelectStmt' in first ? first.SelectStmt : undefined;
  } catch {
    return out;
  }
  if (!stmt || (stmt.op && stmt.op !== 'SETOP_NONE')) return out;
  const aliases = new Map<string, { schema?: string; relname: string }>();
  const ordered: { schema?: string; relname: string }[] = [];
  const walk = (n: Node | undefined): void => {
    if (!n) return;
    if ('RangeVar' in n) {
      const rv = n.RangeVar;
      const entry = { schema: rv.schemaname, relname: rv.relname as string };
      aliases.set(rv.alias?.aliasname ?? entry.relname, entry);
      ordered.push(entry);
    } else if ('JoinExpr' in n) {
      walk(n.JoinExpr.larg);
      walk(n.JoinExpr.rarg);
    }
  };
  for (const f of stmt.fromClause ?? []) walk(f);
  for (const t of stmt.targetList ?? []) {
    const target = 'ResTarget' in t ? t.ResTarget : undefined;
    const value = target?.val;
    const fields = value && 'ColumnRef' in value ? value.ColumnRef.fields : undefined;
    if (!target || !fields || fields.some((f) => !('String' in f))) continue;
    const names = fields.map((f) => ('String' in f ? f.String.sval : undefined) as string);
    const column = names[names.length - 1];
    const outName = (target.name as string | undefined) ?? column;
    let source: { schema?: string; relname: string } | undefined;
    if (names.length === 2) source = aliases.get(names[0]);
    else if (names.length === 1) {
      source =
        ordered.length === 1 ? ordered[0] : ordered.find((r) => columnsOf(r.schema, r.relname)?.includes(column));
    }
    if (source && !out.has(outName)) out.set(outName, { ...source, column });
  }
  return out;
}
