// Database on PGlite: one in-process connection, so PGlite's own lock serialises every
// transaction and query; a data directory makes it persistent.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { type Extension, PGlite, type Extensions, type Transaction } from '@electric-sql/pglite';
import { asLazyFiles } from './extension-files.ts';
import { PGLITE_CONTRIB } from '../bootstrap/extensions.ts';
import type { Database, JwtClaims, QueryResult, RequestInfo, Sql } from '../types.ts';
import { applyRequestSettings, requestSettings } from './claims.ts';
import { inlineParams } from './inline-params.ts';
import { gated } from './gate.ts';

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

/** The contrib bundles for `extensionNames` (SQL names) besides pgcrypto and uuid-ossp, as lazy files. */
async function loadExtensions(extensionNames: Iterable<string>): Promise<Extensions> {
  const wanted = new Set(['pgcrypto', 'uuid-ossp', ...extensionNames]);
  const loaded: Extensions = {};
  for (const name of wanted) {
    const mod = PGLITE_CONTRIB[name];
    if (!mod) continue;
    const exports = (await import(`@electric-sql/pglite/contrib/${mod}`)) as Record<string, Extension>;
    loaded[mod] = asLazyFiles(exports[mod]);
  }
  return loaded;
}

// Compiled once per process: every in-process database (tests start many) reuses them. initdb
// only for a database made from nothing (the template); an existing directory never needs it.
let wasm: Promise<{ pgliteWasmModule: WebAssembly.Module; fsBundle: Blob }> | null = null;
let initdb: Promise<WebAssembly.Module> | null = null;
const dist = () => new URL('.', import.meta.resolve('@electric-sql/pglite'));

function wasmModules() {
  wasm ??= (async () => {
    const [pgliteWasmModule, fsBundle] = await Promise.all([
      readFile(new URL('pglite.wasm', dist())).then((bytes) => WebAssembly.compile(bytes)),
      readFile(new URL('pglite.data', dist())).then((bytes) => new Blob([bytes])),
    ]);
    return { pgliteWasmModule, fsBundle };
  })();
  return wasm;
}

/** Starts reading and compiling PGlite's WebAssembly (off the main thread) while the rest loads. */
export function prefetchPglite(): void {
  wasmModules().catch(() => {
    wasm = null;
  });
}

function initdbModule() {
  initdb ??= readFile(new URL('initdb.wasm', dist())).then((bytes) => WebAssembly.compile(bytes));
  return initdb;
}

export interface PgliteOpenOptions {
  /**
   * a data-directory tarball (from dumpDataDir) to start a new database from; a function is
   * only called when the directory is new (an existing one never reads the tarball)
   */
  loadDataDir?: Blob | (() => Promise<Blob>);
}

/** The raw PGlite instance behind a Database from openPglite (for dumps and benchmarks). */
export const rawPglite = new WeakMap<Database, PGlite>();

export async function openPglite(
  dataDir: string | null,
  extensionNames: Iterable<string> = [],
  options: PgliteOpenOptions = {},
): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const exists = dataDir !== null && existsSync(join(dataDir, 'PG_VERSION'));
  const template = exists
    ? undefined
    : typeof options.loadDataDir === 'function'
      ? await options.loadDataDir()
      : options.loadDataDir;
  const pg = await PGlite.create({
    ...(await wasmModules()),
    ...(exists || template ? {} : { initdbWasmModule: await initdbModule() }),
    dataDir: dataDir ?? undefined,
    loadDataDir: template,
    extensions: await loadExtensions(extensionNames),
  });
  const base = wrap(pg);
  let closed = false;
  const db: Omit<Database, 'drain'> = {
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
    async batchAsRole(claims, statements, request) {
      // One Query message with several statements is one implicit transaction: the settings are
      // local to it, an error rolls all of it back, and exec waits for any open transaction.
      const all = [requestSettings(claims, request), ...statements];
      const results = await pg.exec(all.map((st) => inlineParams(st.text, st.params)).join(';\n'));
      return results
        .slice(1)
        .map((r) => ({ rows: r.rows as Record<string, unknown>[], fields: r.fields, affectedRows: r.affectedRows }));
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
  // PGlite runs one call at a time; the gate holds the queue, so stopping can answer it
  const gate = gated(db, 1);
  rawPglite.set(gate, pg);
  return gate;
}
