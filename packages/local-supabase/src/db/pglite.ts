// Database on PGlite: one in-process connection, so PGlite's own lock serialises every
// transaction and query; a data directory makes it persistent.
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { PGLITE_CONTRIB } from '../bootstrap/extensions.ts';
import type { Database, JwtClaims, QueryResult, RequestInfo, Sql } from '../types.ts';
import { applyRequestSettings } from './claims.ts';

type Queryable = Pick<PGlite, 'query' | 'exec'> | Transaction;

function wrap(q: Queryable): Sql {
  return {
    async query<T>(text: string, params?: unknown[]): Promise<QueryResult<T>> {
      const r = await q.query<T>(text, params as unknown[] | undefined);
      return { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows };
    },
    async exec(text: string): Promise<void> {
      await q.exec(text);
    },
  };
}

/** Loads the contrib bundles for `extensionNames` (SQL names) besides pgcrypto and uuid-ossp. */
async function loadExtensions(extensionNames: Iterable<string>): Promise<Record<string, unknown>> {
  const wanted = new Set(['pgcrypto', 'uuid-ossp', ...extensionNames]);
  const loaded: Record<string, unknown> = {};
  for (const name of wanted) {
    const mod = PGLITE_CONTRIB[name];
    if (!mod) continue;
    const exports = (await import(`@electric-sql/pglite/contrib/${mod}`)) as Record<string, unknown>;
    loaded[mod] = exports[mod];
  }
  return loaded;
}

export async function openPglite(dataDir: string | null, extensionNames: Iterable<string> = []): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = new PGlite({
    dataDir: dataDir ?? undefined,
    extensions: (await loadExtensions(extensionNames)) as never,
  });
  await pg.waitReady;
  const base = wrap(pg);
  let closed = false;
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
      return pg.transaction((tx) => fn(wrap(tx)));
    },
    asRole<T>(claims: JwtClaims, fn: (tx: Sql) => Promise<T>, request?: RequestInfo): Promise<T> {
      return pg.transaction(async (tx) => {
        const sql = wrap(tx);
        await applyRequestSettings(sql, claims, request);
        return fn(sql);
      });
    },
    async listen(channel: string, onPayload: (payload: string) => void) {
      const unlisten = await pg.listen(channel, onPayload);
      return async () => {
        if (!closed) await unlisten();
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await pg.close();
    },
  };
}
