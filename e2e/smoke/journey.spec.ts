import { createClient } from '@supabase/supabase-js';
import { expect, test, type Page } from '@playwright/test';
import { smokeTarget } from './target.ts';

const target = smokeTarget();

/** Console errors, uncaught exceptions and CSP violations (reported in the page, enforced or not). */
async function watchForErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await page.exposeFunction('__smokeCspViolation', (text: string) => errors.push(`CSP: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __smokeCspViolation: (text: string) => void }).__smokeCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return errors;
}

const withoutSoftHyphens = (text: string | null) => (text ?? '').replaceAll('\u00ad', '').trim();

test("the site's /config.json names this Supabase project, and its pages carry the CSP allowing it", async ({
  request,
}) => {
  const response = await request.get('/config.json');
  expect(response.ok()).toBe(true);
  const config = await response.json();
  expect(config.supabaseUrl.replace(/\/$/, '')).toBe(target.supabaseUrl);
  expect(config.supabaseAnonKey).toBe(target.anonKey);
  const page = await request.get('/projects');
  const csp = page.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(new RegExp(`connect-src [^;]*${new URL(target.supabaseUrl).origin.replace(/\./g, '\\.')}`));
});

test('the account signs in through the API and sees projects', async () => {
  const client = createClient(target.supabaseUrl, target.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await client.auth.signInWithPassword({ email: target.email, password: target.password });
  expect(error?.message ?? null).toBeNull();
  const projects = await client.from('projects').select('id', { count: 'exact', head: true });
  expect(projects.error?.message ?? null).toBeNull();
  expect(projects.count).toBeGreaterThan(0);
  await client.auth.signOut({ scope: 'local' });
});

test('sign in, the project list, a project, the bell; no console error or CSP violation', async ({ page }) => {
  const errors = await watchForErrors(page);

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(target.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(target.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();

  await page.goto('/projects');
  const list = page.locator('[data-remote="mf-projects"][data-page="project-list"]');
  const firstRow = list.locator('ul[data-view] > li').first();
  await expect(firstRow).toBeVisible();
  const link = firstRow.locator('h2 a');
  const title = withoutSoftHyphens(await link.textContent());
  await link.click();
  const detail = page.locator('[data-remote="mf-projects"][data-page="project-detail"]');
  await expect(detail.getByRole('heading', { level: 1 })).toBeVisible();
  expect(withoutSoftHyphens(await detail.getByRole('heading', { level: 1 }).textContent())).toBe(title);

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel.locator('[data-remote="mf-messaging"][data-page="notification-panel"]')).toBeVisible();

  expect(errors).toEqual([]);
});
