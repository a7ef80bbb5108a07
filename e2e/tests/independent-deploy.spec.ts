import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startApp, stopApp } from '../support/control.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

function distSnapshot(app: string): string {
  const dir = path.join(ROOT, app, 'dist');
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => `${file}:${fs.statSync(path.join(dir, file)).mtimeMs}`)
    .join('\n');
}

test.describe.configure({ timeout: 120_000 });

test('changing only mf-accounts invalidates only its turbo build', () => {
  const turbo = (args: string[]) =>
    execFileSync(bin('turbo'), args, {
      cwd: ROOT,
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
      encoding: 'utf8',
    });
  // a no-op after `npm test`'s own build: every app is cached before the change
  turbo(['run', 'build', '--filter=shell', '--filter=mf-*', '--output-logs=none']);
  const probe = path.join(ROOT, 'mf-accounts/src/turbo-cache-probe.ts');
  fs.writeFileSync(probe, `export const probe = ${Date.now()};\n`);
  try {
    const dry = turbo(['run', 'build', '--filter=shell', '--filter=mf-*', '--dry=json']);
    const tasks = JSON.parse(dry).tasks as Array<{ taskId: string; command: string; cache: { status: string } }>;
    const builds = tasks.filter((task) => task.command !== '<NONEXISTENT>');
    const status = Object.fromEntries(builds.map((task) => [task.taskId, task.cache.status]));
    expect(status).toEqual({
      'mf-accounts#build': 'MISS',
      'mf-admin#build': 'HIT',
      'mf-messaging#build': 'HIT',
      'mf-projects#build': 'HIT',
      'mf-quotes#build': 'HIT',
      'shell#build': 'HIT',
    });
  } finally {
    fs.rmSync(probe, { force: true });
  }
});

test('a new mf-accounts build served in place of the old one shows after a reload, the shell untouched', async ({
  page,
}, testInfo) => {
  // a release of mf-accounts with a changed home page, built on its own
  const next = testInfo.outputPath('mf-accounts-next');
  fs.cpSync(path.join(ROOT, 'mf-accounts'), next, {
    recursive: true,
    filter: (source) => !/[/\\](dist|node_modules|\.turbo)$/.test(source),
  });
  // the new release exposes a different HomePage module; nothing else changes
  fs.writeFileSync(
    path.join(next, 'src/next-home-page.tsx'),
    'export default function HomePage() {\n' +
      '  return (\n' +
      '    <section data-remote="mf-accounts" data-page="home">\n' +
      '      <h1>Next release of the home page</h1>\n' +
      '    </section>\n' +
      '  );\n' +
      '}\n',
  );
  const config = path.join(next, 'rspack.config.mjs');
  const source = fs.readFileSync(config, 'utf8');
  fs.writeFileSync(config, source.replace(/'\.\/HomePage': '[^']+'/, "'./HomePage': './src/next-home-page.tsx'"));
  expect(fs.readFileSync(config, 'utf8')).toContain('next-home-page.tsx');
  execFileSync(bin('rspack'), ['build', '--config', path.join(next, 'rspack.config.mjs')], {
    cwd: next,
    stdio: 'pipe',
  });

  const shellBefore = distSnapshot('shell');
  await page.goto('/');
  const heading = page.locator('[data-remote="mf-accounts"][data-page="home"] h1').first();
  await expect(heading).not.toHaveText('Next release of the home page');

  try {
    await stopApp('mf-accounts');
    await startApp('mf-accounts', path.join(next, 'dist'));
    await page.reload();
    await expect(heading).toHaveText('Next release of the home page');
    expect(distSnapshot('shell')).toBe(shellBefore);
  } finally {
    await stopApp('mf-accounts');
    await startApp('mf-accounts');
  }
  await page.reload();
  await expect(heading).not.toHaveText('Next release of the home page');
});
