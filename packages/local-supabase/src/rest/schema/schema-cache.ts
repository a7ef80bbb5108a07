// One schema cache per server, loaded on first use, reloaded on `NOTIFY pgrst, 'reload schema'`
// (as PostgREST does), on reloadSchemaCache() (after migrations), and on a lookup miss (rate limited).
import type { Context } from '../../types.ts';
import { loadSchemaCache } from './introspection.ts';
import type { SchemaCache } from './model.ts';

const MISS_RELOAD_INTERVAL_MS = 1000;

interface Entry {
  cache: Promise<SchemaCache>;
  listening: boolean;
}

const entries = new WeakMap<Context, Entry>();

export function getSchemaCache(ctx: Context): Promise<SchemaCache> {
  let entry = entries.get(ctx);
  if (!entry) {
    entry = { cache: load(ctx), listening: false };
    entries.set(ctx, entry);
    listenForReload(ctx, entry);
  }
  return entry.cache;
}

export function reloadSchemaCache(ctx: Context): Promise<SchemaCache> {
  const entry = entries.get(ctx);
  const cache = load(ctx);
  if (entry) entry.cache = cache;
  else {
    const fresh: Entry = { cache, listening: false };
    entries.set(ctx, fresh);
    listenForReload(ctx, fresh);
  }
  return cache;
}

/** After a relation or function was not found: reload if the cache is not brand new. */
export async function reloadAfterMiss(ctx: Context): Promise<SchemaCache | null> {
  const current = await getSchemaCache(ctx);
  if (Date.now() - current.loadedAt < MISS_RELOAD_INTERVAL_MS) return null;
  return reloadSchemaCache(ctx);
}

function load(ctx: Context): Promise<SchemaCache> {
  const p = loadSchemaCache(ctx.db, ctx.config.exposedSchemas);
  p.catch((err) => ctx.log('error', 'rest: loading the schema cache failed', err));
  return p;
}

function listenForReload(ctx: Context, entry: Entry): void {
  if (entry.listening) return;
  entry.listening = true;
  ctx.db
    .listen('pgrst', (payload) => {
      if (payload === '' || payload === 'reload schema') void reloadSchemaCache(ctx);
    })
    .catch((err) => ctx.log('warn', 'rest: could not LISTEN pgrst', err));
}
