// Renders a SchemaModel the way `supabase gen types typescript` does (postgres-meta's
// typegen, formatted by prettier with semi: false).
import { format } from 'prettier';
import type { Column, FunctionDef, Relation, SchemaModel } from './introspect.ts';

export const POSTGREST_VERSION = '14.1';

const STRING_TYPES = new Set([
  'bytea',
  'bpchar',
  'varchar',
  'date',
  'text',
  'citext',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'uuid',
  'vector',
]);
const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric']);

function key(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name);
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byName = <T extends { name: string }>(a: T, b: T) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

function tsType(model: SchemaModel, type: string, typeSchema: string): string {
  if (type.startsWith('_')) return `(${tsType(model, type.slice(1), typeSchema)})[]`;
  if (type === 'bool') return 'boolean';
  if (NUMBER_TYPES.has(type)) return 'number';
  if (STRING_TYPES.has(type)) return 'string';
  if (type === 'json' || type === 'jsonb') return 'Json';
  if (type === 'void') return 'undefined';
  if (type === 'record') return 'Record<string, unknown>';
  if (typeSchema === model.schema && model.enums.some((e) => e.name === type))
    return `Database[${JSON.stringify(model.schema)}]["Enums"][${JSON.stringify(type)}]`;
  if (typeSchema === model.schema && model.composites.some((c) => c.name === type)) {
    return `Database[${JSON.stringify(model.schema)}]["CompositeTypes"][${JSON.stringify(type)}]`;
  }
  return 'unknown';
}

function columnLines(
  model: SchemaModel,
  columns: Column[],
  mode: 'Row' | 'Insert' | 'Update',
  isView: boolean,
): string {
  return [...columns]
    .sort(byName)
    .map((c) => {
      const t = tsType(model, c.type, c.typeSchema);
      const nullable = isView || c.nullable;
      const type = nullable ? `${t} | null` : t;
      if (mode === 'Row') return `${key(c.name)}: ${type}`;
      if (c.identity === 'a' || c.generated) return `${key(c.name)}?: never`;
      const optional = mode === 'Update' || nullable || c.hasDefault || c.identity === 'd';
      return `${key(c.name)}${optional ? '?' : ''}: ${type}`;
    })
    .join('\n');
}

function relationships(r: Relation): string {
  if (r.relationships.length === 0) return 'Relationships: []';
  return `Relationships: [
${[...r.relationships]
  .sort((a, b) => compare(a.foreignKeyName, b.foreignKeyName) || compare(a.referencedRelation, b.referencedRelation))
  .map(
    (f) => `{
  foreignKeyName: ${JSON.stringify(f.foreignKeyName)}
  columns: ${JSON.stringify(f.columns)}
  isOneToOne: ${f.isOneToOne}
  referencedRelation: ${JSON.stringify(f.referencedRelation)}
  referencedColumns: ${JSON.stringify(f.referencedColumns)}
},`,
  )
  .join('\n')}
]`;
}

function relationBlock(model: SchemaModel, r: Relation): string {
  const isView = r.kind === 'view';
  const parts = [`Row: {\n${columnLines(model, r.columns, 'Row', isView)}\n}`];
  if (!isView || r.updatable) {
    parts.push(`Insert: {\n${columnLines(model, r.columns, 'Insert', isView)}\n}`);
    parts.push(`Update: {\n${columnLines(model, r.columns, 'Update', isView)}\n}`);
  }
  parts.push(relationships(r));
  return `${key(r.name)}: {\n${parts.join('\n')}\n}`;
}

function functionVariant(model: SchemaModel, f: FunctionDef): string {
  const args = f.args.filter((a) => a.name !== '' || f.args.length === 1);
  const argsType =
    args.length === 0
      ? 'never'
      : `{ ${[...args]
          .sort(byName)
          .map((a) => `${key(a.name)}${a.hasDefault ? '?' : ''}: ${tsType(model, a.type, a.typeSchema)}`)
          .join('; ')} }`;
  let returns: string;
  let setof = '';
  const table = f.returnTypeRelid
    ? model.relations.find((r) => r.name === f.returnType && f.returnTypeSchema === model.schema)
    : undefined;
  if (f.outColumns.length > 0 && f.returnType === 'record') {
    const fields = f.outColumns.map((c) => `${key(c.name)}: ${tsType(model, c.type, c.typeSchema)}`).join('\n');
    returns = `{\n${fields}\n}${f.returnsSet ? '[]' : ''}`;
  } else if (table) {
    returns = `{\n${columnLines(model, table.columns, 'Row', table.kind === 'view')}\n}${f.returnsSet ? '[]' : ''}`;
    setof =
      `\nSetofOptions: {\nfrom: "*"\nto: ${JSON.stringify(table.name)}\n` +
      `isOneToOne: ${!f.returnsSet}\nisSetofReturn: ${f.returnsSet}\n}`;
  } else {
    const t = tsType(model, f.returnType, f.returnTypeSchema);
    returns = f.returnsSet ? `${t.includes(' ') ? `(${t})` : t}[]` : t;
  }
  return `{ Args: ${argsType}; Returns: ${returns}${setof} }`;
}

