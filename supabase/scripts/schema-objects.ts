// For a migration, where each object it defines, changes, drops or grants lives in supabase/schemas/:
// the map for writing the schema edit that goes with the migration (supabase/README.md, "Changing
// the schema"), or for folding migrations into the schema files.
//   node supabase/scripts/schema-objects.ts supabase/migrations/20261207100300_something.sql [...]
// Each line: the migration's line, what the statement does to which object, and the schema file to
// edit (where the object is defined now; for a new object, where its table's or its name's kin are).
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { keyOf, type ObjectRef, type Statement, statementsOf } from './sql-objects.ts';

const schemasDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'schemas');
const TABLES_FILE = '01_tables.sql';
const SCHEDULED_JOBS_FILE = '24_scheduled_jobs.sql';

interface SchemaIndex {
  /** object key -> the schema file that defines it */
  defined: Map<string, string>;
  /** function name without arguments -> files defining a function of that name */
  functionNames: Map<string, Set<string>>;
  /** table -> files holding its policies (how many each) */
  tablePolicies: Map<string, Map<string, number>>;
  /** schema file -> its text, for the files that mention a new name */
  texts: Map<string, string>;
}

const functionName = (name: string) => name.slice(0, name.indexOf('('));

export async function indexSchemas(dir = schemasDir): Promise<SchemaIndex> {
  const index: SchemaIndex = {
    defined: new Map(),
    functionNames: new Map(),
    tablePolicies: new Map(),
    texts: new Map(),
  };
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  for (const file of files) {
    const sql = readFileSync(join(dir, file), 'utf8');
    index.texts.set(file, sql);
    for (const statement of await statementsOf(sql)) {
      for (const object of statement.objects) {
        if (object.action !== 'define') continue;
        index.defined.set(keyOf(object), file);
        if (object.type === 'function') {
          const name = functionName(object.name);
          if (!index.functionNames.has(name)) index.functionNames.set(name, new Set());
          index.functionNames.get(name)!.add(file);
        }
        if (object.type === 'policy') {
          const table = object.name.split(':')[0]!;
          if (!index.tablePolicies.has(table)) index.tablePolicies.set(table, new Map());
          const counts = index.tablePolicies.get(table)!;
          counts.set(file, (counts.get(file) ?? 0) + 1);
        }
      }
    }
  }
  return index;
}

