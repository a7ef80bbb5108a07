// Writes packages/supabase/src/database.types.ts from the schema the migrations build, in the
// shape `supabase gen types typescript` produces (public schema: Tables, Views, Functions,
// Enums, CompositeTypes, plus the Tables/TablesInsert/TablesUpdate helpers).
//
//   npx node supabase/scripts/gen-types.ts [out-file]
//
// It applies the migrations to a throwaway in-memory PGlite (no server needed), or reads the
// database at DATABASE_URL.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Sql } from '../../packages/local-supabase/src/types.ts';

interface Column { table: string; name: string; type: string; elemType: string | null; typtype: string; nullable: boolean; hasDefault: boolean; generated: boolean; identity: boolean }
interface Relation { name: string; kind: string }
interface Fk { table: string; name: string; columns: string[]; isOneToOne: boolean; refTable: string; refColumns: string[] }
interface Fn { name: string; argNames: string[]; argTypes: string[]; argModes: string[]; defaults: number; returns: string; returnsSet: boolean; returnRelation: string | null }

const SCHEMA = 'public';
/** The table each view re-exposes column for column, so embeds through the view are typed too. */
const VIEW_BASES: Record<string, string> = { project_details: 'projects' };

const SCALARS: Record<string, string> = {
  bool: 'boolean', int2: 'number', int4: 'number', int8: 'number', float4: 'number', float8: 'number', numeric: 'number',
  json: 'Json', jsonb: 'Json', text: 'string', varchar: 'string', bpchar: 'string', uuid: 'string', date: 'string',
  time: 'string', timetz: 'string', timestamp: 'string', timestamptz: 'string', interval: 'string', citext: 'string',
  bytea: 'string', inet: 'string', cidr: 'string', macaddr: 'string', name: 'string', void: 'undefined',
  record: 'Record<string, unknown>',
};

function tsType(type: string, elemType: string | null, enums: Set<string>): string {
  if (elemType) return `${tsType(elemType, null, enums)}[]`;
  if (enums.has(type)) return `Database["${SCHEMA}"]["Enums"]["${type}"]`;
  return SCALARS[type] ?? 'unknown';
}

const q = (s: string) => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(s) ? s : JSON.stringify(s));

