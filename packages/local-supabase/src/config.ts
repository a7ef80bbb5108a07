// Configuration: defaults like the Supabase CLI's local stack, overridable by options and env.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { AuthRateLimits, Config } from './types.ts';

export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export function defaultConfig(): Config {
  return {
    port: 54321,
    host: '127.0.0.1',
    outboxPort: 54324,
    dataDir: null,
    databaseUrl: null,
    projectRoot: findProjectRoot(process.cwd()),
    siteUrl: 'http://localhost:3000',
    additionalRedirectUrls: [],
    jwtExpiry: 3600,
    mailerAutoconfirm: false,
    emailRateLimitSeconds: 60,
    maxRows: 1000,
    exposedSchemas: ['public', 'graphql_public'],
    bodyLimitBytes: 1024 * 1024,
    storageLimitBytes: 50 * 1024 * 1024,
    authRateLimits: { tokenPer5Minutes: 150, verifyPer5Minutes: 30, factorPerMinute: 15, burst: 30, perIp: true },
  };
}

/** Extra settings the Config contract does not carry (kept apart so types.ts stays stable). */
export interface RuntimeOptions {
  jwtSecret: string;
  /** how often start() calls public.send_deadline_notifications(); 0 disables */
  schedulerIntervalMs: number;
}

/** Any settings of Config; the auth limits may be given in part. */
export type ConfigOptions = Partial<Omit<Config, 'authRateLimits'>> & { authRateLimits?: Partial<AuthRateLimits> };

/** Defaults < environment < explicit options. */
export function resolveConfig(options: ConfigOptions = {}, env: NodeJS.ProcessEnv = process.env): Config {
  const config = defaultConfig();
  if (env.PORT && /^\d+$/.test(env.PORT)) config.port = Number(env.PORT);
  if (env.DATABASE_URL) config.databaseUrl = env.DATABASE_URL;
  if (env.SITE_URL) config.siteUrl = env.SITE_URL;
  if (env.LOCAL_SUPABASE_RATE_LIMIT_PER_IP === 'off') config.authRateLimits.perIp = false;
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined || !(key in config)) continue;
    // a partial object of limits changes only the limits it names
    (config as unknown as Record<string, unknown>)[key] =
      key === 'authRateLimits' ? { ...config.authRateLimits, ...(value as object) } : value;
  }
  config.projectRoot = resolve(config.projectRoot);
  if (config.dataDir) config.dataDir = resolve(config.dataDir);
  return config;
}

export function resolveJwtSecret(explicit: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  return explicit ?? env.JWT_SECRET ?? DEFAULT_JWT_SECRET;
}

/** The nearest ancestor holding a `supabase/` folder with migrations or config, else `start`. */
export function findProjectRoot(start: string): string {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, 'supabase', 'migrations')) || existsSync(join(dir, 'supabase', 'config.toml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(start);
    dir = parent;
  }
}
