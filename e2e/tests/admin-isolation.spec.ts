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
    // signed-in pages ask an anonymous visitor to sign in first
    await expect(page.locator(path === '/' ? '[data-page="home"]' : '[data-page="login"]')).toBeVisible();
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
  await expect(page).toHaveURL('/mfa?reason=admin-aal2');
  await page.waitForLoadState('networkidle');
  expect(adminRequests).toEqual([]);
});

test("an admin at aal2 loads mf-admin, which uses the shell's React, router and store", async ({ page }) => {
  const adminRequests = requestsTo(page, 3005);
  await page.goto('/');
  await setSession(page, { role: 'admin' }, 'aal2');
  await navigateInApp(page, '/admin/dashboard');
  await expect(page.locator('[data-remote="mf-admin"][data-page="admin-dashboard"]')).toBeVisible();
  expect(adminRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);

  // the Module Federation share scope: each singleton loaded once, the shell's copy
  const loaded = await page.evaluate(() => {
    const result: Record<string, string[]> = {};
    const share = (globalThis as any).__FEDERATION__.__SHARE__;
    for (const scopes of Object.values<any>(share)) {
      for (const packages of Object.values<any>(scopes)) {
        for (const [name, versions] of Object.entries<any>(packages)) {
          for (const [version, info] of Object.entries<any>(versions)) {
            if (info.loaded) (result[name] ??= []).push(`${version} from ${info.from}`);
          }
        }
      }
    }
    return result;
  });
  // (@brf/event-bus, @brf/ui and @brf/contracts are bundled into each app: the shared-package rule)
  for (const name of [
    'react',
    'react-dom',
    'react/jsx-runtime',
    'react-router-dom',
    'zustand',
    '@brf/supabase/session',
  ]) {
    expect([...new Set(loaded[name])], name).toEqual([expect.stringMatching(/ from shell$/)]);
  }
});
