// One schema cache per server, loaded on first use, reloaded after `NOTIFY pgrst, 'reload schema'`
// (as PostgREST does; the DDL watch sends it), on reloadSchemaCache(), and on a lookup miss when
// the catalog changed since the cache was loaded (rate limited).
import type { Context } from '../../types.ts';
import { ddlGeneration, ensureDdlWatch } from './ddl-watch.ts';
import { buildSchemaCache, catalogFingerprint, readCatalog } from './introspection.ts';
import { readSnapshot, writeSnapshot } from './snapshot.ts';
import type { SchemaCache } from './model.ts';

/** Misses that find the catalog unchanged (typos, fuzzers) are checked at most this often per second. */
const CLEAN_CHECKS_PER_SECOND = 5;

interface Entry {
  cache: Promise<SchemaCache>;
  listening: boolean;
  /** a reload notification arrived: load again on the next request (one load per DDL burst) */
  stale: boolean;
  /** when lookup misses last found the catalog unchanged */
  cleanChecks: number[];
}

const entries = new WeakMap<Context, Entry>();

export function getSchemaCache(ctx: Context): Promise<SchemaCache> {
  let entry = entries.get(ctx);
  if (!entry) {
    entry = { cache: load(ctx, true), listening: false, stale: false, cleanChecks: [] };
    entries.set(ctx, entry);
    listenForReload(ctx, entry);
  } else if (entry.stale) {
    entry.stale = false;
    entry.cache = load(ctx);
  }
  return entry.cache;
}

export function reloadSchemaCache(ctx: Context): Promise<SchemaCache> {
  const entry = entries.get(ctx);
  const cache = load(ctx, !entry);
  if (entry) {
    entry.cache = cache;
    entry.stale = false;
  } else {
    const fresh: Entry = { cache, listening: false, stale: false, cleanChecks: [] };
    entries.set(ctx, fresh);
    listenForReload(ctx, fresh);
  }
  return cache;
}

/** After a relation, column or function was not found: reload if the catalog changed. */
export async function reloadAfterMiss(ctx: Context): Promise<SchemaCache | null> {
  const current = await getSchemaCache(ctx);
  const entry = entries.get(ctx)!;
  if (entry.stale) return getSchemaCache(ctx);
  const now = Date.now();
  entry.cleanChecks = entry.cleanChecks.filter((t) => now - t < 1000);
  if (entry.cleanChecks.length >= CLEAN_CHECKS_PER_SECOND) return null;
  if ((await catalogFingerprint(ctx.db)) === current.fingerprint) {
    entry.cleanChecks.push(now);
    return null;
  }
  return reloadSchemaCache(ctx);
}

function load(ctx: Context, first = false): Promise<SchemaCache> {
  const p = (async () => {
    if (first) {
      await ensureDdlWatch(ctx.db).catch((err) => ctx.log('warn', 'rest: could not install the DDL watch', err));
    }
    return loadFor(ctx, first);
  })();
  p.catch((err) => {
    ctx.log('error', 'rest: loading the schema cache failed', err);
    const entry = entries.get(ctx);
    if (entry && entry.cache === p) entry.stale = true;
  });
  return p;
}

/**
 * The first load takes the catalog saved in the data directory when it is at the current DDL
 * generation; reloads (DDL, a miss on a changed catalog, a request) read the catalog.
 */
async function loadFor(ctx: Context, first: boolean): Promise<SchemaCache> {
  const { dataDir, databaseUrl, exposedSchemas } = ctx.config;
  if (!dataDir || databaseUrl) return buildSchemaCache(await readCatalog(ctx.db, exposedSchemas));
  const generation = await ddlGeneration(ctx.db).catch(() => null);
  const saved = generation && first ? readSnapshot(dataDir, generation, exposedSchemas) : null;
  if (saved) return buildSchemaCache(saved);
  const catalog = await readCatalog(ctx.db, exposedSchemas);
  const cache = await buildSchemaCache(catalog);
  if (generation) {
    try {
      writeSnapshot(dataDir, generation, exposedSchemas, catalog);
    } catch (err) {
      ctx.log('warn', 'rest: could not save the schema cache', err);
    }
  }
  return cache;
}

function listenForReload(ctx: Context, entry: Entry): void {
  if (entry.listening) return;
  entry.listening = true;
  ctx.db
    .listen('pgrst', (payload) => {
      if (payload === '' || payload === 'reload schema') entry.stale = true;
    })
    .catch((err) => ctx.log('warn', 'rest: could not LISTEN pgrst', err));
}