/** The file holding most of a table's policies: where its new policies and grants go. */
function policyFile(index: SchemaIndex, table: string): string | undefined {
  const counts = index.tablePolicies.get(table);
  if (!counts) return undefined;
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

/** Schema files that mention a name (a new function's callers): its likely concern. */
function mentions(index: SchemaIndex, name: string): string[] {
  const bare = name.replace(/^(public|private)\./, '');
  const pattern = new RegExp(`\\b(public|private)\\.${bare}\\b`);
  return [...index.texts].filter(([, sql]) => pattern.test(sql)).map(([file]) => file);
}

export interface Placement {
  line: number;
  action: string;
  object: string;
  file: string | null;
  why: string;
}

export function place(index: SchemaIndex, statement: Statement, object: ObjectRef): Placement {
  const key = keyOf(object);
  const at = { line: statement.line, action: object.action, object: key };
  const found = index.defined.get(key);
  if (object.type === 'table' && object.action !== 'grant') {
    const why =
      object.action === 'drop'
        ? 'remove its create table (and its policies, grants and indexes)'
        : found || object.action === 'change'
          ? 'fold the change into its create table (a new column at the end)'
          : 'a new table: its create table there, its policies and grants in the file of its concern';
    return { ...at, file: TABLES_FILE, why };
  }
  if (object.type === 'table' && object.action === 'grant') {
    const file = policyFile(index, object.name);
    return file
      ? { ...at, file, why: "with the table's policies, in the grants at the file's end" }
      : { ...at, file: TABLES_FILE, why: 'a table without policies: its grants after the tables' };
  }
  if (object.action === 'drop') {
    return found
      ? { ...at, file: found, why: 'defined there: remove it' }
      : { ...at, file: null, why: 'no schema file defines it (already gone)' };
  }
  if (found) {
    const why =
      object.action === 'grant'
        ? "defined there: the grants at the file's end"
        : object.action === 'change'
          ? 'defined there: change it in place'
          : 'defined there: replace the definition';
    return { ...at, file: found, why };
  }
  if (object.type === 'function') {
    const same = index.functionNames.get(functionName(object.name));
    if (same?.size) {
      return {
        ...at,
        file: [...same][0]!,
        why: 'a function of that name lives there (other arguments: replace or add the overload)',
      };
    }
    const callers = mentions(index, functionName(object.name));
    return {
      ...at,
      file: callers[0] ?? null,
      why: callers.length ? `new; mentioned in ${callers.join(', ')}` : 'new: the file of its concern',
    };
  }
  if (object.type === 'policy' || object.type === 'trigger') {
    const table = object.name.split(':')[0]!;
    const file = policyFile(index, table);
    if (object.type === 'trigger') {
      const fn = /execute\s+(?:function|procedure)\s+([a-z_.]+)\s*\(/i.exec(statement.body)?.[1];
      const fnFiles = fn ? index.functionNames.get(fn.includes('.') ? fn : `public.${fn}`) : undefined;
      if (fnFiles?.size) return { ...at, file: [...fnFiles][0]!, why: `new; beside its function ${fn}` };
    }
    return file
      ? { ...at, file, why: `new; beside ${table}'s policies` }
      : { ...at, file: null, why: `new: the file of its concern (${table} has no policies yet)` };
  }
  if (object.type === 'index') return { ...at, file: TABLES_FILE, why: 'new index: beside its table' };
  if (object.type === 'view') return { ...at, file: null, why: 'new view: the file of its concern' };
  if (object.type === 'publication') {
    return { ...at, file: index.defined.size ? '14_notifications.sql' : null, why: 'the realtime publication' };
  }
  if (object.type === 'data') {
    return {
      ...at,
      file: null,
      why: 'rows: a backfill needs no schema edit; reference data (buckets, keys) goes beside its concern',
    };
  }
  if (object.type === 'block' && /cron\.schedule/.test(statement.body)) {
    return { ...at, file: SCHEDULED_JOBS_FILE, why: 'a scheduled job: the do block there' };
  }
  return { ...at, file: null, why: `${statement.kind}: read it` };
}

export async function placements(index: SchemaIndex, sql: string): Promise<Placement[]> {
  const statements = await statementsOf(sql);
  const out: Placement[] = [];
  for (const statement of statements) {
    for (const object of statement.objects) {
      // a function named without its arguments (revoke ... on function f) is the one of that name
      if (object.type === 'function' && object.name.endsWith('(*)')) {
        const name = object.name.slice(0, -3);
        const match = [...index.defined.keys(), ...statements.flatMap((s) => s.objects.map(keyOf))].find((key) =>
          key.startsWith(`function:${name}(`),
        );
        if (match) object.name = match.slice('function:'.length);
      }
      out.push(place(index, statement, object));
    }
  }
  // New objects of this migration go with what uses them here: a trigger's or policy's table, a
  // function placed already; their grants where they go; else where most of the migration goes.
  const placedHere = new Map<string, string>();
  const settle = () => {
    for (const row of out) if (row.file && row.action === 'define') placedHere.set(row.object, row.file);
  };
  settle();
  for (let round = 0; round < 3; round++) {
    for (const row of out) {
      if (row.file || !row.object.startsWith('function:')) continue;
      const name = functionName(row.object.slice('function:'.length));
      const pattern = new RegExp(`\\b${name.replace('.', '\\.')}\\s*\\(`);
      for (const [i, statement] of statements.entries()) {
        if (!pattern.test(statement.body)) continue;
        const user = statement.objects.find((o) => o.action === 'define' && !keyOf(o).endsWith(row.object));
        const file = user ? placedHere.get(keyOf(user)) : undefined;
        if (file && user) {
          row.file = file;
          row.why = `new; used by ${keyOf(user)} (line ${statements[i]!.line}), which goes there`;
          break;
        }
      }
    }
    settle();
  }
  // a new function nothing here uses: where the tables it reads and the functions it calls live
  for (const row of out) {
    if (row.file || row.action !== 'define' || !row.object.startsWith('function:')) continue;
    const body = statements.find((statement) => statement.objects.some((o) => keyOf(o) === row.object))?.body ?? '';
    const votes = new Map<string, string[]>();
    for (const m of body.matchAll(/\b((?:public|private)\.[a-z_0-9]+)\b(\s*\()?/g)) {
      const [, name, call] = m;
      const file = call
        ? [...(index.functionNames.get(name!) ?? [])].find((f) => f !== '02_helpers.sql')
        : policyFile(index, name!);
      if (!file) continue;
      votes.set(file, [...(votes.get(file) ?? []), name!]);
    }
    const best = [...votes].sort((x, y) => y[1].length - x[1].length)[0];
    if (best) {
      row.file = best[0];
      row.why = `new; it reads or calls what lives there (${[...new Set(best[1])].join(', ')})`;
    }
  }
  settle();
  // the public face of a new private function goes with it
  for (const row of out) {
    if (row.file || !row.object.startsWith('function:public.')) continue;
    const twin = placedHere.get(row.object.replace('function:public.', 'function:private.'));
    if (twin) {
      row.file = twin;
      row.why = 'new; beside the private function it calls';
    }
  }
  settle();
  for (const row of out) {
    if (row.file || row.action !== 'grant') continue;
    const file = placedHere.get(row.object);
    if (file) {
      row.file = file;
      row.why = "defined by this migration there: the grants at the file's end";
    }
  }
  const counts = new Map<string, number>();
  for (const row of out)
    if (row.file && row.file !== TABLES_FILE) counts.set(row.file, (counts.get(row.file) ?? 0) + 1);
  const dominant = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  for (const row of out) {
    if (row.file || !dominant || row.object.startsWith('data:') || row.object.startsWith('block:')) continue;
    row.file = dominant;
    row.why = `new; a guess: most of this migration goes there (${row.why})`;
  }
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = process.argv.slice(2);
  if (files.length === 0) {
    console.error('usage: node supabase/scripts/schema-objects.ts <migration.sql> [...]');
    process.exit(2);
  }
  const index = await indexSchemas();
  for (const file of files) {
    const rows = await placements(index, readFileSync(file, 'utf8'));
    console.log(`${relative(process.cwd(), resolve(file))}`);
    for (const row of rows) {
      const target = row.file ? `schemas/${row.file}` : '(decide)';
      console.log(
        `  ${String(row.line).padStart(4)}  ${row.action.padEnd(6)} ${row.object}\n        -> ${target}: ${row.why}`,
      );
    }
    const edits = [...new Set(rows.map((row) => row.file).filter((f): f is string => f !== null))].sort();
    console.log(`  schema files to edit: ${edits.join(', ') || 'none'}; ${basename(file)} stays as it is\n`);
  }
}
