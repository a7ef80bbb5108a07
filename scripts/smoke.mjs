// npm run smoke -- --site <url> --supabase <url> --anon-key <key> [--email <e-mail> --password <password>]
// A few non-destructive journeys (e2e/smoke/) against any deployment; the demo provider by default.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    site: { type: 'string' },
    supabase: { type: 'string' },
    'anon-key': { type: 'string' },
    email: { type: 'string', default: 'offert@byggrenovering.se' },
    password: { type: 'string', default: 'BrfDemo#2026!' },
  },
});
const missing = ['site', 'supabase', 'anon-key'].filter((name) => !values[name]);
if (missing.length) {
  console.error(
    `smoke: ${missing.map((name) => `--${name}`).join(', ')} missing\n` +
      'usage: npm run smoke -- --site <url> --supabase <url> --anon-key <key> [--email <e-mail> --password <pw>]',
  );
  process.exit(2);
}

const run = spawnSync(path.join(ROOT, 'node_modules/.bin/playwright'), ['test', '--config', 'smoke.config.ts'], {
  cwd: path.join(ROOT, 'e2e'),
  stdio: 'inherit',
  env: {
    ...process.env,
    SMOKE_SITE: values.site,
    SMOKE_SUPABASE: values.supabase,
    SMOKE_ANON_KEY: values['anon-key'],
    SMOKE_EMAIL: values.email,
    SMOKE_PASSWORD: values.password,
  },
});
process.exit(run.status ?? 1);
