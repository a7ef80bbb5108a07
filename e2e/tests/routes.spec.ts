import { expect, test } from '@playwright/test';
import { adminRoute, guardedRoutes, publicRoutes } from '../support/routes.ts';
import { navigateInApp, setSession } from '../support/session.ts';

const pageOf = (remote: string, page: string) => `[data-remote="${remote}"][data-page="${page}"]`;

test.describe('every route renders the page of the remote that owns it', () => {
  for (const route of publicRoutes) {
    test(`public ${route.path} -> ${route.remote}`, async ({ page }) => {
      await page.goto(route.path);
      if (route.landsOn) {
        await expect(page).toHaveURL(new RegExp(`^http://localhost:3000${route.landsOn.path}(\\?|$)`));
        await expect(page.locator(pageOf(route.remote, route.landsOn.page))).toBeVisible();
      } else {
        await expect(page.locator(pageOf(route.remote, route.page))).toBeVisible();
      }
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    });
  }

  test('guarded routes for a signed-in user with a confirmed e-mail', async ({ page }) => {
    await page.goto('/');
    for (const route of guardedRoutes) {
      await setSession(page, { organizationType: route.onlyFor ?? 'brf' });
      await navigateInApp(page, route.path);
      await expect(page.locator(pageOf(route.remote, route.page)), route.path).toBeVisible();
    }
  });

  test('the project detail composes mf-projects, mf-quotes and mf-messaging regions', async ({ page }) => {
    await page.goto('/');
    await setSession(page, {});
    await navigateInApp(page, '/projects/p-42');
    await expect(page.locator(pageOf('mf-projects', 'project-detail'))).toBeVisible();
    await expect(page.locator(pageOf('mf-quotes', 'quotes-section'))).toHaveAttribute('data-project-id', 'p-42');
    await expect(page.locator(pageOf('mf-quotes', 'your-quote'))).toBeVisible();
    await expect(page.locator(pageOf('mf-messaging', 'project-messages'))).toHaveAttribute('data-project-id', 'p-42');
    // each widget sits in the slot mf-projects placed for it
    const detail = page.locator(pageOf('mf-projects', 'project-detail'));
    await expect(detail).toHaveAttribute('data-project-id', 'p-42');
    await expect(detail.locator('[data-slot="quotes"] [data-page="quotes-section"]')).toBeVisible();
    await expect(detail.locator('[data-slot="yourQuote"] [data-page="your-quote"]')).toBeVisible();
    await expect(detail.locator('[data-slot="messages"] [data-page="project-messages"]')).toBeVisible();
    // Send Quote is mf-quotes' header action, for providers; it opens mf-quotes' own modal
    await expect(detail.locator('[data-slot="headerAction"] [data-page="send-quote-action"]')).toHaveCount(0);
    await setSession(page, { organizationType: 'service_provider' });
    await detail.locator('[data-slot="headerAction"]').getByRole('button', { name: 'Send Quote' }).click();
    await expect(page.getByRole('dialog', { name: 'Send Quote' })).toBeVisible();
  });

  test('the admin dashboard for an admin at aal2', async ({ page }) => {
    await page.goto('/');
    await setSession(page, { role: 'admin' }, 'aal2');
    await navigateInApp(page, adminRoute.path);
    await expect(page.locator(pageOf(adminRoute.remote, adminRoute.page))).toBeVisible();
  });
});

test.describe('guards', () => {
  for (const route of [...guardedRoutes, adminRoute]) {
    test(`an anonymous visitor to ${route.path} is sent to /`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page).toHaveURL('/');
      await expect(page.locator(pageOf('mf-accounts', 'home'))).toBeVisible();
    });
  }

  test('a user whose e-mail is not confirmed is sent to /', async ({ page }) => {
    await page.goto('/');
    await setSession(page, { emailConfirmed: false });
    await navigateInApp(page, '/projects');
    await expect(page).toHaveURL('/');
  });

  test('an admin below aal2 and a non-admin at aal2 are sent away from the dashboard', async ({ page }) => {
    await page.goto('/');
    await setSession(page, { role: 'admin' }, 'aal1');
    await navigateInApp(page, '/admin/dashboard');
    await expect(page).toHaveURL('/');
    await setSession(page, { role: null }, 'aal2');
    await navigateInApp(page, '/admin/dashboard');
    await expect(page).toHaveURL('/');
  });

  test('BRF-only and provider-only pages send the other organisation type to /', async ({ page }) => {
    await page.goto('/');
    await setSession(page, { organizationType: 'service_provider' });
    await navigateInApp(page, '/projects/create');
    await expect(page).toHaveURL('/');
    await setSession(page, { organizationType: 'brf' });
    await navigateInApp(page, '/projects/p-42/submit-quote');
    await expect(page).toHaveURL('/');
    await navigateInApp(page, '/projects/create');
    await expect(page.locator(pageOf('mf-projects', 'create-project'))).toBeVisible();
  });

  test('a user whose registration stopped after step 1 is sent to the registration page of their type', async ({ page }) => {
    await page.goto('/');
    await setSession(page, { organizationType: 'service_provider', registrationStep: 'person_completed', profileId: null });
    await navigateInApp(page, '/projects');
    await expect(page).toHaveURL('/register-service-provider');
  });

  test('an unknown path shows the not-found page inside the shell', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
