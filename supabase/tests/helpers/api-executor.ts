// Carries out matrix attempts through supabase-js over HTTP, as each actor. A successful insert
// is undone afterwards (as the superuser) so later cells see the same world.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../packages/local-supabase/src/types.ts';
import type { Actor } from './world.ts';
import type { Executor, Outcome, Row } from './matrix.ts';

const tableName = (t: string) => t.replace(/^public\./, '');

function outcome(
  res: { error: { message: string; code?: string } | null; status: number; data?: unknown },
  okWhen: boolean,
): Outcome {
  if (res.status >= 500) return { ok: false, error: `HTTP ${res.status}: ${res.error?.message}` };
  if (res.error) return { ok: false, error: `${res.status} ${res.error.code ?? ''} ${res.error.message}` };
  return { ok: okWhen };
}

export function apiExecutor(clients: Record<Actor, SupabaseClient>, db: Database, serverErrors: string[]): Executor {
  const note = (o: Outcome) => {
    if (o.error?.startsWith('HTTP 5')) serverErrors.push(o.error);
    return o;
  };
  return {
    async select(a, table, key) {
      const res = await clients[a].from(tableName(table)).select('*').match(key);
      return note(outcome(res, (res.data?.length ?? 0) > 0));
    },
    async insert(a, table, row, spec) {
      const res = await clients[a].from(tableName(table)).insert(row);
      const o = note(outcome(res, true));
      if (o.ok) {
        const key = spec.insertedKey(row);
        const cols = Object.keys(key);
        await db.query(
          `delete from ${table} where ${cols.map((c, i) => `${c} = $${i + 1}`).join(' and ')}`,
          cols.map((c) => key[c]),
        );
      }
      return o;
    },
    async update(a, table, key, patch: Row) {
      const res = await clients[a].from(tableName(table)).update(patch).match(key).select();
      return note(outcome(res, (res.data?.length ?? 0) > 0));
    },
    async delete(a, table, key) {
      const res = await clients[a].from(tableName(table)).delete().match(key).select();
      return note(outcome(res, (res.data?.length ?? 0) > 0));
    },
  };
}
