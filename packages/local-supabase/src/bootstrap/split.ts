// Splits SQL scripts into statements with PostgreSQL's own parser (dollar quotes, comments, ...).

export interface SqlStatement {
  text: string;
  /** the parse-tree node type, e.g. 'CreateStmt' */
  kind: string;
  node: Record<string, unknown>;
}

export class SqlSyntaxError extends Error {
  position?: number;
  constructor(message: string, position?: number) {
    super(message);
    this.name = 'SqlSyntaxError';
    this.position = position;
  }
}

type Parser = typeof import('libpg-query');
// loaded on first use: a start with nothing to migrate never needs the parser
let loaded: Promise<Parser> | null = null;

export async function splitStatements(sql: string): Promise<SqlStatement[]> {
  loaded ??= import('libpg-query').then(async (m) => {
    await m.loadModule();
    return m;
  });
  const { parse } = await loaded;
  let result: Awaited<ReturnType<Parser['parse']>>;
  try {
    result = await parse(sql);
  } catch (err) {
    const details = (err as { sqlDetails?: { cursorPosition?: number } }).sqlDetails;
    throw new SqlSyntaxError((err as Error).message, details?.cursorPosition);
  }
  // Locations are byte offsets into the UTF-8 text.
  const bytes = Buffer.from(sql, 'utf8');
  const out: SqlStatement[] = [];
  for (const s of result.stmts ?? []) {
    const start = s.stmt_location ?? 0;
    const end = s.stmt_len ? start + s.stmt_len : bytes.length;
    const text = bytes.subarray(start, end).toString('utf8').trim();
    const stmt = (s.stmt ?? {}) as Record<string, Record<string, unknown>>;
    const kind = Object.keys(stmt)[0] ?? 'Unknown';
    if (text) out.push({ text, kind, node: stmt[kind] ?? {} });
  }
  return out;
}

/** Where a parser error lands: 1-based line number for messages. */
export function lineOf(sql: string, bytePosition: number): number {
  const prefix = Buffer.from(sql, 'utf8').subarray(0, bytePosition).toString('utf8');
  return prefix.split('\n').length;
}
