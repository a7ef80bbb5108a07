// Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite.
import type { Config, Database } from '../types.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export async function openDatabase(
  config: Config,
  options: { extensions?: Iterable<string>; log?: (msg: string, extra?: unknown) => void } = {},
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, options.log);
  return openPglite(config.dataDir, options.extensions);
}

export { openPglite, openPostgres };
export { applyRequestSettings, REQUEST_SEARCH_PATH } from './claims.ts';
