// Which base column each column of a simple view projects, read from the view's definition with
// the real Postgres parser: PostgREST does the same from pg_rewrite so views inherit foreign keys.
import type { parseSync as ParseSync } from 'libpg-query';

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

type Node = Record<string, any>;

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
  let stmt: Node | undefined;
  try {
    stmt = (parseSync(definition).stmts?.[0]?.stmt as Node | undefined)?.SelectStmt as Node | undefined;
  } catch {
    return out;
  }
  if (!stmt || (stmt.op && stmt.op !== 'SETOP_NONE')) return out;
  const aliases = new Map<string, { schema?: string; relname: string }>();
  const ordered: { schema?: string; relname: string }[] = [];
  const walk = (n: Node | undefined): void => {
    if (!n) return;
    if (n.RangeVar) {
      const rv = n.RangeVar as Node;
      const entry = { schema: rv.schemaname as string | undefined, relname: rv.relname as string };
      aliases.set((rv.alias?.aliasname as string | undefined) ?? rv.relname, entry);
      ordered.push(entry);
    } else if (n.JoinExpr) {
      walk(n.JoinExpr.larg);
      walk(n.JoinExpr.rarg);
    }
  };
  for (const f of (stmt.fromClause ?? []) as Node[]) walk(f);
  for (const t of (stmt.targetList ?? []) as Node[]) {
    const target = t.ResTarget as Node | undefined;
    const fields = target?.val?.ColumnRef?.fields as Node[] | undefined;
    if (!target || !fields || fields.some((f) => !f.String)) continue;
    const names = fields.map((f) => f.String.sval as string);
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