export async function generateTypes(sql: Sql): Promise<string> {
  const relations = (await sql.query<Relation>(
    `select c.relname as name, c.relkind::text as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm') order by c.relname`, [SCHEMA])).rows;
  const columns = (await sql.query<Column>(
    `select c.relname as table, a.attname as name, t.typname as type,
            case when t.typcategory = 'A' then et.typname end as "elemType", t.typtype::text as typtype,
            not a.attnotnull as nullable, a.atthasdef as "hasDefault", a.attgenerated <> '' as generated, a.attidentity <> '' as identity
     from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid left join pg_type et on et.oid = t.typelem
     where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped
     order by c.relname, a.attname`, [SCHEMA])).rows;
  const fks = (await sql.query<Fk>(
    `select c.relname as table, con.conname as name,
            array(select a.attname from unnest(con.conkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i)::text[] as columns,
            exists (select 1 from pg_index i where i.indrelid = con.conrelid and i.indisunique and i.indkey::int2[] @> con.conkey and cardinality(i.indkey::int2[]) = cardinality(con.conkey)) as "isOneToOne",
            rc.relname as "refTable",
            array(select a.attname from unnest(con.confkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i)::text[] as "refColumns"
     from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_class rc on rc.oid = con.confrelid join pg_namespace rn on rn.oid = rc.relnamespace
     where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1
     order by c.relname, con.conname`, [SCHEMA])).rows;
  const enumRows = (await sql.query<{ name: string; labels: string[] }>(
    `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder)::text[] as labels
     from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
     where n.nspname = $1 group by t.typname order by t.typname`, [SCHEMA])).rows;
  const fns = (await sql.query<Fn>(
    `select p.proname as name, coalesce(p.proargnames, '{}')::text[] as "argNames",
            array(select t.typname from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(oid, i) join pg_type t on t.oid = a.oid order by a.i)::text[] as "argTypes",
            coalesce(p.proargmodes::text[], '{}') as "argModes", p.pronargdefaults as defaults,
            rt.typname as returns, p.proretset as "returnsSet",
            (select c.relname from pg_class c where c.oid = rt.typrelid and c.relkind in ('r', 'p', 'v', 'm')) as "returnRelation"
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
     where n.nspname = $1 and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')
     order by p.proname`, [SCHEMA])).rows;

  const enums = new Set(enumRows.map((e) => e.name));
  const colsOf = (table: string) => columns.filter((c) => c.table === table);
  const out: string[] = [];
  const line = (indent: number, text: string) => out.push(`${'  '.repeat(indent)}${text}`);

  const rowFields = (table: string, indent: number, allNullable: boolean) => {
    for (const c of colsOf(table)) line(indent, `${q(c.name)}: ${tsType(c.type, c.elemType, enums)}${c.nullable || allNullable ? ' | null' : ''}`);
  };
  const writeFields = (table: string, indent: number, mode: 'insert' | 'update') => {
    for (const c of colsOf(table)) {
      if (c.generated) { line(indent, `${q(c.name)}?: never`); continue; }
      const optional = mode === 'update' || c.nullable || c.hasDefault || c.identity;
      line(indent, `${q(c.name)}${optional ? '?' : ''}: ${tsType(c.type, c.elemType, enums)}${c.nullable ? ' | null' : ''}`);
    }
  };
  // foreign keys through views: the base table's own keys, and keys that point at the base table
  const viewFks: Fk[] = [];
  for (const [view, base] of Object.entries(VIEW_BASES)) {
    const viewCols = new Set(colsOf(view).map((c) => c.name));
    if (viewCols.size === 0) continue;
    for (const f of fks) {
      if (f.table === base && f.columns.every((c) => viewCols.has(c))) viewFks.push({ ...f, table: view });
      if (f.refTable === base && f.refColumns.every((c) => viewCols.has(c))) viewFks.push({ ...f, refTable: view });
    }
  }
  const relationships = (table: string, indent: number) => {
    const list = [...fks, ...viewFks].filter((f) => f.table === table)
      .sort((a, b) => a.name.localeCompare(b.name) || a.refTable.localeCompare(b.refTable));
    if (list.length === 0) { line(indent, 'Relationships: []'); return; }
    line(indent, 'Relationships: [');
    for (const f of list) {
      line(indent + 1, '{');
      line(indent + 2, `foreignKeyName: ${JSON.stringify(f.name)}`);
      line(indent + 2, `columns: [${f.columns.map((c) => JSON.stringify(c)).join(', ')}]`);
      line(indent + 2, `isOneToOne: ${f.isOneToOne}`);
      line(indent + 2, `referencedRelation: ${JSON.stringify(f.refTable)}`);
      line(indent + 2, `referencedColumns: [${f.refColumns.map((c) => JSON.stringify(c)).join(', ')}]`);
      line(indent + 1, '},');
    }
    line(indent, ']');
  };

  out.push('export type Json =', '  | string', '  | number', '  | boolean', '  | null', '  | { [key: string]: Json | undefined }', '  | Json[]', '');
  out.push('export type Database = {');
  line(1, '// Allows to automatically instantiate createClient with right options');
  line(1, "// instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)");
  line(1, '__InternalSupabase: {');
  line(2, 'PostgrestVersion: "12.2.3 (519615d)"');
  line(1, '}');
  line(1, `${SCHEMA}: {`);

  line(2, 'Tables: {');
  for (const r of relations.filter((x) => x.kind === 'r' || x.kind === 'p')) {
    line(3, `${q(r.name)}: {`);
    line(4, 'Row: {'); rowFields(r.name, 5, false); line(4, '}');
    line(4, 'Insert: {'); writeFields(r.name, 5, 'insert'); line(4, '}');
    line(4, 'Update: {'); writeFields(r.name, 5, 'update'); line(4, '}');
    relationships(r.name, 4);
    line(3, '}');
  }
  line(2, '}');

  const views = relations.filter((x) => x.kind === 'v' || x.kind === 'm');
  if (views.length === 0) line(2, 'Views: {\n      [_ in never]: never\n    }');
  else {
    line(2, 'Views: {');
    for (const v of views) {
      line(3, `${q(v.name)}: {`);
      line(4, 'Row: {'); rowFields(v.name, 5, true); line(4, '}');
      relationships(v.name, 4);
      line(3, '}');
    }
    line(2, '}');
  }

  line(2, 'Functions: {');
  for (const f of fns) {
    const ins = f.argTypes.map((t, i) => ({ name: f.argNames[i] ?? `arg${i}`, type: t, mode: f.argModes[i] ?? 'i' }))
      .filter((a) => a.mode === 'i' || a.mode === 'b');
    line(3, `${q(f.name)}: {`);
    if (ins.length === 0) line(4, 'Args: never');
    else {
      line(4, 'Args: {');
      ins.forEach((a, i) => {
        const optional = i >= ins.length - f.defaults;
        const arr = a.type.startsWith('_') ? a.type.slice(1) : null;
        line(5, `${q(a.name)}${optional ? '?' : ''}: ${tsType(arr ? 'array' : a.type, arr, enums)}`);
      });
      line(4, '}');
    }
    if (f.returnRelation) {
      line(4, 'Returns: {');
      for (const c of colsOf(f.returnRelation)) line(5, `${q(c.name)}: ${tsType(c.type, c.elemType, enums)}${c.nullable ? ' | null' : ''}`);
      line(4, f.returnsSet ? '}[]' : '}');
    } else {
      const arr = f.returns.startsWith('_') ? f.returns.slice(1) : null;
      line(4, `Returns: ${tsType(arr ? 'array' : f.returns, arr, enums)}${f.returnsSet ? '[]' : ''}`);
    }
    line(3, '}');
  }
  line(2, '}');

  if (enumRows.length === 0) line(2, 'Enums: {\n      [_ in never]: never\n    }');
  else {
    line(2, 'Enums: {');
    for (const e of enumRows) line(3, `${q(e.name)}: ${e.labels.map((l) => JSON.stringify(l)).join(' | ')}`);
    line(2, '}');
  }
  line(2, 'CompositeTypes: {');
  line(3, '[_ in never]: never');
  line(2, '}');
  line(1, '}');
  out.push('}', '');
  out.push(HELPERS);
  out.push('export const Constants = {');
  line(1, `${SCHEMA}: {`);
  if (enumRows.length === 0) line(2, 'Enums: {},');
  else {
    line(2, 'Enums: {');
    for (const e of enumRows) line(3, `${q(e.name)}: [${e.labels.map((l) => JSON.stringify(l)).join(', ')}],`);
    line(2, '},');
  }
  line(1, '},');
  out.push('} as const', '');
  return out.join('\n');
}

const HELPERS = `type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never
`;

if (import.meta.main) {
  const { openPglite } = await import('../../packages/local-supabase/src/db/pglite.ts');
  const { openPostgres } = await import('../../packages/local-supabase/src/db/postgres.ts');
  const { runMigrations, bootstrapSupabase } = await import('../../packages/local-supabase/src/bootstrap/index.ts');
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const outFile = process.argv[2] ?? fileURLToPath(new URL('../../packages/supabase/src/database.types.ts', import.meta.url));
  const db = process.env.DATABASE_URL ? await openPostgres(process.env.DATABASE_URL) : await openPglite(null);
  try {
    if (!process.env.DATABASE_URL) {
      await bootstrapSupabase(db);
      await runMigrations(db, root, () => {});
    }
    writeFileSync(outFile, await generateTypes(db));
    console.log(`Wrote ${outFile}`);
  } finally {
    await db.close();
  }
}
