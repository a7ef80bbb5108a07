import { expect, test } from '@playwright/test';
import { randomOrganizationNumber } from '@brf/domain/accounts';
import { serviceClient } from '../support/accounts-backend.ts';
import { pageSettled } from '../support/axe.ts';
import { createUserWithLongTexts, overflowingElements, wordsSplitMidWord } from '../support/layout.ts';
import {
  activeCategories,
  categoryNamed,
  createBrf,
  createProvider,
  furnishProject,
  insertProject,
  insertQuote,
} from '../support/projects-world.ts';
import { SITE_ROUTES, routeUrl } from '../support/routes.ts';
import { createAdminUser, signInAs, submitLogin } from '../support/roles.ts';

/**
 * At 375 px no element is wider than the screen on any route, with the longest realistic texts:
 * a 40-character e-mail, a long double-barrelled name, a long BRF name (the longest category
 * names are checked on the category grid in defects.spec.ts), in both languages; and the project
 * pages as their owner, a provider and an admin see them, with a long title and the longest
 * Swedish category names.
 */
test.describe.configure({ timeout: 180_000 });

async function brfWithLongTexts() {
  const { id, email, password } = await createUserWithLongTexts('brf', 'organization_completed');
  const profile = await serviceClient()
    .from('brf_profiles')
    .insert({
      user_id: id,
      organization_number: randomOrganizationNumber('7696'),
      organization_name: 'Bostadsrättsföreningen Kungsholmsstrand 12',
      contact_person_first_name: 'Margareta',
      contact_person_last_name: 'Lindqvist-Andersson',
      phone: '+46 70 555 12 34',
      email,
      city: 'Stockholm',
      street_address: 'Kungsholms strand',
      street_number: '129',
      zip: '112 33',
      number_of_apartments: 112,
    });
  if (profile.error) throw new Error(`brf_profiles: ${profile.error.message}`);
  return { email, password };
}

/** A project with a long Swedish title and the longest category names, furnished and quoted on. */
async function projectWithLongTexts() {
  const categories = await activeCategories();
  const long = [
    'Fastighetsförvaltning',
    'Trädgård och utemiljö',
    'Energi och solceller',
    'Bygg och renovering',
    'Ventilation',
  ].map((name) => categoryNamed(categories, name).id);
  const brf = await createBrf();
  const provider = await createProvider(long, 'Kungsholmens Fastighetsförvaltning och Byggentreprenad AB');
  const projectId = await insertProject(brf, {
    title: 'Stambyte och badrumsrenovering med relining av samtliga avloppsledningar i hus A–D',
    deadlineDays: 20,
    categoryIds: long,
    maxBids: 5,
  });
  await furnishProject(projectId, brf);
  await insertQuote(projectId, provider, 1_234_567.5);
  return { brf, provider, projectId };
}

for (const locale of ['en-US', 'sv-SE']) {
  test.describe(locale, () => {
    test.use({ locale, viewport: { width: 375, height: 800 } });

    test('signed out: every public route fits 375 px', async ({ page }) => {
      const found: string[] = [];
      for (const route of SITE_ROUTES.filter((r) => r.access === 'public')) {
        await page.goto(routeUrl(route));
        await pageSettled(page);
        found.push(...(await overflowingElements(page)).map((line) => `${routeUrl(route)}: ${line}`));
      }
      await page.goto('/');
      await page.locator('[aria-controls="mobile-menu"]').click();
      found.push(...(await overflowingElements(page)).map((line) => `mobile menu: ${line}`));
      expect(found).toEqual([]);
    });

    test('signed in with a 40-character e-mail and long names: every route fits 375 px, menus open too', async ({
      page,
    }) => {
      const user = await brfWithLongTexts();
      await submitLogin(page, user.email, user.password);
      await expect(page).toHaveURL('/projects');
      const found: string[] = [];
      for (const route of SITE_ROUTES.filter((r) => r.access !== 'public' || r.path === '/')) {
        await page.goto(routeUrl(route));
        await pageSettled(page);
        found.push(...(await overflowingElements(page)).map((line) => `${routeUrl(route)}: ${line}`));
      }
      await page.goto('/profile');
      await pageSettled(page);
      for (const menu of ['mobile-menu', 'notification-panel']) {
        await page.locator(`[aria-controls="${menu}"]`).click();
        await page.waitForFunction(() => !document.querySelector('[data-remote-loading]'));
        found.push(...(await overflowingElements(page)).map((line) => `#${menu} open: ${line}`));
        await page.keyboard.press('Escape');
      }
      expect(found).toEqual([]);
    });
    test('project pages fit 375 px for owner, provider, admin, with a long title and long Swedish categories', async ({
      browser,
    }) => {
      const { brf, provider, projectId } = await projectWithLongTexts();
      const admin = await createAdminUser();
      const pagesOf = {
        brf: ['/projects', '/projects/create', `/projects/${projectId}`],
        service_provider: ['/projects', `/projects/${projectId}`, `/projects/${projectId}/submit-quote`],
        admin: ['/projects', `/projects/${projectId}`],
      } as const;
      const found: string[] = [];
      for (const [role, user] of [
        ['brf', brf],
        ['service_provider', provider],
        ['admin', admin],
      ] as const) {
        const context = await browser.newContext({ locale, viewport: { width: 375, height: 800 } });
        const page = await context.newPage();
        await signInAs(page, role, user);
        for (const path of pagesOf[role]) {
          await page.goto(path);
          await pageSettled(page);
          const where = `${role} ${path.replace(projectId, ':id')}`;
          // the Swedish hyphenation has arrived once the title carries its soft hyphens
          const hyphenated = page.locator('#main h1, #main h2').filter({ hasText: /^Stambyte och .*\u00ad/ });
          if (!/\/(create|submit-quote)$/.test(path)) await expect(hyphenated.first()).toBeVisible();
          found.push(...(await overflowingElements(page)).map((line) => `${where}: ${line}`));
          // the project's title (list and detail) and the category names of the grid
          const texts = page.locator(
            [
              '#main ul[data-view] > li h2',
              '#main [data-page="project-detail"] header h1',
              '#main fieldset li > label > span:last-child',
            ].join(', '),
          );
          found.push(...(await wordsSplitMidWord(texts)).map((line) => `${where}: ${line}`));
        }
        await context.close();
      }
      expect(found).toEqual([]);
    });
  });
}
