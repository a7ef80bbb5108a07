import { expect, test, type Page } from '@playwright/test';
import { navigateInApp, setSession } from '../support/session.ts';

function requestsTo(page: Page, port: number): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === String(port)) urls.push(request.url());
  });
  return urls;
}

test('an anonymous visit to /, /projects and /admin/dashboard makes zero requests to mf-admin', async ({ page }) => {
  const adminRequests = requestsTo(page, 3005);
  for (const path of ['/', '/projects', '/admin/dashboard']) {
    await page.goto(path);
    await expect(page.locator('[data-page="home"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(adminRequests).toEqual([]);
});

test('a signed-in non-admin and an admin at aal1 fetch nothing from mf-admin either', async ({ page }) => {
  const adminRequests = requestsTo(page, 3005);
  await page.goto('/');
  await setSession(page, {});
  await navigateInApp(page, '/admin/dashboard');
  await expect(page).toHaveURL('/');
  await setSession(page, { role: 'admin' }, 'aal1');
  await navigateInApp(page, '/admin/dashboard');
  await expect(page).toHaveURL('/');
  await page.waitForLoadState('networkidle');
  expect(adminRequests).toEqual([]);
});

test('an admin at aal2 loads mf-admin, and shared libraries come only from the shell', async ({ page }) => {
  const adminRequests = requestsTo(page, 3005);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await setSession(page, { role: 'admin' }, 'aal2');
  await navigateInApp(page, '/admin/dashboard');
  await expect(page.locator('[data-remote="mf-admin"][data-page="admin-dashboard"]')).toBeVisible();
  expect(adminRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  // the remotes' own copies of React and the router are never fetched
  const fromRemotes = scripts.filter((url) => !url.startsWith('http://localhost:3000/'));
  expect(fromRemotes.every((url) => /remoteEntry\.js$|__federation_expose_/.test(url))).toBe(true);
});
