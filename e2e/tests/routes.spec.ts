import { expect, test } from '@playwright/test';
import { adminRoute, guardedRoutes, publicRoutes } from '../support/routes.ts';
import { navigateInApp, setSession } from '../support/session.ts';
import { openRealProject, projectDetail } from '../support/platform-world.ts';

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

  test("the project detail is mf-projects' layout with mf-quotes and mf-messaging in their slots (owner)", async ({
    page,
  }) => {
    const projectId = await openRealProject(page, 'owner');
    const detail = projectDetail(page);
    await expect(
      detail.locator('[data-slot="quotes"] [data-remote="mf-quotes"][data-page="quotes-section"]'),
    ).toHaveAttribute('data-project-id', projectId);
    await expect(
      detail.locator('[data-slot="messages"] [data-remote="mf-messaging"][data-page="project-messages"]'),
    ).toHaveAttribute('data-project-id', projectId);
    // Send Quote is a provider's action: the owner's header slot stays empty
    await expect(detail.locator('[data-slot="headerAction"] [data-page="send-quote-action"]')).toHaveCount(0);
  });

  test("a provider gets mf-quotes' Send Quote in the header slot, opening mf-quotes' own modal", async ({ page }) => {
    const projectId = await openRealProject(page, 'provider');
    const action = projectDetail(page).locator(
      '[data-slot="headerAction"] [data-remote="mf-quotes"][data-page="send-quote-action"]',
    );
    await expect(action).toHaveAttribute('data-project-id', projectId);
    await action.getByRole('button', { name: 'Send Quote' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
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
    test(`an anonymous visitor to ${route.path} is asked to sign in at /login, to come back after it`, async ({
      page,
    }) => {
      await page.goto(route.path);
      await expect(page).toHaveURL(`/login?next=${encodeURIComponent(route.path)}`);
      await expect(page.locator(pageOf('mf-accounts', 'login'))).toBeVisible();
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
    await expect(page).toHaveURL('/mfa?reason=admin-aal2');
    await setSession(page, { role: null }, 'aal2');
    // the MFA page has nothing left to verify at aal2 and moves on by itself: waited for, so its
    // move cannot land after the navigation below (CI saw that once)
    await expect(page).toHaveURL('/projects');
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

  test('a user whose registration stopped after step 1 is sent to the registration page of their type', async ({
    page,
  }) => {
    await page.goto('/');
    await setSession(page, {
      organizationType: 'service_provider',
      registrationStep: 'person_completed',
      profileId: null,
    });
    await navigateInApp(page, '/projects');
    await expect(page).toHaveURL('/register-service-provider');
  });

  test('an unknown path shows the not-found page inside the shell', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
