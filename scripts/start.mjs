// npm start: backend with demo data, every app built (turbo, cached) and served on 3000-3005.
// npm run dev (--dev): the same backend, Rspack dev servers with hot reload instead.
import { ROOT, apps, remoteApps, serveSite } from './lib/site.mjs';
import { startBackend } from './lib/backend.mjs';
import { finished, processGroup } from './lib/processes.mjs';

const dev = process.argv.includes('--dev');
const { run, stopAll, killAll } = processGroup(ROOT);

// The demo world's users need the running auth server, so they are seeded here, not in seed.sql.
async function seedDemo(backend) {
  const { seedDemoWorld } = await import('@brf/schema/seed-users');
  await seedDemoWorld({ url: backend.url, serviceRoleKey: backend.keys.serviceRole, anonKey: backend.keys.anon });
  console.log("demo accounts and the admin's TOTP secret: supabase/README.md");
}

let site;
let backend;
let stopping = false;
// Ctrl+C: the static servers, the backend (which closes the browser's websockets and keep-alive
// sockets itself) and every child tree stop together; a second Ctrl+C, or 2.5 s, ends it at once.
async function shutdown(code = 0) {
  if (stopping) {
    killAll();
    process.exit(1);
  }
  stopping = true;
  setTimeout(() => {
    console.error('start: still stopping after 2.5 s; ending now');
    killAll();
    process.exit(code || 1);
  }, 2500).unref();
  await Promise.allSettled([stopAll(), site?.stop(), backend?.stop?.()]);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGHUP', () => void shutdown(0));

try {
  backend = await startBackend({ quiet: true });
  if (backend) {
    console.log(`backend: API ${backend.url}, mail outbox ${backend.outboxUrl}`);
    await seedDemo(backend);
  }

  if (dev) {
    // one persistent turbo task per app: rspack serve with hot reload on its own port
    run('npx', [
      'turbo',
      'run',
      'dev',
      '--filter=shell',
      '--filter=mf-*',
      '--concurrency=6',
      '--output-logs=errors-only',
    ]);
    console.log(`\nDev servers starting with hot reload: http://localhost:${apps.shell} (remotes on 3001-3005)\n`);
  } else {
    await finished(
      run('npx', ['turbo', 'run', 'build', '--filter=shell', '--filter=mf-*', '--output-logs=errors-only']),
    );
    const { prerenderPublicPages } = await import('./lib/prerender.mjs');
    await prerenderPublicPages({ root: ROOT, apps: remoteApps });
    site = await serveSite();
    console.log(
      `\nSite ready: ${site.url}\nRemotes: ${Object.entries(apps)
        .filter(([n]) => n !== 'shell')
        .map(([n, p]) => `${n} :${p}`)
        .join(', ')}\nPress Ctrl+C to stop.\n`,
    );
  }
} catch (error) {
  console.error(`start: ${error.message}`);
  await shutdown(1);
}
