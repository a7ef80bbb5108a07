// One request, one transaction: the caller's role and claims (asRole), READ ONLY for reads and
// STABLE/IMMUTABLE calls, and the `Prefer: timezone` setting when it names a known zone.
import type { QueryResult, Sql } from '../../types.ts';
import { type RestRequest, requestInfo } from './request-context.ts';

export function inRequestTransaction<T>(q: RestRequest, readOnly: boolean, fn: (tx: Sql) => Promise<T>): Promise<T> {
  return q.r.ctx.db.asRole(
    q.caller.claims,
    async (tx) => {
      if (q.prefer.timezone) await tx.query(TIMEZONE_SQL, [q.prefer.timezone]);
      return fn(tx);
    },
    { ...requestInfo(q.r), readOnly },
  );
}

const TIMEZONE_SQL = `select set_config('timezone', name, true) from pg_timezone_names where name = $1 limit 1`;

/** The same, for statements that need no result of another: one round trip (db.batchAsRole). */
export async function batchInRequestTransaction(
  q: RestRequest,
  readOnly: boolean,
  statements: { text: string; params: (string | null)[] }[],
): Promise<QueryResult[]> {
  const zone = q.prefer.timezone ? [{ text: TIMEZONE_SQL, params: [q.prefer.timezone] }] : [];
  const results = await q.r.ctx.db.batchAsRole(q.caller.claims, [...zone, ...statements], {
    ...requestInfo(q.r),
    readOnly,
  });
  return results.slice(zone.length);
}
