// One attempt as an actor, in SQL, rolled back afterwards; reports the SQLSTATE of a refusal.
import type { Database, Sql } from '../../../packages/local-supabase/src/types.ts';
import { claimsFor, type Actor, type Users } from './world.ts';

export interface Attempt<T> {
  ok: boolean;
  value?: T;
  code?: string;
  message?: string;
}

class Rollback extends Error {}

export async function attemptAs<T>(
  db: Database,
  users: Users,
  actor: Actor,
  fn: (tx: Sql) => Promise<T>,
  opts: { commit?: boolean } = {},
): Promise<Attempt<T>> {
  let result: Attempt<T> = { ok: false };
  try {
    await db.asRole(claimsFor(actor, users), async (tx) => {
      try {
        result = { ok: true, value: await fn(tx) };
      } catch (err) {
        const e = err as { code?: string; message: string };
        result = { ok: false, code: e.code, message: e.message };
        throw new Rollback();
      }
      if (!opts.commit) throw new Rollback();
    });
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
  }
  return result;
}

/** attemptAs with one INSERT of `row` into public.<table>: its value is the row as stored. */
export function insertAs<T = Record<string, unknown>>(
  db: Database,
  users: Users,
  actor: Actor,
  table: string,
  row: Record<string, unknown>,
  opts: { commit?: boolean } = {},
): Promise<Attempt<T>> {
  return attemptAs(db, users, actor, async (tx) => (await tx.query<T>(...insertSql(table, row))).rows[0], opts);
}

export function insertSql(table: string, row: Record<string, unknown>): [string, unknown[]] {
  const cols = Object.keys(row);
  const placeholders = cols.map((_, i) => `$${i + 1}`).join(', ');
  return [
    `insert into public.${table} (${cols.join(', ')}) values (${placeholders}) returning *`,
    cols.map((c) => row[c]),
  ];
}

export function updateSql(
  table: string,
  key: Record<string, unknown>,
  patch: Record<string, unknown>,
): [string, unknown[]] {
  const cols = Object.keys(patch);
  const keys = Object.keys(key);
  const assignments = cols.map((c, i) => `${c} = $${i + 1}`).join(', ');
  const conditions = keys.map((k, i) => `${k} = $${cols.length + i + 1}`).join(' and ');
  return [
    `update public.${table} set ${assignments} where ${conditions} returning *`,
    [...cols.map((c) => patch[c]), ...keys.map((k) => key[k])],
  ];
}
