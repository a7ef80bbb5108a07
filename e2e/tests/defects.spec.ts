import { expect, test, type Page } from '@playwright/test';
import type { CreatedUser } from '../support/accounts-backend.ts';
import { signInThroughLogin, textbox } from '../support/accounts-pages.ts';
import { createUserWithLongTexts, overflowingElements, wordsSplitMidWord } from '../support/layout.ts';
import { createAdminUser, signInAs } from '../support/roles.ts';
import { pageSettled } from '../support/axe.ts';
import { SITE_ROUTES, routeUrl } from '../support/routes.ts';

/** The defects a person met (issue 9), each proven fixed. */

const userStoppedAfterStep1 = (organizationType: 'brf' | 'service_provider') =>
  createUserWithLongTexts(organizationType, 'person_completed');

async function reachStep2(page: Page, user: CreatedUser, path: string) {
  await page.goto('/login');
  await textbox(page, 'Email').fill(user.email);
  await textbox(page, 'Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(path);
  await expect(page.getByText(/^Welcome back!/)).toBeVisible();
}

test('registration step 2 at 375 px fits the screen with a 40-character e-mail (card, steps, alert, inputs)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const user = await userStoppedAfterStep1('brf');
  expect(user.email).toHaveLength(40);
  await reachStep2(page, user, '/register-brf');
  await expect(page.getByText(user.email, { exact: true })).toBeVisible();
  expect(await overflowingElements(page)).toEqual([]);
});

test.describe('Swedish', () => {
  test('the category grid never breaks a word, not even Fastighetsförvaltning, at 1280 and 375 px', async ({
    page,
  }) => {
    const user = await userStoppedAfterStep1('service_provider');
    await reachStep2(page, user, '/register-service-provider');
    await page.locator('[data-language-switch]').first().click();
    const grid = page.getByRole('group', { name: 'Tjänstekategorier' });
    await expect(grid.getByRole('checkbox')).toHaveCount(15);
    const names = grid.locator('li > label > span:last-child');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(grid.getByRole('checkbox', { name: 'Fastighetsförvaltning' })).toBeVisible();
      expect(
        (await names.allTextContents()).filter((name) => name.includes('\u00ad')),
        'soft hyphens',
      ).toEqual([]);
      expect(await wordsSplitMidWord(names), `at ${width} px`).toEqual([]);
      expect(await overflowingElements(page), `at ${width} px`).toEqual([]);
      // spec: 4 columns, 2 on small screens (a name too long for one column takes two)
      const columns = await grid.locator('ul').evaluate((list) => {
        const gap = parseFloat(getComputedStyle(list).columnGap);
        const narrowest = Math.min(...[...list.children].map((item) => item.getBoundingClientRect().width));
        return Math.round((list.getBoundingClientRect().width + gap) / (narrowest + gap));
      });
      expect(columns, `at ${width} px`).toBe(width === 1280 ? 4 : 2);
    }
  });
});

test('the category grid names each category in English on an English page, Other last', async ({ page }) => {
  const user = await userStoppedAfterStep1('service_provider');
  await reachStep2(page, user, '/register-service-provider');
  const grid = page.getByRole('group', { name: 'Service categories' });
  await expect(grid.getByRole('checkbox')).toHaveCount(15);
  const names = await grid.locator('li > label > span:last-child').allTextContents();
  expect(names.slice(0, 3)).toEqual(['Cleaning', 'Construction and renovation', 'Electrical']);
  expect(names.at(-1)).toBe('Other');
  expect(names).toContain('Property management');
  expect(names).not.toContain('VVS');
});

test('the bell panel stays on a 375 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAs(page, 'brf');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
});

test('a signed-in reload never shows the signed-out nav bar, and shows a skeleton instead of a blank body', async ({
  page,
}) => {
  await signInAs(page, 'brf');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  await page.addInitScript(() => {
    const seen = { signedOutNav: false, blankMain: false, skeleton: false };
    (window as any).__seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('nav a[href="/login"]')) seen.signedOutNav = true;
      const main = document.querySelector('#main');
      if (main && main.children.length === 0) seen.blankMain = true;
      if (document.querySelector('#main [data-page-skeleton], #main [data-remote-loading]')) seen.skeleton = true;
    }).observe(document, { subtree: true, childList: true });
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  const seen = await page.evaluate(() => (window as any).__seen);
  expect(seen).toEqual({ signedOutNav: false, blankMain: false, skeleton: true });
});

test("an anonymous click on 'Projects' asks to sign in, then lands on /projects; /login signed in goes on", async ({
  page,
}) => {
  const user = await signInAsNewBrf();
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL('/login?next=%2Fprojects');
  await expect(page.getByText('Sign in to continue.')).toBeVisible();
  await textbox(page, 'Email').fill(user.email);
  await textbox(page, 'Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/projects');
  await page.goto('/login');
  await expect(page).toHaveURL('/projects');
});

async function signInAsNewBrf(): Promise<CreatedUser> {
  const { createBrfUser } = await import('../support/accounts-backend.ts');
  return createBrfUser('Nora');
}

test("an admin's Edit Profile fits an admin; an admin below aal2 opening the dashboard is told why on /mfa", async ({
  page,
}) => {
  const admin = await createAdminUser();
  await signInThroughLogin(page, admin.email, admin.password);
  await expect(page).toHaveURL('/mfa');
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL('/mfa?reason=admin-aal2');
  await expect(page.getByText('The admin dashboard needs two-factor verification.', { exact: false })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByText('Administrator', { exact: true })).toBeVisible();
  await expect(page.getByText(admin.email, { exact: true })).toBeVisible();
  await expect(page.getByText('Unable to determine user organization type. Please refresh the page.')).toHaveCount(0);
});

test('each profile-menu item opens an existing page (no missing section); the mobile menu marks one current', async ({
  page,
}) => {
  await signInAs(page, 'brf');
  await page.goto('/profile');
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  const hrefs = await page
    .locator('#profile-menu a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs).toContain('/profile');
  for (const href of hrefs) {
    expect(href, 'no fragment pointing into a page').not.toContain('#');
    expect(
      SITE_ROUTES.some((route) => route.path === href),
      `${href} is a route`,
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#mobile-menu [aria-current="page"]')).toHaveCount(1);
  await expect(page.locator('#mobile-menu [aria-current="page"]')).toHaveText('Edit Profile');
});

test("no link keeps the browser's default blue or visited purple, on any public page", async ({ page }) => {
  const defaults = ['rgb(0, 0, 238)', 'rgb(85, 26, 139)'];
  for (const route of SITE_ROUTES.filter((r) => r.access === 'public')) {
    await page.goto(routeUrl(route));
    await pageSettled(page);
    const blue = await page
      .locator('a')
      .evaluateAll(
        (links, defaults) =>
          links.filter((a) => defaults.includes(getComputedStyle(a).color)).map((a) => a.textContent?.trim()),
        defaults,
      );
    expect(blue, routeUrl(route)).toEqual([]);
  }
});

test('the unread count is fetched once per load', async ({ page }) => {
  await signInAs(page, 'brf');
  await page.waitForLoadState('networkidle');
  // only what the new document asks for counts (the old page's requests end with it)
  let newDocument = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) newDocument = true;
  });
  const counts: number[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (newDocument && request.method() === 'HEAD' && request.url().includes('/rest/v1/notifications'))
      counts.push(response.status());
  });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Chromium reports a HEAD whose (empty) body is never read as aborted: the response is what counts
  expect(counts).toEqual([200]);
});
