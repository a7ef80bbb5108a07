// Reads the catalog (as the superuser) into a SchemaCache.
import type { Sql } from '../../types.ts';
import type { Column, ForeignKey, Relation, Routine, RoutineParam, RoutineResult, SchemaCache } from './model.ts';
import { relationKey } from './model.ts';
import { loadParser, type ViewSource, viewLineage } from './view-lineage.ts';

const SYSTEM_SCHEMAS = `('pg_catalog', 'information_schema', 'pg_toast')`;

const RELATIONS_SQL = `
select c.oid::int as oid, n.nspname as schema, c.relname as name, c.relkind::text as kind,
       case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid) end as definition
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('r', 'p', 'v', 'm', 'f') and n.nspname not in ${SYSTEM_SCHEMAS}`;

const COLUMNS_SQL = `
select a.attrelid::int as rel, a.attnum::int as num, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
       t.typname, not a.attnotnull as nullable,
       case
         when a.attidentity in ('a', 'd') then
           format('nextval(%L::regclass)', pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
         when a.attgenerated = '' then pg_get_expr(d.adbin, d.adrelid)
       end as "default"
from pg_attribute a
join pg_class c on c.oid = a.attrelid
join pg_namespace n on n.oid = c.relnamespace
join pg_type t on t.oid = a.atttypid
left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
where c.relkind in ('r', 'p', 'v', 'm', 'f') and n.nspname not in ${SYSTEM_SCHEMAS}
  and a.attnum > 0 and not a.attisdropped
order by a.attrelid, a.attnum`;

const VIEW_DEPENDENCIES_SQL = `
select distinct r.ev_class::int as view, d.refobjid::int as base
from pg_rewrite r join pg_depend d on d.classid = 'pg_rewrite'::regclass and d.objid = r.oid
where d.refclassid = 'pg_class'::regclass and d.refobjid <> r.ev_class`;

const CONSTRAINTS_SQL = `
select con.conname as name, con.contype::text as type, con.conrelid::int as rel, con.confrelid::int as frel,
       con.conkey::int[]::text as cols, con.confkey::int[]::text as fcols
from pg_constraint con join pg_namespace n on n.oid = con.connamespace
where con.contype in ('p', 'u', 'f') and n.nspname not in ${SYSTEM_SCHEMAS}`;

// Changes with any DDL: new catalog rows carry a newer xmin, dropped ones change the counts.
const FINGERPRINT_SQL = `
select concat_ws('/',
  (select max(xmin::text::bigint) || ':' || count(*) from pg_class),
  (select max(xmin::text::bigint) || ':' || count(*) from pg_attribute),
  (select max(xmin::text::bigint) || ':' || count(*) from pg_proc),
  (select max(xmin::text::bigint) || ':' || count(*) from pg_constraint)) as fingerprint`;

export async function catalogFingerprint(db: Sql): Promise<string> {
  return (await db.query<{ fingerprint: string }>(FINGERPRINT_SQL)).rows[0].fingerprint;
}

const ROUTINES_SQL = `
select n.nspname as schema, p.proname as name, p.provolatile::text as volatility, p.proretset as returns_set,
       p.pronargs::int as nargs, p.pronargdefaults::int as ndefaults, p.provariadic::int <> 0 as variadic,
       rt.typname as ret_typname, format_type(p.prorettype, null) as ret_type, rt.typrelid::int as ret_relid,
       array_to_json(p.proargnames)::text as arg_names, array_to_json(p.proargmodes)::text as arg_modes,
       (select json_agg(format_type(t.typ, null) order by t.ord)
          from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality t(typ, ord))::text as arg_types
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
join pg_type rt on rt.oid = p.prorettype
where p.prokind = 'f' and n.nspname = any($1::text[])`;

interface RawColumn {
  name: string;
  type: string;
  typname: string;
  nullable: boolean;
  default: string | null;
}

type RawRelation = { oid: number; schema: string; name: string; kind: string; definition: string | null };
type RawConstraint = {
  name: string;
  type: string;
  rel: number;
  frel: number;
  cols: string | null;
  fcols: string | null;
};

/** What the catalog says, as read: enough to build a SchemaCache without asking again. */
export interface Catalog {
  fingerprint: string;
  rels: RawRelation[];
  cols: (RawColumn & { rel: number; num: number })[];
  deps: { view: number; base: number }[];
  cons: RawConstraint[];
  routines: RawRoutine[];
  /** per view oid: its output columns' sources, from the parser (filled in by buildSchemaCache) */
  viewSources: Record<number, [string, ViewSource][]>;
}

