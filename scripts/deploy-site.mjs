// npm run deploy:site -- --to <dir>: builds every app (turbo, cached) and writes the deployable tree
// (scripts/lib/deploy-tree.mjs). Needs SUPABASE_URL and SUPABASE_ANON_KEY; REMOTES_BASE_URL is optional.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DeployConfigError, deploySettings, writeDeployTree } from './lib/deploy-tree.mjs';
import { prerenderPublicPages } from './lib/prerender.mjs';
import { ROOT, remoteApps } from './lib/site.mjs';

const { values } = parseArgs({ options: { to: { type: 'string' } } });
if (!values.to) {
  console.error('usage: npm run deploy:site -- --to <dir>   (with SUPABASE_URL and SUPABASE_ANON_KEY set)');
  process.exit(2);
}

let settings;
try {
  settings = deploySettings();
} catch (error) {
  if (!(error instanceof DeployConfigError)) throw error;
  console.error(`deploy:site: ${error.message}`);
  process.exit(2);
}

const build = spawnSync(
  'npx',
  ['turbo', 'run', 'build', '--filter=shell', '--filter=mf-*', '--output-logs=errors-only'],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  },
);
if (build.status !== 0) {
  console.error('deploy:site: the build failed; nothing was written');
  process.exit(1);
}

try {
  // the public pages' HTML goes with the shell; a deploy without them would be slower for every visitor
  await prerenderPublicPages({ root: ROOT, apps: remoteApps, required: true });
} catch (error) {
  console.error(`deploy:site: ${error.message}`);
  process.exit(1);
}

const tree = writeDeployTree({ root: ROOT, to: values.to, settings, apps: remoteApps });
const rows = [
  ['/', 'shell: index.html, config.json, _headers, _redirects'],
  ...Object.entries(tree.remotes).map(([app, { version }]) => [`/${app}/${version}/`, `${app} ${version}`]),
];
const width = Math.max(...rows.map(([where]) => where.length));
console.log(
  [
    `\nDeploy tree: ${tree.to}`,
    ...rows.map(([where, what]) => `  ${where.padEnd(width)}  ${what}`),
    `config.json: Supabase ${settings.supabaseUrl}, remotes from ${settings.remotesBaseUrl || 'this site'}`,
    'Roll back one remote: point its entry under "remotes" in config.json at an earlier /<remote>/<version>/.',
    `Serve it as a host would: node ${path.relative(process.cwd(), path.join(ROOT, 'scripts/serve-deploy.mjs'))} ` +
      `--dir ${values.to}`,
  ].join('\n'),
);
