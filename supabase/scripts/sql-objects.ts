// What each statement of a SQL file defines, changes, drops or grants, by object: read with
// PostgreSQL's own parser (the one local-supabase applies migrations with). Functions are named
// with their input argument types (`function:private.may(uuid,text)`), policies and triggers with
// their table (`policy:public.quotes:Providers read quotes`), so two files defining the same object
// are found whatever their spelling. Used by schema-objects.ts and the schema-equality test.
import { loadModule, parse } from 'libpg-query';

export type ObjectType =
  | 'schema'
  | 'extension'
  | 'table'
  | 'view'
  | 'index'
  | 'function'
  | 'policy'
  | 'trigger'
  | 'publication'
  | 'data'
  | 'default-privileges'
  | 'block';

/** define: creates or replaces it; change: alters it in place; drop; grant: privileges; data: rows */
export type Action = 'define' | 'change' | 'drop' | 'grant' | 'data' | 'run';

export interface ObjectRef {
  type: ObjectType;
  /** schema-qualified; functions with `(argtypes)`, or `(*)` when a statement gives no arguments */
  name: string;
  action: Action;
}

export interface Statement {
  /** the comment lines right above the statement (may be empty) */
  comment: string;
  /** whether a blank line separates it from the statement before */
  spaced: boolean;
  /** the line the statement starts on (1-based) */
  line: number;
  /** the statement without its leading comment, without the final semicolon */
  body: string;
  kind: string;
  node: Record<string, unknown>;
  objects: ObjectRef[];
}

// biome-ignore lint/suspicious/noExplicitAny: parse trees are untyped JSON
type Node = any;

const str = (n: Node): string => n?.String?.sval ?? n?.sval ?? '';

const TYPE_ALIASES: Record<string, string> = {
  integer: 'int4',
  int: 'int4',
  bigint: 'int8',
  smallint: 'int2',
  boolean: 'bool',
  'timestamp with time zone': 'timestamptz',
  'double precision': 'float8',
  real: 'float4',
  'character varying': 'varchar',
};

export function typeName(t: Node): string {
  const names: string[] = (t?.names ?? []).map(str).filter((s: string) => s !== 'pg_catalog');
  let name = names.join('.');
  name = TYPE_ALIASES[name] ?? name;
  if (t?.arrayBounds?.length) name += '[]'.repeat(t.arrayBounds.length);
  return name;
}

const INPUT_MODES = new Set([
  undefined,
  'FUNC_PARAM_DEFAULT',
  'FUNC_PARAM_IN',
  'FUNC_PARAM_INOUT',
  'FUNC_PARAM_VARIADIC',
]);

function qualified(parts: string[]): string {
  return parts.length === 1 ? `public.${parts[0]}` : parts.join('.');
}

function functionName(nameParts: Node[], params: Node[] | undefined, unspecified = false): string {
  const name = qualified(nameParts.map(str));
  if (unspecified) return `${name}(*)`;
  const args = (params ?? [])
    .map((p: Node) => p.FunctionParameter ?? p)
    .filter((p: Node) => INPUT_MODES.has(p.mode))
    .map((p: Node) => typeName(p.argType ?? p));
  return `${name}(${args.join(',')})`;
}

function objectWithArgs(o: Node): string {
  const owa = o.ObjectWithArgs ?? o;
  if (owa.args_unspecified) return functionName(owa.objname, undefined, true);
  if (owa.objfuncargs) return functionName(owa.objname, owa.objfuncargs);
  return functionName(
    owa.objname,
    (owa.objargs ?? []).map((t: Node) => ({ argType: t.TypeName ?? t })),
  );
}

function rangeVar(r: Node): string {
  const rv = r.RangeVar ?? r;
  return `${rv.schemaname ?? 'public'}.${rv.relname}`;
}

