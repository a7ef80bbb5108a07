// npm run deploy:backend (scripts/deploy-backend.mjs): the dry run prints every step of a hosted
// deployment without a network call or a CLI run; without its environment the real run refuses.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './helpers/database.ts';

const SCRIPT = join(projectRoot, 'scripts/deploy-backend.mjs');
const REQUIRED = ['SUPABASE_ACCESS_TOKEN', 'SUPABASE_PROJECT_REF', 'SUPABASE_DB_PASSWORD', 'SITE_URL', 'MAIL_FROM'];
const SETTINGS = [...REQUIRED, 'SMTP_URL', 'MAIL_API_URL', 'MAIL_API_KEY'];
// preloaded into the script: any network call or child process ends it with exit 3
const NOTHING_CALLED = `data:text/javascript,${encodeURIComponent(`
  import childProcess from 'node:child_process';
  import { syncBuiltinESMExports } from 'node:module';
  const refuse = (what) => () => { console.error('called ' + what); process.exit(3); };
  globalThis.fetch = refuse('fetch');
  for (const name of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync']) {
    childProcess[name] = refuse(name);
  }
  syncBuiltinESMExports();
`)}`;

function deploy(args: string[], settings: Record<string, string> = {}) {
  const env = { ...process.env };
  for (const name of SETTINGS) delete env[name];
  const result = spawnSync(process.execPath, ['--import', NOTHING_CALLED, SCRIPT, ...args], {
    cwd: projectRoot,
    env: { ...env, ...settings },
    encoding: 'utf8',
  });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

const functionsDir = join(projectRoot, 'supabase/functions');
const functions = readdirSync(functionsDir)
  .filter((name) => !name.startsWith('_') && statSync(join(functionsDir, name)).isDirectory())
  .sort();

describe('npm run deploy:backend', () => {
  it('--dry-run prints every step with placeholders, calls nothing and exits 0', () => {
    const { status, out, err } = deploy(['--dry-run']);
    expect(err).toBe('');
    expect(status).toBe(0);
    expect(out).toContain('Placeholders stand for the unset SUPABASE_ACCESS_TOKEN, SUPABASE_PROJECT_REF');
    const ref = '<SUPABASE_PROJECT_REF>';
    const steps = out.split('\n').filter((line) => /^\[\d\/\d\] /.test(line));
    expect(steps).toHaveLength(6);
    for (const command of [
      `$ supabase link --project-ref ${ref} --yes`,
      '$ supabase db push --linked --yes',
      `$ supabase config push --project-ref ${ref} --yes`,
      `POST https://api.supabase.com/v1/projects/${ref}/secrets`,
      `$ supabase functions deploy ${functions.join(' ')} --project-ref ${ref} --use-api --yes`,
      `GET https://api.supabase.com/v1/projects/${ref}/api-keys?reveal=true`,
      `POST https://api.supabase.com/v1/projects/${ref}/database/query`,
    ]) {
      expect(out).toContain(command);
    }
    expect(functions).toEqual(expect.arrayContaining(['send-mail', 'sweep-files', 'unsubscribe']));
    expect(out).not.toContain('include-seed');
    expect(out).toContain('Dry run finished.');
  });

  it('--dry-run with the environment shows the values and masks the secrets', () => {
    const project = {
      SUPABASE_ACCESS_TOKEN: 'sbp_token-value',
      SUPABASE_PROJECT_REF: 'abcdefghijklmnopqrst',
      SUPABASE_DB_PASSWORD: 'db-password-value',
      SITE_URL: 'https://brf.example/',
      MAIL_FROM: 'BRF <no-reply@brf.example>',
    };
    const api = deploy(['--dry-run'], {
      ...project,
      MAIL_API_URL: 'https://mail.example/send',
      MAIL_API_KEY: 'mail-key-value',
    });
    expect(api.status).toBe(0);
    expect(api.out).not.toContain('Placeholders');
    for (const secret of ['sbp_token-value', 'db-password-value', 'mail-key-value']) {
      expect(api.out).not.toContain(secret);
    }
    expect(api.out).toContain('SITE_URL=https://brf.example AUTH_REDIRECT_URLS=https://brf.example/auth-callback,');
    expect(api.out).toContain('$ supabase link --project-ref abcdefghijklmnopqrst --yes');
    expect(api.out).toContain(
      'secrets: SITE_URL=https://brf.example MAIL_FROM=BRF <no-reply@brf.example> ' +
        'MAIL_API_URL=https://mail.example/send MAIL_API_KEY=****\n',
    );
    expect(api.out).toContain('project_url=https://abcdefghijklmnopqrst.supabase.co, service_role_key=****');

    const smtp = deploy(['--dry-run'], { ...project, SMTP_URL: 'smtps://mailer:smtp-password@smtp.example:465' });
    expect(smtp.status).toBe(0);
    expect(smtp.out).not.toContain('smtp-password');
    expect(smtp.out).toContain('MAIL_FROM=BRF <no-reply@brf.example> SMTP_URL=****\n');
  });

  it('refuses without its environment, naming what is missing', () => {
    const none = deploy([]);
    expect(none.status).toBe(2);
    expect(none.out).toBe('');
    expect(none.err).toContain(`deploy:backend: missing ${REQUIRED.join(', ')}, SMTP_URL or MAIL_API_URL.`);

    const some = deploy([], { SUPABASE_ACCESS_TOKEN: 'sbp_x', SUPABASE_PROJECT_REF: 'abcdefghijklmnopqrst' });
    expect(some.status).toBe(2);
    expect(some.err).toContain('deploy:backend: missing SUPABASE_DB_PASSWORD, SITE_URL, MAIL_FROM, SMTP_URL or');
    expect(some.err).not.toContain('SUPABASE_ACCESS_TOKEN:');
  });

  it("config.toml gives every function the shared import map, and a user's token to all but two", () => {
    const config = readFileSync(join(projectRoot, 'supabase/config.toml'), 'utf8');
    for (const name of functions) {
      const table = new RegExp(`^\\[functions\\.${name}\\]\\n((?:[a-z_]+ = .*\\n?)*)`, 'm').exec(config)?.[1] ?? '';
      expect(table, name).toContain('import_map = "./functions/deno.json"');
      const open = name === 'unsubscribe' || name === 'monitoring';
      expect(table.includes('verify_jwt = false'), name).toBe(open);
    }
  });
});
