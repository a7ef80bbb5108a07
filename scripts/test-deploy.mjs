// npm run test:deploy: `npm run deploy:site` into a temporary folder, served on :3000 with its own
// _headers and _redirects (as a static host would) beside the local backend and its demo world; then the
// tree's layout and headers (deploy-tree.test.mjs) and the smoke suite against it. Everything stops at
// the end, also on a failure or Ctrl+C.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBackend } from './lib/backend.mjs';
import { LOCAL_ANON_KEY, ROOT, apps } from './lib/site.mjs';
import { createStaticServer, listen } from './lib/static-server.mjs';

const SUPABASE_URL = 'http://localhost:54321';
const SITE_URL = `http://localhost:${apps.shell}`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brf-deploy-'));
const children = new Set();
let backend = null;
let site = null;

/** A child with the terminal's output; this process keeps serving (the site and backend live here). */
function step(args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    children.add(child);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${args.join(' ')} ${signal ? `ended by ${signal}` : `exited with ${code}`}`));
    });
  });
}

async function stopEverything() {
  for (const child of children) child.kill('SIGTERM');
  await Promise.allSettled([site?.close(), backend?.stop()]);
  fs.rmSync(dir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => stopEverything().finally(() => process.exit(1)));
}

let failed = false;
try {
  await step(['scripts/deploy-site.mjs', '--to', dir], { SUPABASE_URL, SUPABASE_ANON_KEY: LOCAL_ANON_KEY });

  backend = await startBackend({ quiet: true });
  if (!backend) throw new Error('the local backend did not start (see above); the smoke suite needs it');
  const { seedDemoWorld } = await import('@brf/schema/seed-users');
  await seedDemoWorld({
    url: backend.url,
    serviceRoleKey: backend.keys.serviceRole,
    anonKey: backend.keys.anon,
    log: () => {},
  });
  site = await listen(createStaticServer({ root: dir, hostRules: true }), apps.shell);
  console.log(`test:deploy: ${dir} served with its host rules at ${SITE_URL}, backend ${backend.url}`);

  await step(['--test', 'scripts/deploy-tree.test.mjs'], { DEPLOY_TREE: dir, DEPLOY_SITE: SITE_URL });
  await step(['scripts/smoke.mjs', '--site', SITE_URL, '--supabase', SUPABASE_URL, '--anon-key', LOCAL_ANON_KEY]);
} catch (error) {
  failed = true;
  console.error(`test:deploy: ${error.message}`);
} finally {
  await stopEverything();
}
process.exit(failed ? 1 : 0);
