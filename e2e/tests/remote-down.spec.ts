import { expect, test } from '@playwright/test';
import { startApp, stopApp } from '../support/control.ts';
import { navigateInApp, raiseToast, setSession } from '../support/session.ts';
import { openRealProject, projectDetail } from '../support/platform-world.ts';

test.afterEach(async () => {
  await startApp('mf-accounts');
  await startApp('mf-quotes');
});

test('a remote whose server is down shows a fallback with Retry; the rest keeps working', async ({ page }) => {
  await stopApp('mf-accounts');
  await page.goto('/login');

  const fallback = page.locator('[data-remote-fallback="mf-accounts"]');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('This page could not be loaded.');
  await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();

  // the nav bar still works
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Register' }).click();
  await expect(page.locator('#register-menu').getByRole('link', { name: 'Register BRF' })).toBeVisible();
  await page.keyboard.press('Escape');

  // toasts still work
  await raiseToast(page, 'mf-projects', 'info', 'Still here');
  await expect(page.locator('[data-toast-type="info"]')).toContainText('Still here');

  // other remotes' routes still render
  await setSession(page, {});
  await navigateInApp(page, '/projects');
  await expect(page.locator('[data-remote="mf-projects"][data-page="project-list"]')).toBeVisible();
  await setSession(page, null);
  await navigateInApp(page, '/login');
  await expect(fallback).toBeVisible();

  // the server returns: Retry renders the page without a full reload
  await page.evaluate(() => ((window as any).__sameDocument = true));
  await startApp('mf-accounts');
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('[data-remote="mf-accounts"][data-page="login"]')).toBeVisible();
  await expect(fallback).toHaveCount(0);
  expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);
});

test('a broken manifest URL also ends in the fallback, not a blank page', async ({ page }) => {
  await page.route('http://localhost:3002/mf-manifest.json', (route) =>
    route.fulfill({ status: 200, body: '{"not":"a manifest"}' }),
  );
  await page.goto('/');
  await setSession(page, {});
  await navigateInApp(page, '/projects');
  await expect(page.locator('[data-remote-fallback="mf-projects"]')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test("/projects/:id, mf-quotes down: the page and message board stay; mf-quotes' slot shows its own fallback", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await stopApp('mf-quotes');
  const projectId = await openRealProject(page, 'owner');

  const detail = projectDetail(page);
  await expect(detail.getByRole('heading', { name: 'Takbyte 2027' })).toBeVisible();
  await expect(
    detail.locator('[data-slot="messages"] [data-remote="mf-messaging"][data-page="project-messages"]'),
  ).toHaveAttribute('data-project-id', projectId);
  const quotes = detail.locator('[data-slot="quotes"]');
  await expect(quotes.locator('[data-remote-fallback="mf-quotes"]')).toBeVisible();
  await expect(quotes).toContainText('Quotes could not be loaded.');
  expect(errors.some((text) => text.includes('could not load mf-quotes/QuotesSection'))).toBe(true);

  // back up: Retry fills the slot without touching the rest of the page
  await startApp('mf-quotes');
  await quotes.getByRole('button', { name: 'Retry' }).click();
  await expect(quotes.locator('[data-remote="mf-quotes"][data-page="quotes-section"]')).toHaveAttribute(
    'data-project-id',
    projectId,
  );
  await expect(detail.getByRole('heading', { name: 'Takbyte 2027' })).toBeVisible();
});