/** The objects one parsed statement touches. */
export function objectsOf(kind: string, n: Node): ObjectRef[] {
  switch (kind) {
    case 'CreateSchemaStmt':
      return [{ type: 'schema', name: n.schemaname, action: 'define' }];
    case 'CreateExtensionStmt':
      return [{ type: 'extension', name: n.extname, action: 'define' }];
    case 'CreateStmt':
      return [{ type: 'table', name: rangeVar(n.relation), action: 'define' }];
    case 'AlterTableStmt':
      return [{ type: n.objtype === 'OBJECT_VIEW' ? 'view' : 'table', name: rangeVar(n.relation), action: 'change' }];
    case 'ViewStmt':
      return [{ type: 'view', name: rangeVar(n.view), action: 'define' }];
    case 'IndexStmt': {
      const table = rangeVar(n.relation);
      return [{ type: 'index', name: `${table.split('.')[0]}.${n.idxname}`, action: 'define' }];
    }
    case 'CreateFunctionStmt':
      return [{ type: 'function', name: functionName(n.funcname, n.parameters), action: 'define' }];
    case 'AlterFunctionStmt':
      return [{ type: 'function', name: objectWithArgs(n.func), action: 'change' }];
    case 'CreatePolicyStmt':
      return [{ type: 'policy', name: `${rangeVar(n.table)}:${n.policy_name}`, action: 'define' }];
    case 'AlterPolicyStmt':
      return [{ type: 'policy', name: `${rangeVar(n.table)}:${n.policy_name}`, action: 'change' }];
    case 'CreateTrigStmt':
      return [{ type: 'trigger', name: `${rangeVar(n.relation)}:${n.trigname}`, action: 'define' }];
    case 'AlterPublicationStmt':
    case 'CreatePublicationStmt':
      return [
        { type: 'publication', name: n.pubname, action: 'change' },
        ...(n.pubobjects ?? []).map((p: Node) => ({
          type: 'table' as const,
          name: rangeVar(p.PublicationObjSpec?.pubtable?.relation ?? {}),
          action: 'change' as const,
        })),
      ];
    case 'AlterDefaultPrivilegesStmt':
      return [
        {
          type: 'default-privileges',
          name: (n.options ?? []).map((o: Node) => str(o.DefElem?.arg?.List?.items?.[0])).join(','),
          action: 'grant',
        },
      ];
    case 'GrantStmt': {
      const type: ObjectType | null =
        n.objtype === 'OBJECT_FUNCTION'
          ? 'function'
          : n.objtype === 'OBJECT_TABLE'
            ? 'table'
            : n.objtype === 'OBJECT_SCHEMA'
              ? 'schema'
              : null;
      if (!type || n.targtype !== 'ACL_TARGET_OBJECT') return [];
      return (n.objects ?? []).map((o: Node) => ({
        type,
        name: type === 'function' ? objectWithArgs(o) : type === 'table' ? rangeVar(o) : str(o),
        action: 'grant' as const,
      }));
    }
    case 'DropStmt': {
      const objs: ObjectRef[] = [];
      for (const o of n.objects ?? []) {
        switch (n.removeType) {
          case 'OBJECT_FUNCTION':
            objs.push({ type: 'function', name: objectWithArgs(o), action: 'drop' });
            break;
          case 'OBJECT_POLICY':
          case 'OBJECT_TRIGGER': {
            const parts = (o.List?.items ?? []).map(str);
            const name = parts.pop();
            objs.push({
              type: n.removeType === 'OBJECT_POLICY' ? 'policy' : 'trigger',
              name: `${qualified(parts)}:${name}`,
              action: 'drop',
            });
            break;
          }
          case 'OBJECT_TABLE':
          case 'OBJECT_VIEW':
          case 'OBJECT_INDEX': {
            const parts = (o.List?.items ?? []).map(str);
            const type = n.removeType === 'OBJECT_TABLE' ? 'table' : n.removeType === 'OBJECT_VIEW' ? 'view' : 'index';
            objs.push({ type, name: qualified(parts), action: 'drop' });
            break;
          }
          default:
            objs.push({ type: 'block', name: `drop ${n.removeType}`, action: 'drop' });
        }
      }
      return objs;
    }
    case 'RenameStmt':
      if (n.renameType === 'OBJECT_FUNCTION') {
        const from = objectWithArgs(n.object);
        const schema = from.split('.')[0];
        return [
          { type: 'function', name: from, action: 'drop' },
          { type: 'function', name: `${schema}.${n.newname}${from.slice(from.indexOf('('))}`, action: 'define' },
        ];
      }
      return [{ type: 'block', name: `rename ${n.renameType}`, action: 'change' }];
    case 'AlterObjectSchemaStmt':
      if (n.objectType === 'OBJECT_FUNCTION') {
        const from = objectWithArgs(n.object);
        return [
          { type: 'function', name: from, action: 'drop' },
          { type: 'function', name: `${n.newschema}.${from.slice(from.indexOf('.') + 1)}`, action: 'define' },
        ];
      }
      return [{ type: 'block', name: `set schema ${n.objectType}`, action: 'change' }];
    case 'InsertStmt':
    case 'UpdateStmt':
    case 'DeleteStmt':
      return [{ type: 'data', name: rangeVar(n.relation), action: 'data' }];
    case 'DoStmt':
    case 'SelectStmt':
      return [{ type: 'block', name: kind === 'DoStmt' ? 'do' : 'select', action: 'run' }];
    case 'CommentStmt':
      return [{ type: 'block', name: 'comment', action: 'change' }];
    default:
      return [{ type: 'block', name: kind, action: 'run' }];
  }
}

/** The comment lines of the text between two statements (a `;` and blank lines dropped). */
function commentOf(gap: string): string {
  return gap
    .split('\n')
    .map((line) => line.replace(/^\s*;/, '').trimEnd())
    .join('\n')
    .trim();
}

let loaded: Promise<void> | null = null;

/** Every statement of a SQL text, with the comment above it and the objects it touches. */
export async function statementsOf(sql: string): Promise<Statement[]> {
  loaded ??= loadModule();
  await loaded;
  const result = await parse(sql);
  // locations are byte offsets into the UTF-8 text
  const bytes = Buffer.from(sql, 'utf8');
  const text = (from: number, to: number) => bytes.subarray(from, to).toString('utf8');
  const out: Statement[] = [];
  let end = 0;
  for (const s of result.stmts ?? []) {
    const start = s.stmt_location ?? 0;
    const stop = s.stmt_len ? start + s.stmt_len : bytes.length;
    const stmt = (s.stmt ?? {}) as Record<string, Record<string, unknown>>;
    const kind = Object.keys(stmt)[0] ?? 'Unknown';
    const node = stmt[kind] ?? {};
    out.push({
      comment: commentOf(text(end, start)),
      spaced: /\n\s*\n/.test(text(end, start)),
      line: text(0, start).split('\n').length,
      body: text(start, stop).trim(),
      kind,
      node,
      objects: objectsOf(kind, node),
    });
    end = stop;
  }
  return out;
}

/** The key an object is known by: `type:name`. */
export const keyOf = (o: Pick<ObjectRef, 'type' | 'name'>): string => `${o.type}:${o.name}`;
