// Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite.
import type { Config, Database } from '../types.ts';
import { openPglite } from './pglite.ts';

export async function openDatabase(
  config: Config,
  options: { extensions?: Iterable<string>; log?: (msg: string, extra?: unknown) => void } = {},
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, options.log);
  return openPglite(config.dataDir, options.extensions);
}

/** pg is loaded only for a PostgreSQL server, so a PGlite start does not pay for it. */
export async function openPostgres(
  ...args: Parameters<typeof import('./postgres.ts').openPostgres>
): Promise<Database> {
  return (await import('./postgres.ts')).openPostgres(...args);
}

export { openPglite };
export { applyRequestSettings, REQUEST_SEARCH_PATH } from './claims.ts';
