import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createBrfUser, type CreatedUser } from '../support/accounts-backend.ts';
import { activeCategories, createBrf, createProvider, insertProject } from '../support/projects-world.ts';

// Each remote alone, as `npm run dev -w <remote>` runs it (rspack serve, development build, its
// own Module Federation runtime), on a spare port: signed in through the harness and showing a
// guarded page with the props the shell would pass.

const ROOT = path.resolve(import.meta.dirname, '../..');
const RSPACK = path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js');

test.describe.configure({ timeout: 120_000 });

let server: ChildProcess | null = null;
test.afterEach(() => {
  server?.kill('SIGTERM');
  server = null;
});

async function devServer(remote: string, port: number): Promise<string> {
  server = spawn(process.execPath, [RSPACK, 'serve', '--mode', 'development', '--port', String(port)], {
    cwd: path.join(ROOT, remote),
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${remote} dev server did not compile:\n${log}`)), 90_000);
    const read = (chunk: Buffer) => {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colour codes, which start with ESC
      log += chunk.toString().replace(/\x1b\[[0-9;]*m/g, '');
      if (/compiled (successfully|with \d+ warnings?)/i.test(log)) {
        clearTimeout(timer);
        resolve();
      } else if (/compiled with \d+ error/i.test(log)) {
        clearTimeout(timer);
        reject(new Error(`${remote} dev build failed:\n${log}`));
      }
    };
    server!.stdout!.on('data', read);
    server!.stderr!.on('data', read);
    server!.on('exit', (code) => reject(new Error(`${remote} dev server exited (${code}):\n${log}`)));
  });
  return `http://localhost:${port}`;
}

/** The harness's own sign-in form (the local backend, the same session truth as the shell). */
async function signInStandalone(page: Page, base: string, user: CreatedUser) {
  await page.goto(`${base}/`);
  const form = page.getByRole('form', { name: 'Sign in (local backend)' });
  await form.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await form.getByLabel('Password').fill(user.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('[data-standalone-session]')).toContainText('Signed in as');
}

/** Client-side navigation inside the harness (keeps the signed-in page). */
async function openInHarness(page: Page, to: string) {
  await page.evaluate((url) => {
    history.pushState({}, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

async function ownProject() {
  const [category] = await activeCategories();
  const brf = await createBrf();
  const projectId = await insertProject(brf, {
    title: 'Fasadrenovering',
    deadlineDays: 15,
    categoryIds: [category!.id],
  });
  return { brf, projectId, categoryId: category!.id };
}

test("mf-accounts alone: signed in, /profile shows the user's own profile", async ({ page }) => {
  const base = await devServer('mf-accounts', 4201);
  const user = await createBrfUser('Sigrid');
  await signInStandalone(page, base, user);
  await openInHarness(page, '/profile');
  const profile = page.locator('[data-remote="mf-accounts"][data-page="profile"]');
  await expect(profile.getByRole('form', { name: 'Edit Profile' })).toBeVisible();
  await expect(profile.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(user.email);
});

test('mf-projects alone: signed in, /projects/:id gets projectId from the route and labelled slots', async ({
  page,
}) => {
  const base = await devServer('mf-projects', 4202);
  const { brf, projectId } = await ownProject();
  await signInStandalone(page, base, brf);
  await openInHarness(page, `/projects/${projectId}`);
  const detail = page.locator('[data-remote="mf-projects"][data-page="project-detail"]');
  await expect(detail).toHaveAttribute('data-project-id', projectId);
  await expect(detail.getByRole('heading', { name: 'Fasadrenovering' })).toBeVisible();
  for (const slot of ['headerAction', 'quotes', 'yourQuote', 'messages']) {
    await expect(detail.locator(`[data-standalone-slot="${slot}"]`)).toBeVisible();
  }
});

test('mf-quotes alone: a provider signed in, the provider-only submit page gets projectId from the route', async ({
  page,
}) => {
  const base = await devServer('mf-quotes', 4203);
  const { projectId, categoryId } = await ownProject();
  const provider = await createProvider([categoryId]);
  await signInStandalone(page, base, provider);
  await expect(page.locator('[data-standalone-session]')).toContainText('service_provider');
  await openInHarness(page, `/projects/${projectId}/submit-quote`);
  await expect(page.locator('[data-remote="mf-quotes"][data-page="submit-quote"]')).toHaveAttribute(
    'data-project-id',
    projectId,
  );
});

test('mf-messaging alone: signed in, the message board slot gets projectId from the route', async ({ page }) => {
  const base = await devServer('mf-messaging', 4204);
  const { brf, projectId } = await ownProject();
  await signInStandalone(page, base, brf);
  await openInHarness(page, `/projects/${projectId}/messages`);
  await expect(page.locator('[data-remote="mf-messaging"][data-page="project-messages"]')).toHaveAttribute(
    'data-project-id',
    projectId,
  );
  await openInHarness(page, '/notifications');
  await expect(page.locator('[data-remote="mf-messaging"][data-page="notifications"]')).toBeVisible();
});

test('mf-admin alone: signed in, /admin/dashboard renders (its own access check decides what it shows)', async ({
  page,
}) => {
  const base = await devServer('mf-admin', 4205);
  const user = await createBrfUser('Alva');
  await signInStandalone(page, base, user);
  await openInHarness(page, '/admin/dashboard');
  await expect(page.locator('[data-remote="mf-admin"]').first()).toBeVisible();
});
