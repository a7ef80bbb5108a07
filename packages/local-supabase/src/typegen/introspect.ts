// Reads one schema's tables, views, functions, enums and composite types from the catalog.
import type { Sql } from '../types.ts';
import { loadParser, viewLineage } from '../rest/schema/view-lineage.ts';

export interface Column {
  name: string;
  type: string; // pg_type.typname (arrays start with _)
  typeSchema: string;
  nullable: boolean;
  hasDefault: boolean;
  identity: '' | 'a' | 'd';
  generated: boolean;
}

export interface Relationship {
  foreignKeyName: string;
  columns: string[];
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface Relation {
  name: string;
  kind: 'table' | 'view';
  updatable: boolean;
  columns: Column[];
  relationships: Relationship[];
}

export interface FunctionArg {
  name: string;
  type: string;
  typeSchema: string;
  hasDefault: boolean;
}

export interface FunctionDef {
  name: string;
  args: FunctionArg[];
  returnType: string;
  returnTypeSchema: string;
  returnTypeRelid: number; // a table's row type
  returnsSet: boolean;
  /** RETURNS TABLE / OUT columns, in order */
  outColumns: { name: string; type: string; typeSchema: string }[];
}

export interface SchemaModel {
  schema: string;
  relations: Relation[];
  functions: FunctionDef[];
  enums: { name: string; values: string[] }[];
  composites: { name: string; attributes: { name: string; type: string; typeSchema: string }[] }[];
}

export async function introspect(db: Sql, schema: string): Promise<SchemaModel> {
  const rels = await db.query<{ oid: number; name: string; relkind: string; updatable: boolean }>(
    `select c.oid::int as oid, c.relname as name, c.relkind::text as relkind,
            (c.relkind in ('r', 'p') or pg_relation_is_updatable(c.oid::regclass, false) & 28 = 28) as updatable
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
       and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
     order by c.relname`,
    [schema],
  );
  const cols = await db.query<{
    relid: number;
    name: string;
    type: string;
    type_schema: string;
    nullable: boolean;
    has_default: boolean;
    identity: string;
    generated: string;
  }>(
    `select a.attrelid::int as relid, a.attname as name, t.typname as type, tn.nspname as type_schema,
            not a.attnotnull as nullable, a.atthasdef as has_default, a.attidentity::text as identity,
            a.attgenerated::text as generated
     from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     join pg_type t on t.oid = a.atttypid join pg_namespace tn on tn.oid = t.typnamespace
     where n.nspname = $1 and a.attnum > 0 and not a.attisdropped
     order by a.attrelid, a.attname`,
    [schema],
  );
  const fks = await db.query<{
    relid: number;
    name: string;
    columns: string[];
    ref_table: string;
    ref_columns: string[];
    one_to_one: boolean;
  }>(
    `select con.conrelid::int as relid, con.conname as name,
            array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, i)
                  join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.i) as columns,
            rc.relname as ref_table,
            array(select a.attname::text from unnest(con.confkey) with ordinality k(attnum, i)
                  join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum
                  order by k.i) as ref_columns,
            exists (select 1 from pg_index ix where ix.indrelid = con.conrelid and ix.indisunique and ix.indpred is null
                    and (select array_agg(x order by x) from unnest(ix.indkey::int2[]) x)
                      = (select array_agg(x order by x) from unnest(con.conkey) x)) as one_to_one
     from pg_constraint con join pg_class rc on rc.oid = con.confrelid join pg_namespace rn on rn.oid = rc.relnamespace
     join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
     where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1
     order by con.conname`,
    [schema],
  );
  const relations: Relation[] = rels.rows.map((r) => ({
    name: r.name,
    kind: r.relkind === 'v' || r.relkind === 'm' ? 'view' : 'table',
    updatable: r.updatable,
    columns: cols.rows
      .filter((c) => c.relid === r.oid)
      .map((c) => ({
        name: c.name,
        type: c.type,
        typeSchema: c.type_schema,
        nullable: c.nullable,
        hasDefault: c.has_default,
        identity: (c.identity || '') as Column['identity'],
        generated: c.generated !== '' && c.generated !== null,
      })),
    relationships: fks.rows
      .filter((f) => f.relid === r.oid)
      .map((f) => ({
        foreignKeyName: f.name,
        columns: f.columns,
        isOneToOne: f.one_to_one,
        referencedRelation: f.ref_table,
        referencedColumns: f.ref_columns,
      })),
  }));

  await addViewRelationships(db, schema, relations);

  const fns = await db.query<{
    name: string;
    arg_names: string[] | null;
    arg_modes: string[] | null;
    arg_types: number[];
    all_arg_types: number[] | null;
    nargdefaults: number;
    rettype: string;
    rettype_schema: string;
    ret_relid: number;
    retset: boolean;
  }>(
    `select p.proname as name, p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
            p.proargtypes::oid[]::int[] as arg_types, p.proallargtypes::int[] as all_arg_types,
            p.pronargdefaults::int as nargdefaults,
            t.typname as rettype, tn.nspname as rettype_schema, t.typrelid::int as ret_relid, p.proretset as retset
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
     join pg_namespace tn on tn.oid = t.typnamespace
     where n.nspname = $1 and p.prokind = 'f' and t.typname not in ('trigger', 'event_trigger')
       and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
     order by p.proname, p.oid`,
    [schema],
  );
  const typeNames = await db.query<{ oid: number; name: string; schema: string }>(
    `select t.oid::int as oid, t.typname as name, n.nspname as schema
     from pg_type t join pg_namespace n on n.oid = t.typnamespace`,
  );
  const typeById = new Map(typeNames.rows.map((t) => [t.oid, t]));
  const functions: FunctionDef[] = fns.rows.map((f) => {
    const allTypes = f.all_arg_types ?? f.arg_types;
    const modes = f.arg_modes ?? allTypes.map(() => 'i');
    const names = f.arg_names ?? [];
    const inArgs: FunctionArg[] = [];
    const outColumns: FunctionDef['outColumns'] = [];
    allTypes.forEach((oid, i) => {
      const t = typeById.get(oid)!;
      const mode = modes[i];
      if (mode === 'i' || mode === 'b' || mode === 'v')
        inArgs.push({ name: names[i] ?? '', type: t.name, typeSchema: t.schema, hasDefault: false });
      if (mode === 'o' || mode === 'b' || mode === 't')
        outColumns.push({ name: names[i] ?? '', type: t.name, typeSchema: t.schema });
    });
    for (let i = inArgs.length - f.nargdefaults; i < inArgs.length; i++) if (i >= 0) inArgs[i].hasDefault = true;
    return {
      name: f.name,
      args: inArgs,
      returnType: f.rettype,
      returnTypeSchema: f.rettype_schema,
      returnTypeRelid: f.ret_relid,
      returnsSet: f.retset,
      outColumns,
    };
  });

  const enums = await db.query<{ name: string; values: string[] }>(
    `select t.typname as name,
            array(select e.enumlabel::text from pg_enum e where e.enumtypid = t.oid order by e.enumsortorder) as values
     from pg_type t join pg_namespace n on n.oid = t.typnamespace
     where n.nspname = $1 and t.typtype = 'e' order by t.typname`,
    [schema],
  );
  const composites = await db.query<{ name: string; relid: number }>(
    `select t.typname as name, t.typrelid::int as relid from pg_type t join pg_namespace n on n.oid = t.typnamespace
     join pg_class c on c.oid = t.typrelid
     where n.nspname = $1 and t.typtype = 'c' and c.relkind = 'c' order by t.typname`,
    [schema],
  );
  const compAttrs = await db.query<{ relid: number; name: string; type: string; type_schema: string }>(
    `select a.attrelid::int as relid, a.attname as name, t.typname as type, tn.nspname as type_schema
     from pg_attribute a
     join pg_type t on t.oid = a.atttypid join pg_namespace tn on tn.oid = t.typnamespace
     where a.attrelid = any($1::oid[]) and a.attnum > 0 and not a.attisdropped order by a.attnum`,
    [composites.rows.map((c) => c.relid)],
  );
  return {
    schema,
    relations,
    functions,
    enums: enums.rows,
    composites: composites.rows.map((c) => ({
      name: c.name,
      attributes: compAttrs.rows
        .filter((a) => a.relid === c.relid)
        .map((a) => ({ name: a.name, type: a.type, typeSchema: a.type_schema })),
    })),
  };
}

/**
 * Views inherit, in both directions, the foreign keys of the base-table columns they output as
 * plain column references (read from the view's definition, as the REST schema cache does), so
 * embeds through views are typed; a column used only in a join or filter carries nothing.
 */
async function addViewRelationships(db: Sql, schema: string, relations: Relation[]): Promise<void> {
  await loadParser();
  const definitions = await db.query<{ name: string; definition: string }>(
    `select c.relname as name, pg_get_viewdef(c.oid) as definition
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('v', 'm')`,
    [schema],
  );
  const tables = relations.filter((r) => r.kind === 'table');
  const tableNamed = (s: string | undefined, name: string) =>
    s === undefined || s === schema ? tables.find((t) => t.name === name) : undefined;
  const baseForeignKeys = new Map(tables.map((t) => [t.name, [...t.relationships]]));
  for (const view of relations.filter((r) => r.kind === 'view')) {
    const definition = definitions.rows.find((d) => d.name === view.name)?.definition;
    if (!definition) continue;
    // Only a column the view outputs as a plain reference to a base column carries that column's keys
    // (PostgREST's rule).
    const projected = new Map<string, Map<string, string>>();
    for (const [viewColumn, source] of viewLineage(definition, (s, name) =>
      tableNamed(s, name)?.columns.map((c) => c.name),
    )) {
      const base = tableNamed(source.schema, source.relname);
      if (!base) continue;
      if (!projected.has(base.name)) projected.set(base.name, new Map());
      const columns = projected.get(base.name)!;
      if (!columns.has(source.column)) columns.set(source.column, viewColumn);
    }
    const asViewColumns = (base: string, cols: string[]) => {
      const columns = projected.get(base);
      return cols.every((c) => columns?.has(c)) ? cols.map((c) => columns!.get(c)!) : undefined;
    };
    for (const [base] of projected) {
      for (const fk of baseForeignKeys.get(base) ?? []) {
        const columns = asViewColumns(base, fk.columns);
        if (columns) view.relationships.push({ ...fk, columns });
      }
      for (const table of tables) {
        for (const fk of baseForeignKeys.get(table.name) ?? []) {
          const referencedColumns =
            fk.referencedRelation === base ? asViewColumns(base, fk.referencedColumns) : undefined;
          if (referencedColumns) table.relationships.push({ ...fk, referencedRelation: view.name, referencedColumns });
        }
      }
    }
  }
}
