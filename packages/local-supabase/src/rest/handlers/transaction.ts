// One request, one transaction: the caller's role and claims (asRole), READ ONLY for reads and
// STABLE/IMMUTABLE calls, and the `Prefer: timezone` setting when it names a known zone.
import type { Sql } from '../../types.ts';
import { type RestRequest, requestInfo } from './request-context.ts';

export function inRequestTransaction<T>(q: RestRequest, readOnly: boolean, fn: (tx: Sql) => Promise<T>): Promise<T> {
  return q.r.ctx.db.asRole(q.caller.claims, async (tx) => {
    if (q.prefer.timezone) {
      await tx.query(`select set_config('timezone', name, true) from pg_timezone_names where name = $1 limit 1`, [q.prefer.timezone]);
    }
    return fn(tx);
  }, { ...requestInfo(q.r), readOnly });
}
