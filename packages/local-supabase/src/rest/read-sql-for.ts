// The statement a GET would run, as SQL and values (for tests and tools that run it directly).
import type { Context } from '../types.ts';
import { PgrstError } from './errors.ts';
import { planRead } from './plan.ts';
import { parseQuery } from './request/query-params.ts';
import { relationKey } from './schema/model.ts';
import { getSchemaCache } from './schema/schema-cache.ts';
import { Params } from './sql/params.ts';
import { readStatement } from './sql/read-sql.ts';

/** e.g. readSqlFor(ctx, 'authors', 'select=id,books(title)&limit=100') */
export async function readSqlFor(
  ctx: Context,
  table: string,
  search: string,
  schema = 'public',
): Promise<{ sql: string; params: (string | null)[] }> {
  const cache = await getSchemaCache(ctx);
  const relation = cache.relations.get(relationKey(schema, table));
  if (!relation)
    throw new PgrstError(404, 'PGRST205', `Could not find the table '${schema}.${table}' in the schema cache`);
  const parsed = parseQuery(new URLSearchParams(search));
  const plan = planRead(cache, relation, parsed.select, parsed.levels);
  const params = new Params();
  const limit = ctx.config.maxRows > 0 ? Math.min(plan.limit ?? ctx.config.maxRows, ctx.config.maxRows) : plan.limit;
  const sql = readStatement(plan, params, { limit, offset: plan.offset });
  return { sql, params: params.values };
}
