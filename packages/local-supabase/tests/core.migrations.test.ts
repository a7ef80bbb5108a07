import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { start, type LocalSupabase } from '../src/index.ts';
import { splitStatements } from '../src/bootstrap/split.ts';
import { createScratchDatabase, makeProjectRoot } from './helpers/server.ts';

const running: LocalSupabase[] = [];
const dirs: string[] = [];
// With DATABASE_URL, a "data dir" stands for one scratch database on that server.
const scratch = new Map<string, { url: string; drop(): Promise<void> }>();

afterEach(async () => {
  while (running.length) await running.pop()!.stop();
  while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true });
  for (const s of scratch.values()) await s.drop();
  scratch.clear();
});

async function databaseFor(dataDir: string | null | undefined): Promise<string | null> {
  const base = process.env.DATABASE_URL;
  if (!base) return null;
  const k = dataDir ?? `memory-${scratch.size}`;
  if (!scratch.has(k)) scratch.set(k, await createScratchDatabase(base));
  return scratch.get(k)!.url;
}

async function boot(projectRoot: string, extra: Parameters<typeof start>[0] = {}): Promise<LocalSupabase> {
  const databaseUrl = await databaseFor(extra?.dataDir);
  const s = await start({
    port: 0,
    outboxPort: 0,
    dataDir: null,
    projectRoot,
    quiet: true,
    schedulerIntervalMs: 0,
    ...extra,
    databaseUrl,
  });
  running.push(s);
  return s;
}

function root(files: Record<string, string>, seed?: string): string {
  const r = makeProjectRoot([], seed);
  dirs.push(r);
  for (const [name, sql] of Object.entries(files)) writeFileSync(join(r, 'supabase', 'migrations', name), sql);
  return r;
}

const FUNCTION_WITH_SEMICOLONS = `create function public.shout(t text) returns text language plpgsql as $body$
begin
  -- a semicolon; in a comment
  return upper(t) || ';' || $q$;still one statement;$q$;
end
$body$;`;

describe('statement splitting', () => {
  it('keeps dollar-quoted bodies, comments and strings in one statement', async () => {
    const sql = `-- leading comment; with a semicolon
create table a (id int, note text default 'x;y');
${FUNCTION_WITH_SEMICOLONS}
/* block; comment */ insert into a values (1, $$;$$);`;
    const parts = await splitStatements(sql);
    expect(parts.map((p) => p.kind)).toEqual(['CreateStmt', 'CreateFunctionStmt', 'InsertStmt']);
    expect(parts[1].text).toBe(FUNCTION_WITH_SEMICOLONS.slice(0, -1));
    expect(parts[2].text).toBe(`insert into a values (1, $$;$$)`);
  });

  it('slices by bytes, so non-ASCII text before a statement does not shift it', async () => {
    const parts = await splitStatements(`select 'åäö – ü';\nselect 2;`);
    expect(parts.map((p) => p.text)).toEqual([`select 'åäö – ü'`, 'select 2']);
  });
});

