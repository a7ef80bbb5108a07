// Calling a function with named arguments converted by json_to_record (so JSON arrays become
// Postgres arrays, objects json/jsonb), or with the whole body as its single json parameter.
import type { Routine } from '../schema/model.ts';
import { ident, type Params, qualified } from './params.ts';

export type CallArgs = { kind: 'named'; json: string; names: string[] } | { kind: 'single-json'; json: string };

export function callSql(routine: Routine, args: CallArgs, params: Params): string {
  const fn = qualified(routine.schema, routine.name);
  if (args.kind === 'single-json') {
    return `${fn}(${params.add(args.json)}::text::${routine.params[0].type})`;
  }
  if (args.names.length === 0) return `${fn}()`;
  const p = params.add(args.json);
  const given = routine.params.filter((x) => args.names.includes(x.name));
  const record = given.map((x) => `${ident(x.name)} ${x.type}`).join(', ');
  const list = given.map((x) => {
    const value = `(SELECT _pgrst_a.${ident(x.name)} FROM json_to_record(${p}::text::json) AS _pgrst_a(${record}))`;
    return `${x.variadic ? 'VARIADIC ' : ''}${ident(x.name)} => ${value}`;
  });
  return `${fn}(${list.join(', ')})`;
}