function functionsBlock(model: SchemaModel): string {
  const groups = new Map<string, FunctionDef[]>();
  for (const f of model.functions) groups.set(f.name, [...(groups.get(f.name) ?? []), f]);
  const names = [...groups.keys()].sort();
  if (names.length === 0) return 'Functions: {\n[_ in never]: never\n}';
  return `Functions: {\n${names
    .map((n) => {
      const variants = groups.get(n)!.map((f) => functionVariant(model, f));
      return `${key(n)}: ${variants.length === 1 ? variants[0] : variants.map((v) => `| ${v}`).join('\n')}`;
    })
    .join('\n')}\n}`;
}

function block(title: string, entries: string[]): string {
  return entries.length === 0 ? `${title}: {\n[_ in never]: never\n}` : `${title}: {\n${entries.join('\n')}\n}`;
}

export async function renderTypes(model: SchemaModel): Promise<string> {
  const tables = model.relations.filter((r) => r.kind === 'table').sort(byName);
  const views = model.relations.filter((r) => r.kind === 'view').sort(byName);
  const enums = [...model.enums].sort(byName);
  const composites = [...model.composites].sort(byName);
  const s = JSON.stringify(model.schema);
  const source = `export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "${POSTGREST_VERSION}"
  }
  ${key(model.schema)}: {
    ${block(
      'Tables',
      tables.map((t) => relationBlock(model, t)),
    )}
    ${block(
      'Views',
      views.map((v) => relationBlock(model, v)),
    )}
    ${functionsBlock(model)}
    ${block(
      'Enums',
      enums.map((e) => `${key(e.name)}: ${e.values.map((v) => JSON.stringify(v)).join(' | ')}`),
    )}
    ${block(
      'CompositeTypes',
      composites.map((c) => {
        const fields = c.attributes.map((a) => `${key(a.name)}: ${tsType(model, a.type, a.typeSchema)} | null`);
        return `${key(c.name)}: {\n${fields.join('\n')}\n}`;
      }),
    )}
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, ${s}>]

${HELPERS}

export const Constants = {
  ${key(model.schema)}: {
    Enums: {
      ${enums.map((e) => `${key(e.name)}: [${e.values.map((v) => JSON.stringify(v)).join(', ')}],`).join('\n')}
    },
  },
} as const
`;
  return format(source, { parser: 'typescript', semi: false });
}

/**
 * One of supabase's lookup types: `Name<"x">` in the default schema, `Name<{ schema }, "x">` in another.
 * `set` names the part of a schema looked in; `value` turns the entry found into the type returned.
 * Prettier lays the text out again: its line breaks are not the output's.
 */
function lookupType(
  name: string,
  options: string,
  entry: string,
  set: (schema: string) => string,
  value: (found: string) => string = (found) => found,
): string {
  const named = set(`DatabaseWithoutInternals[${options}["schema"]]`);
  const local = set('DefaultSchema');
  return `export type ${name}<
  ${options} extends
    | keyof ${local}
    | { schema: keyof DatabaseWithoutInternals },
  ${entry} extends ${options} extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof ${named}
    : never = never,
> = ${options} extends {
  schema: keyof DatabaseWithoutInternals
}
  ? ${value(`${named}[${entry}]`)}
  : ${options} extends keyof ${local}
    ? ${value(`${local}[${options}]`)}
    : never`;
}

/** Tables, TablesInsert and TablesUpdate: one member (Row, Insert or Update) of a relation's type. */
function tableType(name: string, member: string, inferred: string, withViews: boolean): string {
  return lookupType(
    name,
    'DefaultSchemaTableNameOrOptions',
    'TableName',
    (schema) => (withViews ? `(${schema}["Tables"] & ${schema}["Views"])` : `${schema}["Tables"]`),
    (found) => `${found} extends {\n${member}: infer ${inferred}\n}\n? ${inferred}\n: never`,
  );
}

const HELPERS = [
  tableType('Tables', 'Row', 'R', true),
  tableType('TablesInsert', 'Insert', 'I', false),
  tableType('TablesUpdate', 'Update', 'U', false),
  lookupType('Enums', 'DefaultSchemaEnumNameOrOptions', 'EnumName', (schema) => `${schema}["Enums"]`),
  lookupType(
    'CompositeTypes',
    'PublicCompositeTypeNameOrOptions',
    'CompositeTypeName',
    (schema) => `${schema}["CompositeTypes"]`,
  ),
].join('\n\n');