export async function readCatalog(db: Sql, exposedSchemas: string[]): Promise<Catalog> {
  const fingerprint = await catalogFingerprint(db);
  const rels = await db.query<RawRelation>(RELATIONS_SQL);
  const cols = await db.query<RawColumn & { rel: number; num: number }>(COLUMNS_SQL);
  const deps = await db.query<{ view: number; base: number }>(VIEW_DEPENDENCIES_SQL);
  const cons = await db.query<RawConstraint>(CONSTRAINTS_SQL);
  const routines = await db.query<RawRoutine>(ROUTINES_SQL, [toPgArray(exposedSchemas)]);
  return {
    fingerprint,
    rels: rels.rows,
    cols: cols.rows,
    deps: deps.rows,
    cons: cons.rows,
    routines: routines.rows,
    viewSources: {},
  };
}

/** Views whose sources are not in catalog.viewSources yet are parsed (and recorded there). */
export async function buildSchemaCache(catalog: Catalog): Promise<SchemaCache> {
  if (catalog.rels.some((r) => r.definition && !catalog.viewSources[r.oid])) await loadParser();
  const { fingerprint } = catalog;
  const cache: SchemaCache = {
    relations: new Map(),
    byOid: new Map(),
    foreignKeys: [],
    routines: new Map(),
    fingerprint,
  };
  const columnsByRel = new Map<number, (RawColumn & { num: number })[]>();
  for (const c of catalog.cols) {
    const list = columnsByRel.get(c.rel) ?? [];
    list.push(c);
    columnsByRel.set(c.rel, list);
  }
  const depsByView = new Map<number, number[]>();
  for (const d of catalog.deps) depsByView.set(d.view, [...(depsByView.get(d.view) ?? []), d.base]);
  const definitions = new Map<number, { definition: string; dependsOn: number[] }>();
  const attnames = new Map<number, Map<number, string>>();
  for (const r of catalog.rels) {
    const raw = columnsByRel.get(r.oid) ?? [];
    attnames.set(r.oid, new Map(raw.map((c) => [c.num, c.name])));
    const columns = raw.map(toColumn);
    const relation: Relation = {
      oid: r.oid,
      schema: r.schema,
      name: r.name,
      kind: r.kind === 'v' || r.kind === 'm' ? 'view' : 'table',
      columns,
      columnMap: new Map(columns.map((c) => [c.name, c])),
      pk: [],
      uniques: [],
    };
    cache.relations.set(relationKey(r.schema, r.name), relation);
    cache.byOid.set(r.oid, relation);
    if (r.definition) definitions.set(r.oid, { definition: r.definition, dependsOn: depsByView.get(r.oid) ?? [] });
  }

  const names = (rel: number, nums: string | null): string[] =>
    (nums ?? '{}')
      .replace(/[{}]/g, '')
      .split(',')
      .filter((x) => x !== '')
      .map((n) => attnames.get(rel)?.get(Number(n)) ?? '');
  const rawFks: { name: string; rel: number; cols: string[]; frel: number; fcols: string[] }[] = [];
  for (const c of catalog.cons) {
    const rel = cache.byOid.get(c.rel);
    if (!rel) continue;
    const keyCols = names(c.rel, c.cols);
    if (c.type === 'p') {
      rel.pk = keyCols;
      rel.uniques.push(keyCols);
    } else if (c.type === 'u') rel.uniques.push(keyCols);
    else rawFks.push({ name: c.name, rel: c.rel, cols: keyCols, frel: c.frel, fcols: names(c.frel, c.fcols) });
  }

  const lineage = buildLineage(cache, definitions, catalog.viewSources);
  cache.foreignKeys = deriveForeignKeys(cache, rawFks, lineage);

  for (const r of catalog.routines) {
    const routine = toRoutine(r, cache);
    const key = relationKey(routine.schema, routine.name);
    const list = cache.routines.get(key) ?? [];
    list.push(routine);
    cache.routines.set(key, list);
  }
  return cache;
}

function toColumn(c: RawColumn): Column {
  return { name: c.name, type: c.type, typname: c.typname, nullable: c.nullable, defaultSql: c.default };
}

