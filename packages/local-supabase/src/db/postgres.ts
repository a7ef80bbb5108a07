// Database on a PostgreSQL server (DATABASE_URL): a pool for requests, one dedicated client for LISTEN.
import pg from 'pg';
import type { Database, JwtClaims, QueryResult, RequestInfo, Sql } from '../types.ts';
import { applyRequestSettings } from './claims.ts';
import { gated } from './gate.ts';

type Client = pg.PoolClient | pg.Client | pg.Pool;

const POOL_SIZE = 10;

function wrap(c: Client): Sql {
  return {
    async query<T>(text: string, params?: unknown[]): Promise<QueryResult<T>> {
      const r = await c.query({ text, values: params as unknown[] | undefined });
      return {
        rows: r.rows as T[],
        fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
        affectedRows: r.rowCount ?? undefined,
      };
    },
    async exec(text: string): Promise<void> {
      await c.query(text);
    },
  };
}

// Parse like PGlite does (int8 as a number), so both backends hand surfaces the same values.
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20 && format !== 'binary') return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format as 'text');
  },
} as pg.CustomTypesConfig;

export async function openPostgres(url: string, log?: (msg: string, extra?: unknown) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, types: typeParsers });
  pool.on('error', (err) => log?.('idle PostgreSQL client error', err.message));
  await pool.query('select 1');

  let listener: pg.Client | null = null;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let closed = false;

  async function listenerClient(): Promise<pg.Client> {
    if (listener) return listener;
    const client = new pg.Client({ connectionString: url, types: typeParsers });
    await client.connect();
    client.on('notification', (n) => {
      for (const h of handlers.get(n.channel) ?? []) h(n.payload ?? '');
    });
    // A dropped LISTEN connection would silently stop realtime: reconnect and LISTEN again.
    const lost = (err?: Error) => {
      if (listener !== client || closed) return;
      listener = null;
      log?.('PostgreSQL LISTEN connection lost; reconnecting', err?.message);
      setTimeout(() => void relisten(), 500).unref();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    listener = client;
    return client;
  }

  async function relisten(): Promise<void> {
    if (closed || handlers.size === 0) return;
    try {
      const client = await listenerClient();
      for (const channel of handlers.keys()) await client.query(`listen ${quoteIdent(channel)}`);
    } catch (err) {
      listener = null;
      log?.('PostgreSQL LISTEN reconnect failed; retrying', (err as Error).message);
      setTimeout(() => void relisten(), 2000).unref();
    }
  }

  async function inTransaction<T>(fn: (tx: Sql) => Promise<T>, before?: (tx: Sql) => Promise<void>): Promise<T> {
    const client = await pool.connect();
    let broken = false;
    try {
      await client.query('begin');
      const tx = wrap(client);
      if (before) await before(tx);
      const result = await fn(tx);
      await client.query('commit');
      return result;
    } catch (err) {
      try {
        await client.query('rollback');
      } catch {
        broken = true;
      }
      throw err;
    } finally {
      client.release(broken);
    }
  }

  const base = wrap(pool);
  return gated(
    {
      kind: 'postgres',
      query: base.query,
      exec: base.exec,
      transaction: (fn) => inTransaction(fn),
      asRole<T>(claims: JwtClaims, fn: (tx: Sql) => Promise<T>, request?: RequestInfo): Promise<T> {
        return inTransaction(fn, (tx) => applyRequestSettings(tx, claims, request));
      },
      batchAsRole(claims, statements, request) {
        return inTransaction(
          async (tx) => {
            const out: QueryResult[] = [];
            for (const st of statements) out.push(await tx.query(st.text, st.params));
            return out;
          },
          (tx) => applyRequestSettings(tx, claims, request),
        );
      },
      async listen(channel, onPayload) {
        const client = await listenerClient();
        let set = handlers.get(channel);
        if (!set) {
          set = new Set();
          handlers.set(channel, set);
          await client.query(`listen ${quoteIdent(channel)}`);
        }
        set.add(onPayload);
        return async () => {
          const s = handlers.get(channel);
          if (!s) return;
          s.delete(onPayload);
          if (s.size === 0 && !closed) {
            handlers.delete(channel);
            await client.query(`unlisten ${quoteIdent(channel)}`);
          }
        };
      },
      async close() {
        if (closed) return;
        closed = true;
        if (listener) await listener.end().catch(() => {});
        await pool.end();
      },
    },
    POOL_SIZE,
  );
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
