// Database on PGlite: one in-process connection, so PGlite's own lock serialises every
// transaction and query; a data directory makes it persistent.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { PGlite, type Extensions, type Transaction } from '@electric-sql/pglite';
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
async function loadExtensions(extensionNames: Iterable<string>): Promise<Extensions> {
  const wanted = new Set(['pgcrypto', 'uuid-ossp', ...extensionNames]);
  const loaded: Extensions = {};
  for (const name of wanted) {
    const mod = PGLITE_CONTRIB[name];
    if (!mod) continue;
    const exports = (await import(`@electric-sql/pglite/contrib/${mod}`)) as Record<string, unknown>;
    loaded[mod] = exports[mod] as Extensions[string];
  }
  return loaded;
}

// Compiled once per process: every in-process database (tests start many) reuses them.
let wasm: Promise<{ pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module; fsBundle: Blob }> | null = null;

function wasmModules() {
  wasm ??= (async () => {
    const dist = new URL('.', import.meta.resolve('@electric-sql/pglite'));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      WebAssembly.compile(await readFile(new URL('pglite.wasm', dist))),
      WebAssembly.compile(await readFile(new URL('initdb.wasm', dist))),
    ]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([await readFile(new URL('pglite.data', dist))]) };
  })();
  return wasm;
}

export interface PgliteOpenOptions {
  /** a data-directory tarball (from dumpDataDir) to start a new database from (ignored for an existing data dir) */
  loadDataDir?: Blob;
}

/** The raw PGlite instance behind a Database from openPglite (for dumps and benchmarks). */
export const rawPglite = new WeakMap<Database, PGlite>();

export async function openPglite(dataDir: string | null, extensionNames: Iterable<string> = [], options: PgliteOpenOptions = {}): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({
    ...(await wasmModules()),
    dataDir: dataDir ?? undefined,
    loadDataDir: dataDir && existsSync(join(dataDir, 'PG_VERSION')) ? undefined : options.loadDataDir,
    extensions: await loadExtensions(extensionNames),
  });
  const base = wrap(pg);
  let closed = false;
  const db: Database = {
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
  rawPglite.set(db, pg);
  return db;
}
