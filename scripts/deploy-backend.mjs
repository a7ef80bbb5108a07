// npm run deploy:backend [-- --dry-run]: the backend on a hosted Supabase project, with the pinned
// Supabase CLI (docs/deploy.md). --dry-run prints every step and calls nothing.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const MANAGEMENT_API = 'https://api.supabase.com';
const REQUIRED = [
  ['SUPABASE_ACCESS_TOKEN', 'a personal access token (dashboard: Account → Access Tokens)'],
  ['SUPABASE_PROJECT_REF', "the project's reference id (the <ref> of https://<ref>.supabase.co)"],
  ['SUPABASE_DB_PASSWORD', "the project's database password"],
  ['SITE_URL', 'the deployed site, e.g. https://brf.example'],
  ['MAIL_FROM', 'the sender of notification mail, e.g. "BRF Marknaden <no-reply@brf.example>"'],
];
// send-mail sends over SMTP_URL when it is set, else posts to MAIL_API_URL (send-mail/transport.ts)
const MAIL = ['SMTP_URL', 'MAIL_API_URL', 'MAIL_API_KEY'];
const MAIL_WAY = [
  'SMTP_URL or MAIL_API_URL',
  "how send-mail sends: smtps://user:password@host:465, or an e-mail API's URL (MAIL_API_KEY its key)",
];
const SECRET = new Set(['SUPABASE_ACCESS_TOKEN', 'SUPABASE_DB_PASSWORD', 'SMTP_URL', 'MAIL_API_KEY']);

const { values: flags } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false } } });
const dryRun = flags['dry-run'];

const missing = REQUIRED.filter(([name]) => !process.env[name]);
if (!MAIL.slice(0, 2).some((name) => process.env[name])) missing.push(MAIL_WAY);
if (missing.length > 0 && !dryRun) {
  console.error(
    [
      `deploy:backend: missing ${missing.map(([name]) => name).join(', ')}. Set them in the environment:`,
      ...missing.map(([name, what]) => `  ${name}: ${what}`),
      'npm run deploy:backend -- --dry-run prints the steps without them.',
    ].join('\n'),
  );
  process.exit(2);
}
const env = Object.fromEntries(
  [...REQUIRED.map(([name]) => name), ...MAIL].map((name) => [name, process.env[name] || `<${name}>`]),
);
env.SITE_URL = env.SITE_URL.replace(/\/$/, '');
const mailSettings = MAIL.filter((name) => process.env[name]);
const functionSecrets = ['SITE_URL', 'MAIL_FROM', ...(mailSettings.length > 0 ? mailSettings : MAIL.slice(1))];
if (dryRun) {
  console.log('Dry run: nothing is called.');
  if (missing.length > 0) console.log(`Placeholders stand for the unset ${missing.map(([n]) => n).join(', ')}.`);
}

const ref = env.SUPABASE_PROJECT_REF;
const site = env.SITE_URL;
const shown = (name) => (SECRET.has(name) && process.env[name] ? '****' : env[name]);
// config.toml reads SITE_URL and AUTH_REDIRECT_URLS through env(); the CLI reads the token and password
const cliEnv = {
  SUPABASE_ACCESS_TOKEN: env.SUPABASE_ACCESS_TOKEN,
  SUPABASE_DB_PASSWORD: env.SUPABASE_DB_PASSWORD,
  SITE_URL: site,
  AUTH_REDIRECT_URLS: `${site}/auth-callback,${site}/invitations/accept**`,
};
console.log(
  `The Supabase CLI runs from ${ROOT} with ` +
    Object.keys(cliEnv)
      .map((name) => `${name}=${SECRET.has(name) ? shown(name) : cliEnv[name]}`)
      .join(' '),
);

const functionsDir = join(ROOT, 'supabase', 'functions');
const functions = readdirSync(functionsDir)
  .filter((name) => !name.startsWith('_') && statSync(join(functionsDir, name)).isDirectory())
  .sort();

const steps = [
  { title: 'Link the project', cli: ['link', '--project-ref', ref] },
  { title: 'Apply supabase/migrations (no seed)', cli: ['db', 'push', '--linked'] },
  {
    title: 'Push config.toml: API, auth settings and e-mail templates, storage limits (the buckets are a migration)',
    cli: ['config', 'push', '--project-ref', ref],
  },
  {
    // the API takes JSON: the CLI's --env-file would need each value quoted, NAME=VALUE arguments show in ps
    title: `Set the functions' secrets: ${functionSecrets.map((name) => `${name}=${shown(name)}`).join(' ')}`,
    requests: [`POST ${MANAGEMENT_API}/v1/projects/${ref}/secrets`],
    run: () =>
      managementApi(
        'POST',
        `/v1/projects/${ref}/secrets`,
        functionSecrets.map((name) => ({ name, value: env[name] })),
      ),
  },
  {
    title: `Deploy the Edge Functions (verify_jwt and import map per function in config.toml)`,
    cli: ['functions', 'deploy', ...functions, '--project-ref', ref, '--use-api'],
  },
  {
    title: "Store Vault's project_url and service_role_key, which the scheduled functions' calls use",
    requests: [
      `GET ${MANAGEMENT_API}/v1/projects/${ref}/api-keys?reveal=true (the service_role key)`,
      `POST ${MANAGEMENT_API}/v1/projects/${ref}/database/query ` +
        `(project_url=https://${ref}.supabase.co, service_role_key=****)`,
    ],
    run: storeVaultSecrets,
  },
];

const supabaseBin = join(dirname(createRequire(import.meta.url).resolve('supabase/package.json')), 'dist/supabase.js');

for (const [i, step] of steps.entries()) {
  console.log(`\n[${i + 1}/${steps.length}] ${step.title}`);
  if (step.cli) console.log(`  $ supabase ${step.cli.join(' ')} --yes`);
  for (const request of step.requests ?? []) console.log(`  ${request}`);
  if (dryRun) continue;
  try {
    if (step.run) await step.run();
    else runCli(step);
  } catch (error) {
    console.error(`deploy:backend: step ${i + 1} failed: ${error.message}`);
    process.exit(1);
  }
}
console.log(dryRun ? '\nDry run finished.' : `\nThe backend is deployed to https://${ref}.supabase.co.`);

function runCli(step) {
  const result = spawnSync(process.execPath, [supabaseBin, ...step.cli, '--yes'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...cliEnv },
  });
  if (result.status !== 0) throw new Error(`supabase ${step.cli.slice(0, 2).join(' ')} exited ${result.status}`);
}

async function managementApi(method, path, body) {
  const response = await fetch(`${MANAGEMENT_API}${path}`, {
    method,
    headers: { authorization: `Bearer ${env.SUPABASE_ACCESS_TOKEN}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

async function storeVaultSecrets() {
  const keys = await managementApi('GET', `/v1/projects/${ref}/api-keys?reveal=true`);
  const serviceRoleKey = keys.find((key) => key.name === 'service_role')?.api_key;
  if (!serviceRoleKey) throw new Error('the project has no service_role key');
  await managementApi('POST', `/v1/projects/${ref}/database/query`, {
    query: `select s.name, case when v.id is null then vault.create_secret(s.value, s.name)::text
        else (select 'updated' from vault.update_secret(v.id, s.value)) end
      from (values ('project_url', $1::text), ('service_role_key', $2::text)) as s (name, value)
      left join vault.secrets v on v.name = s.name`,
    parameters: [`https://${ref}.supabase.co`, serviceRoleKey],
  });
}