export function toPgArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`;
}

/** For every relation: its column -> (table oid, table column), following views down to tables. */
function buildLineage(
  cache: SchemaCache,
  definitions: Map<number, { definition: string; dependsOn: number[] }>,
  parsed: Record<number, [string, ViewSource][]>,
): Map<number, Map<string, { oid: number; column: string }>> {
  const direct = new Map<number, Map<string, { oid: number; column: string }>>();
  for (const [oid, { definition, dependsOn }] of definitions) {
    const deps = dependsOn.map((d) => cache.byOid.get(d)).filter((r): r is Relation => !!r);
    const find = (schema: string | undefined, relname: string) =>
      deps.find((d) => d.name === relname && (!schema || d.schema === schema));
    const map = new Map<string, { oid: number; column: string }>();
    parsed[oid] ??= [
      ...viewLineage(definition, (schema, relname) => find(schema, relname)?.columns.map((c) => c.name)),
    ];
    for (const [outName, src] of parsed[oid]) {
      const base = find(src.schema, src.relname);
      if (base) map.set(outName, { oid: base.oid, column: src.column });
    }
    direct.set(oid, map);
  }
  const resolved = new Map<number, Map<string, { oid: number; column: string }>>();
  const resolve = (oid: number, column: string, depth: number): { oid: number; column: string } | undefined => {
    const view = direct.get(oid);
    if (!view) return { oid, column };
    if (depth > 16) return undefined;
    const next = view.get(column);
    return next ? resolve(next.oid, next.column, depth + 1) : undefined;
  };
  for (const rel of cache.byOid.values()) {
    const map = new Map<string, { oid: number; column: string }>();
    for (const c of rel.columns) {
      const base = resolve(rel.oid, c.name, 0);
      if (base) map.set(c.name, base);
    }
    resolved.set(rel.oid, map);
  }
  return resolved;
}

function deriveForeignKeys(
  cache: SchemaCache,
  rawFks: { name: string; rel: number; cols: string[]; frel: number; fcols: string[] }[],
  lineage: Map<number, Map<string, { oid: number; column: string }>>,
): ForeignKey[] {
  // relations that project all of `cols` of table `oid`, with their own column names
  const projections = (oid: number, cols: string[]): { rel: Relation; cols: string[] }[] => {
    const out: { rel: Relation; cols: string[] }[] = [];
    for (const rel of cache.byOid.values()) {
      const map = lineage.get(rel.oid);
      if (!map) continue;
      const mine = cols.map((col) => [...map].find(([, base]) => base.oid === oid && base.column === col)?.[0]);
      if (mine.every((m): m is string => m !== undefined)) out.push({ rel, cols: mine });
    }
    return out;
  };
  const fks: ForeignKey[] = [];
  for (const fk of rawFks) {
    const table = cache.byOid.get(fk.rel);
    if (!table) continue;
    const fromUnique = table.uniques.some((u) => u.length === fk.cols.length && u.every((c) => fk.cols.includes(c)));
    for (const from of projections(fk.rel, fk.cols)) {
      for (const to of projections(fk.frel, fk.fcols)) {
        fks.push({
          name: fk.name,
          from: from.rel,
          fromCols: from.cols,
          to: to.rel,
          toCols: to.cols,
          fromUnique: fromUnique && from.rel.oid === fk.rel,
        });
      }
    }
  }
  return fks;
}

interface RawRoutine {
  schema: string;
  name: string;
  volatility: string;
  returns_set: boolean;
  nargs: number;
  ndefaults: number;
  variadic: boolean;
  ret_typname: string;
  ret_type: string;
  ret_relid: number;
  arg_names: string | null;
  arg_modes: string | null;
  arg_types: string | null;
}

function toRoutine(r: RawRoutine, cache: SchemaCache): Routine {
  const types = JSON.parse(r.arg_types ?? '[]') as string[];
  const names = JSON.parse(r.arg_names ?? 'null') as string[] | null;
  const modes = JSON.parse(r.arg_modes ?? 'null') as string[] | null;
  const params: RoutineParam[] = [];
  const outColumns: Column[] = [];
  types.forEach((type, i) => {
    const mode = modes?.[i] ?? 'i';
    const name = names?.[i] ?? '';
    if (mode === 'i' || mode === 'b' || mode === 'v')
      params.push({ name, type, hasDefault: false, variadic: mode === 'v' });
    if (mode === 'o' || mode === 'b' || mode === 't')
      outColumns.push({ name, type, typname: type, nullable: true, defaultSql: null });
  });
  for (let i = params.length - r.ndefaults; i < params.length; i++) if (i >= 0) params[i].hasDefault = true;
  let result: RoutineResult;
  if (r.ret_typname === 'void') result = { kind: 'void' };
  else if (r.ret_relid && cache.byOid.get(r.ret_relid))
    result = { kind: 'rows', relation: cache.byOid.get(r.ret_relid)! };
  else if (outColumns.length > 0 && r.ret_typname === 'record')
    result = { kind: 'rows', relation: syntheticRelation(r.schema, r.name, outColumns) };
  else result = { kind: 'scalar', type: r.ret_type };
  return {
    schema: r.schema,
    name: r.name,
    volatility: r.volatility as Routine['volatility'],
    returnsSet: r.returns_set,
    params,
    result,
  };
}

function syntheticRelation(schema: string, name: string, columns: Column[]): Relation {
  return {
    oid: 0,
    schema,
    name,
    kind: 'function-result',
    columns,
    columnMap: new Map(columns.map((c) => [c.name, c])),
    pk: [],
    uniques: [],
  };
}