describe('migrations', () => {
  it('applies files in filename order and records them like the Supabase CLI', async () => {
    const r = root({
      '20240102000000_second.sql': `insert into public.log (step) values ('second');`,
      '20240101000000_first.sql':
        'create table public.log (n serial primary key, step text);\n' +
        "insert into public.log (step) values ('first');",
      '20240103000000_functions.sql': FUNCTION_WITH_SEMICOLONS,
      'README.md': 'not a migration',
      'notes.sql': 'this is not a migration either (no version prefix)',
    });
    const s = await boot(r);
    expect((await s.db.query(`select step from public.log order by n`)).rows).toEqual([
      { step: 'first' },
      { step: 'second' },
    ]);
    expect((await s.db.query(`select public.shout('hi') as v`)).rows[0]).toEqual({ v: 'HI;;still one statement;' });
    const recorded = await s.db.query(
      `select version, name, statements from supabase_migrations.schema_migrations order by version`,
    );
    expect(recorded.rows).toEqual([
      {
        version: '20240101000000',
        name: 'first',
        statements: [
          'create table public.log (n serial primary key, step text)',
          `insert into public.log (step) values ('first')`,
        ],
      },
      { version: '20240102000000', name: 'second', statements: [`insert into public.log (step) values ('second')`] },
      { version: '20240103000000', name: 'functions', statements: [FUNCTION_WITH_SEMICOLONS.slice(0, -1)] },
    ]);
  });

  it('stops start-up on a failing statement, naming the file, the statement and the Postgres message', async () => {
    const r = root({
      '20240101000000_ok.sql': 'create table public.a (id int primary key);',
      '20240102000000_broken.sql':
        'create table public.b (id int);\n' +
        'insert into public.missing_table values (1);\n' +
        'create table public.c (id int);',
    });
    const err = await boot(r).then(
      () => null,
      (e: Error) => e,
    );
    expect(err).toBeInstanceOf(Error);
    expect(err!.message).toBe(
      [
        'Migration supabase/migrations/20240102000000_broken.sql failed: ' +
          'relation "public.missing_table" does not exist',
        'SQLSTATE: 42P01',
        'Statement: insert into public.missing_table values (1)',
      ].join('\n'),
    );
  });

  it('names the file when a migration cannot be parsed', async () => {
    const r = root({ '20240101000000_typo.sql': 'create table ok (id int);\ncreat table nope (id int);' });
    await expect(boot(r)).rejects.toThrow(
      'Migration supabase/migrations/20240101000000_typo.sql failed: syntax error at or near "creat"\n' +
        'Statement: <could not be parsed (line 2)>',
    );
  });

  it('rolls back a failed migration file as a whole and applies nothing after it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ls-data-'));
    dirs.push(dataDir);
    const r = root({
      '20240101000000_ok.sql': 'create table public.a (id int primary key);',
      '20240102000000_half.sql': 'create table public.b (id int);\nselect 1/0;',
      '20240103000000_later.sql': 'create table public.c (id int);',
    });
    await expect(boot(r, { dataDir })).rejects.toThrow('division by zero');
    writeFileSync(join(r, 'supabase', 'migrations', '20240102000000_half.sql'), 'create table public.b (id int);');
    const s = await boot(r, { dataDir });
    const tables = await s.db.query(`select tablename from pg_tables where schemaname = 'public' order by 1`);
    expect(tables.rows).toEqual([{ tablename: 'a' }, { tablename: 'b' }, { tablename: 'c' }]);
  });

  it('skips extensions the database lacks with a stand-in, and loads PGlite contrib extensions on demand', async () => {
    const r = root({
      '20240101000000_extensions.sql': [
        'create extension if not exists "pg_graphql" with schema "graphql";',
        'create extension if not exists "pg_net" with schema "extensions";',
        'create extension if not exists pg_cron;',
        'create extension if not exists "pg_trgm" with schema "extensions";',
        'create extension if not exists moddatetime with schema extensions;',
        `select cron.schedule('nightly', '0 3 * * *', 'select 1');`,
        `select net.http_post('http://example.invalid');`,
      ].join('\n'),
    });
    const s = await boot(r);
    const trgm = await s.db.query(`select extensions.similarity('supabase', 'supabass') > 0.5 as close`);
    expect(trgm.rows[0]).toEqual({ close: true });
    expect((await s.db.query(`select jobname, schedule from cron.job`)).rows).toEqual([
      { jobname: 'nightly', schedule: '0 3 * * *' },
    ]);
  });

  it('on a persisted database applies only new migrations and seeds only once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ls-data-'));
    dirs.push(dataDir);
    const r = root(
      { '20240101000000_a.sql': 'create table public.items (name text);' },
      `insert into public.items values ('seeded');`,
    );
    let s = await boot(r, { dataDir });
    await s.db.query(`insert into public.items values ('added')`);
    await s.stop();
    running.pop();
    writeFileSync(
      join(r, 'supabase', 'migrations', '20240102000000_b.sql'),
      `insert into public.items values ('migrated');`,
    );
    s = await boot(r, { dataDir });
    expect((await s.db.query(`select name from public.items order by name`)).rows).toEqual([
      { name: 'added' },
      { name: 'migrated' },
      { name: 'seeded' },
    ]);
    expect((await s.db.query(`select count(*)::int as n from supabase_migrations.schema_migrations`)).rows[0]).toEqual({
      n: 2,
    });
    await s.stop();
    running.pop();
    s = await boot(r, { dataDir, reset: true });
    expect((await s.db.query(`select name from public.items order by name`)).rows).toEqual([
      { name: 'migrated' },
      { name: 'seeded' },
    ]);
  });

  it('reports a failing seed with its file and statement', async () => {
    const r = root(
      { '20240101000000_a.sql': 'create table public.items (name text not null);' },
      `insert into public.items values (null);`,
    );
    await expect(boot(r)).rejects.toThrow(
      'Migration supabase/seed.sql failed: ' +
        'null value in column "name" of relation "items" violates not-null constraint',
    );
  });
});
