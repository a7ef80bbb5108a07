// Carries out matrix attempts in SQL the way PostgREST does: one transaction per attempt with
// the actor's role and JWT claims set locally, always rolled back so the world stays as it is.
import type { Database, Sql } from '../../../packages/local-supabase/src/types.ts';
import { claimsFor, type Actor, type Users } from './world.ts';
import type { Executor, Outcome, Row } from './matrix.ts';

class Rollback extends Error {}

function where(key: Row, offset: number): { text: string; values: unknown[] } {
  const cols = Object.keys(key);
  return { text: cols.map((c, i) => `${c} = $${offset + i + 1}`).join(' and '), values: cols.map((c) => key[c]) };
}

export function sqlExecutor(db: Database, users: Users): Executor {
  async function attempt(actor: Actor, fn: (tx: Sql) => Promise<boolean>): Promise<Outcome> {
    let outcome: Outcome = { ok: false };
    try {
      await db.asRole(claimsFor(actor, users), async (tx) => {
        try {
          outcome = { ok: await fn(tx) };
        } catch (err) {
          outcome = { ok: false, error: (err as Error).message };
        }
        throw new Rollback();
      });
    } catch (err) {
      if (!(err instanceof Rollback)) throw err;
    }
    return outcome;
  }
  return {
    select: (a, table, key) =>
      attempt(a, async (tx) => {
        const w = where(key, 0);
        return (await tx.query(`select 1 from ${table} where ${w.text}`, w.values)).rows.length > 0;
      }),
    insert: (a, table, row) =>
      attempt(a, async (tx) => {
        const cols = Object.keys(row);
        await tx.query(
          `insert into ${table} (${cols.join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')})`,
          cols.map((c) => row[c]),
        );
        return true;
      }),
    update: (a, table, key, patch) =>
      attempt(a, async (tx) => {
        const cols = Object.keys(patch);
        const w = where(key, cols.length);
        const r = await tx.query(
          `update ${table} set ${cols.map((c, i) => `${c} = $${i + 1}`).join(', ')} where ${w.text} returning 1`,
          [...cols.map((c) => patch[c]), ...w.values],
        );
        return r.rows.length > 0;
      }),
    delete: (a, table, key) =>
      attempt(a, async (tx) => {
        // what the storage API sets before it deletes object rows
        if (table.startsWith('storage.'))
          await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
        const w = where(key, 0);
        return (await tx.query(`delete from ${table} where ${w.text} returning 1`, w.values)).rows.length > 0;
      }),
  };
}
