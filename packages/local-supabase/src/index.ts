// start(): the whole local Supabase in this process — database, API server, mail outbox.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolveConfig, resolveJwtSecret, type ConfigOptions } from './config.ts';
import { lockDataDir, wipeDataDir } from './datadir.ts';
import { openDatabase, openPglite } from './db/index.ts';
import { pgliteTemplate } from './bootstrap/template.ts';
import { prepareDatabase } from './bootstrap/index.ts';
import { mentionedExtensions } from './bootstrap/extensions.ts';
import { resetPostgres } from './bootstrap/reset.ts';
import { loadJose } from './jwt.ts';
import { makeKeys } from './keys.ts';
import { createOutbox, startOutboxServer, type OutboxServer } from './outbox/index.ts';
import { createApiServer, preloadSurfaces, stopApiServer } from './server.ts';
import { attachRealtime } from './realtime/index.ts';
import { startScheduler } from './scheduler.ts';
import { startMailSender } from './functions/index.ts';
import { collectWhenIdle } from './idle-gc.ts';
import type { Config, Context, Database, Keys, RealtimeHub } from './types.ts';

export type StartOptions = ConfigOptions & {
  reset?: boolean;
  quiet?: boolean;
  /** default: JWT_SECRET env, else the CLI's demo secret */
  jwtSecret?: string;
  /**
   * period of public.send_deadline_notifications(); default LOCAL_SUPABASE_SCHEDULER_INTERVAL_MS or 1 hour; 0
   * disables
   */
  schedulerIntervalMs?: number;
  /** how often queued mail is retried and digests gathered, besides each mail queued; default 1 minute */
  mailIntervalMs?: number;
  /** false: nothing drains the mail queue (a test drains it itself); default true */
  sendMail?: boolean;
  /**
   * ms without requests before one shrinking full GC returns the memory grown under load
   * (src/idle-gc.ts); default 5000; 0 disables (the benchmarks: that GC takes about 110 ms of one
   * of the machine's cores with the large seed, and a page measured meanwhile shares them)
   */
  idleGcMs?: number;
};

export interface LocalSupabase {
  url: string;
  outboxUrl: string;
  keys: Keys;
  config: Config;
  db: Database;
  ctx: Context;
  stop(): Promise<void>;
}

export type Logger = Context['log'];

export function makeLogger(quiet: boolean): Logger {
  return (level, msg, extra) => {
    if (quiet && (level === 'debug' || level === 'info')) return;
    if (level === 'debug' && !process.env.LOCAL_SUPABASE_DEBUG) return;
    const line = `[local-supabase] ${level === 'info' ? '' : `${level}: `}${msg}`;
    const detail = extra instanceof Error ? (extra.stack ?? extra.message) : extra;
    if (level === 'error' || level === 'warn') console.error(line, ...(detail === undefined ? [] : [detail]));
    else console.log(line, ...(detail === undefined ? [] : [detail]));
  };
}

function projectSql(projectRoot: string): string[] {
  const dir = join(projectRoot, 'supabase', 'migrations');
  const texts = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.sql'))
        .map((f) => readFileSync(join(dir, f), 'utf8'))
    : [];
  const seed = join(projectRoot, 'supabase', 'seed.sql');
  if (existsSync(seed)) texts.push(readFileSync(seed, 'utf8'));
  return texts;
}

export async function start(options: StartOptions = {}): Promise<LocalSupabase> {
  const { reset, quiet, jwtSecret, schedulerIntervalMs, mailIntervalMs, sendMail, idleGcMs, ...configOptions } =
    options;
  const config = resolveConfig(configOptions);
  const log = makeLogger(quiet ?? false);

  let unlock = () => {};
  if (!config.databaseUrl && config.dataDir) {
    unlock = lockDataDir(config.dataDir);
    if (reset) {
      unlock();
      wipeDataDir(config.dataDir);
      unlock = lockDataDir(config.dataDir);
    }
  }

  let db: Database | null = null;
  const cleanups: (() => Promise<void> | void)[] = [];
  try {
    const extensions = mentionedExtensions(projectSql(config.projectRoot));
    db = config.databaseUrl
      ? await openDatabase(config, { extensions, log: (m, e) => log('warn', m, e) })
      : await openPglite(config.dataDir, extensions, { loadDataDir: pgliteTemplate });
    const openDb = db;
    cleanups.push(() => openDb.close());
    if (reset && config.databaseUrl) await resetPostgres(db);
    await prepareDatabase(db, config.projectRoot, log);

    const keys = await makeKeys(resolveJwtSecret(jwtSecret));
    const outbox = createOutbox(db, (m) => log('info', m));
    const ctx: Context = { config, db, keys, outbox, log };

    const server = createApiServer(ctx);
    const hub: RealtimeHub = attachRealtime(server, ctx);
    cleanups.unshift(() => hub.close());
    await listen(server, config.port, config.host);
    cleanups.unshift(() => stopApiServer(server, hub, openDb));
    config.port = (server.address() as AddressInfo).port;

    const outboxServer: OutboxServer = await startOutboxServer(outbox, config.host, config.outboxPort, (m, e) =>
      log('error', m, e),
    );
    cleanups.unshift(() => outboxServer.close());
    config.outboxPort = Number(new URL(outboxServer.url).port);

    if (idleGcMs !== 0) cleanups.unshift(collectWhenIdle(server, idleGcMs));

    // what a warm start leaves out to answer sooner (auth, storage, functions, websockets and their libraries)
    const preload = setTimeout(
      () =>
        void Promise.all([preloadSurfaces(), hub.preload(), loadJose()]).catch((err) =>
          log('warn', 'could not load a surface', err),
        ),
      1000,
    );
    preload.unref();
    cleanups.unshift(() => clearTimeout(preload));

    const stopScheduler = startScheduler(ctx, schedulerIntervalMs ?? envInterval() ?? 60 * 60 * 1000);
    cleanups.unshift(stopScheduler);
    // first of all, what waits for the database is answered 503, not after the other parts have
    // stopped; stopApiServer then closes the server and awaits the calls under way
    cleanups.unshift(() => void openDb.drain());
    // before that, the mail sender finishes a run under way (it calls this server's API)
    if (sendMail !== false) cleanups.unshift(await startMailSender(ctx, mailIntervalMs ?? 60 * 1000));

    const url = `http://${config.host}:${config.port}`;
    let stopping: Promise<void> | null = null;
    return {
      url,
      outboxUrl: outboxServer.url,
      keys,
      config,
      db,
      ctx,
      stop() {
        stopping ??= runCleanups(cleanups, log).finally(unlock);
        return stopping;
      },
    };
  } catch (err) {
    await runCleanups(cleanups, log);
    unlock();
    throw err;
  }
}

function envInterval(): number | undefined {
  const v = process.env.LOCAL_SUPABASE_SCHEDULER_INTERVAL_MS;
  return v && /^\d+$/.test(v) ? Number(v) : undefined;
}

async function runCleanups(cleanups: (() => Promise<void> | void)[], log: Logger): Promise<void> {
  for (const c of cleanups) {
    try {
      await c();
    } catch (err) {
      log('warn', 'error while stopping', err);
    }
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

export type { Config, Context, Database, Keys } from './types.ts';
export { resolveConfig } from './config.ts';
