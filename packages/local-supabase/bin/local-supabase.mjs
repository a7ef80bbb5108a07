#!/usr/bin/env node
// npx local-supabase start [--port] [--data-dir] [--reset] [--project-root] ...
// Node 24 runs the TypeScript sources directly (type stripping), so there is no build step.
import module from 'node:module';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

// Node keeps the compiled, type-stripped sources between starts (in the OS temp dir), so a warm
// start does not strip and compile every module again.
module.enableCompileCache?.();

const USAGE = `Usage: local-supabase start [options]

Runs an embedded, wire-compatible Supabase (auth, REST, storage, realtime, mail outbox).

Options:
  --port <n>            API port (default 54321, or $PORT)
  --outbox-port <n>     mail outbox page and JSON API (default 54324)
  --host <addr>         listen address (default 127.0.0.1)
  --project-root <dir>  where supabase/migrations and supabase/seed.sql are (default: nearest ancestor with supabase/)
  --data-dir <dir>      PGlite data directory (default <project-root>/.data/local-supabase)
  --in-memory           keep nothing on disk
  --reset               start from an empty database (migrations and seed run again)
  --autoconfirm         sign-ups need no e-mail confirmation
  -h, --help            show this text

Environment: DATABASE_URL (use a PostgreSQL server instead of PGlite), JWT_SECRET, SITE_URL, PORT.`;

function fail(message) {
  console.error(`local-supabase: ${message}\n\n${USAGE}`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      'outbox-port': { type: 'string' },
      host: { type: 'string' },
      'project-root': { type: 'string' },
      'data-dir': { type: 'string' },
      'in-memory': { type: 'boolean' },
      reset: { type: 'boolean' },
      autoconfirm: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (err) {
  fail(err.message);
}
const { values, positionals } = parsed;
const command = positionals[0] ?? 'start';
if (values.help || command === 'help') {
  console.log(USAGE);
  process.exit(0);
}
if (command !== 'start') fail(`unknown command "${command}"`);

function port(name, value) {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) > 65535) fail(`--${name} must be a port number, got "${value}"`);
  return Number(value);
}

// PGlite's WebAssembly is read and compiled off the main thread while the server's modules load
if (!process.env.DATABASE_URL) (await import('../src/db/pglite.ts')).prefetchPglite();
const { start } = await import('../src/index.ts');
const { findProjectRoot } = await import('../src/config.ts');

const projectRoot = values['project-root'] ? resolve(values['project-root']) : findProjectRoot(process.cwd());
const dataDir = values['in-memory']
  ? null
  : resolve(values['data-dir'] ?? join(projectRoot, '.data', 'local-supabase'));

let server;
try {
  server = await start({
    projectRoot,
    dataDir,
    reset: values.reset ?? false,
    ...(values.port !== undefined ? { port: port('port', values.port) } : {}),
    ...(values['outbox-port'] !== undefined ? { outboxPort: port('outbox-port', values['outbox-port']) } : {}),
    ...(values.host ? { host: values.host } : {}),
    ...(values.autoconfirm ? { mailerAutoconfirm: true } : {}),
  });
} catch (err) {
  console.error(`local-supabase: could not start.\n${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}

const database = server.config.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : dataDir
    ? `PGlite in ${dataDir}`
    : 'PGlite in memory';
console.log(`local-supabase started.

         API URL: ${server.url}
    REST API URL: ${server.url}/rest/v1
    Realtime URL: ${server.url.replace(/^http/, 'ws')}/realtime/v1
      Outbox URL: ${server.outboxUrl}
        Database: ${database}
      JWT secret: ${server.keys.jwtSecret}
        anon key: ${server.keys.anon}
service_role key: ${server.keys.serviceRole}
 Publishable key: ${server.keys.publishable}
      Secret key: ${server.keys.secret}
`);

let stopping = false;
async function shutdown(signal) {
  if (stopping) {
    process.exit(1);
  }
  stopping = true;
  console.log(`local-supabase: ${signal}, stopping...`);
  // stop() closes every client connection itself; this only guards against a bug leaving it hanging
  setTimeout(() => {
    console.error('local-supabase: did not stop within 5 s; exiting anyway (committed data is safe)');
    process.exit(1);
  }, 5000).unref();
  try {
    await server.stop();
    process.exit(0);
  } catch (err) {
    console.error('local-supabase: error while stopping', err);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
