// supabase/migrations/*.sql in filename order, statement by statement, recorded in
// supabase_migrations.schema_migrations like the Supabase CLI; then supabase/seed.sql.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database, Sql } from '../types.ts';
import { EXTENSION_STUBS } from './stubs.sql.ts';
import { PGLITE_CONTRIB, UNAVAILABLE_ON_PGLITE } from './extensions.ts';
import { lineOf, splitStatements, SqlSyntaxError, type SqlStatement } from './split.ts';

export type Logger = (level: 'debug' | 'info' | 'warn' | 'error', msg: string, extra?: unknown) => void;

/** A migration or seed statement failed; start-up stops with this. */
export class MigrationError extends Error {
  file: string;
  statement: string;
  pgMessage: string;
  code?: string;
  constructor(
    file: string,
    statement: string,
    pgMessage: string,
    extra: { code?: string; detail?: string; hint?: string } = {},
  ) {
    const lines = [
      `Migration ${file} failed: ${pgMessage}`,
      ...(extra.code ? [`SQLSTATE: ${extra.code}`] : []),
      ...(extra.detail ? [`Detail: ${extra.detail}`] : []),
      ...(extra.hint ? [`Hint: ${extra.hint}`] : []),
      `Statement: ${statement}`,
    ];
    super(lines.join('\n'));
    this.name = 'MigrationError';
    this.file = file;
    this.statement = statement;
    this.pgMessage = pgMessage;
    this.code = extra.code;
  }
}

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
  path: string;
}

const MIGRATION_NAME = /^([0-9]+)_(.*)\.sql$/;

export function listMigrations(projectRoot: string): MigrationFile[] {
  const dir = join(projectRoot, 'supabase', 'migrations');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => MIGRATION_NAME.test(f))
    .sort()
    .map((file) => {
      const m = MIGRATION_NAME.exec(file)!;
      return { version: m[1], name: m[2], file, path: join(dir, file) };
    });
}

export async function runMigrations(db: Database, projectRoot: string, log: Logger): Promise<{ applied: string[] }> {
  const files = listMigrations(projectRoot);
  const done = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (r) => r.version,
    ),
  );
  const applied: string[] = [];
  for (const m of files) {
    if (done.has(m.version)) continue;
    const sql = readFileSync(m.path, 'utf8');
    const statements = await parseFile(`supabase/migrations/${m.file}`, sql);
    await db.transaction(async (tx) => {
      for (const st of statements) await runStatement(db, tx, `supabase/migrations/${m.file}`, st, log);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [m.version, m.name, statements.map((s) => s.text)],
      );
    });
    applied.push(m.file);
    log('info', `Applied migration ${m.file}`);
  }
  return { applied };
}

/** Runs supabase/seed.sql once per database; returns whether it ran. */
export async function runSeed(db: Database, projectRoot: string, log: Logger): Promise<boolean> {
  const seeded = await db.query(`select 1 from _local.meta where key = 'seeded'`);
  if (seeded.rows.length > 0) return false;
  const path = join(projectRoot, 'supabase', 'seed.sql');
  const hasSeed = existsSync(path);
  await db.transaction(async (tx) => {
    if (hasSeed) {
      const sql = readFileSync(path, 'utf8');
      const statements = await parseFile('supabase/seed.sql', sql);
      for (const st of statements) await runStatement(db, tx, 'supabase/seed.sql', st, log);
      await tx.query(
        `insert into supabase_migrations.seed_files (path, hash) values ('supabase/seed.sql', $1)
         on conflict (path) do update set hash = excluded.hash`,
        [createHash('sha256').update(sql).digest('hex')],
      );
    }
    await tx.query(`insert into _local.meta (key, value) values ('seeded', now()::text) on conflict (key) do nothing`);
  });
  if (hasSeed) log('info', 'Seeded the database from supabase/seed.sql');
  return hasSeed;
}

async function parseFile(file: string, sql: string): Promise<SqlStatement[]> {
  try {
    return await splitStatements(sql);
  } catch (err) {
    if (err instanceof SqlSyntaxError) {
      const where = err.position !== undefined ? ` (line ${lineOf(sql, err.position)})` : '';
      throw new MigrationError(file, `<could not be parsed${where}>`, err.message);
    }
    throw err;
  }
}

async function runStatement(db: Database, tx: Sql, file: string, st: SqlStatement, log: Logger): Promise<void> {
  if (st.kind === 'CreateExtensionStmt') {
    const name = String(st.node.extname ?? '').toLowerCase();
    if (!(await extensionAvailable(db, tx, name))) {
      log(
        'warn',
        `Notice: extension "${name}" is not available in this database; ${file} skips "${oneLine(st.text)}"` +
          (EXTENSION_STUBS[name] ? ' and gets a stand-in that accepts calls and does nothing' : ''),
      );
      if (EXTENSION_STUBS[name]) await tx.exec(EXTENSION_STUBS[name]);
      return;
    }
  }
  if (
    (st.kind === 'AlterExtensionStmt' || st.kind === 'CommentStmt' || st.kind === 'DropStmt') &&
    mentionsMissingExtension(st)
  ) {
    log('warn', `Notice: ${file} skips "${oneLine(st.text)}" (extension not available)`);
    return;
  }
  try {
    await tx.exec(st.text);
  } catch (err) {
    const e = err as { message: string; code?: string; detail?: string; hint?: string };
    throw new MigrationError(file, st.text, e.message, { code: e.code, detail: e.detail, hint: e.hint });
  }
}

const missing = new Set<string>();

async function extensionAvailable(db: Database, tx: Sql, name: string): Promise<boolean> {
  if (name === 'plpgsql') return true;
  let ok: boolean;
  if (db.kind === 'pglite') ok = name in PGLITE_CONTRIB && !UNAVAILABLE_ON_PGLITE.has(name);
  else ok = (await tx.query('select 1 from pg_available_extensions where name = $1', [name])).rows.length > 0;
  if (!ok) missing.add(name);
  return ok;
}

function mentionsMissingExtension(st: SqlStatement): boolean {
  const text = JSON.stringify(st.node);
  if (st.kind === 'AlterExtensionStmt') return missing.has(String(st.node.extname ?? '').toLowerCase());
  if (!/OBJECT_EXTENSION/.test(text)) return false;
  for (const name of missing) if (text.includes(`"${name}"`)) return true;
  return false;
}

function oneLine(s: string): string {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > 120 ? `${flat.slice(0, 117)}...` : flat;
}
