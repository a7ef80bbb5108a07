import { expect, test } from '@playwright/test';
import { STRONG_PASSWORD, serviceClient } from '../support/accounts-backend.ts';
import { pageSettled } from '../support/axe.ts';
import { fortyCharacterEmail, overflowingElements } from '../support/layout.ts';
import { SITE_ROUTES, routeUrl } from '../support/routes.ts';
import { submitLogin } from '../support/roles.ts';

/**
 * At 375 px no element is wider than the screen on any route, with the longest realistic texts:
 * a 40-character e-mail, a long double-barrelled name, a long BRF name (the longest category
 * names are checked on the category grid in defects.spec.ts), in both languages.
 */
test.describe.configure({ timeout: 180_000 });

async function brfWithLongTexts() {
  const email = fortyCharacterEmail();
  const service = serviceClient();
  const { data, error } = await service.auth.admin.createUser({
    email,
    password: STRONG_PASSWORD,
    email_confirm: true,
    user_metadata: {
      first_name: 'Margareta',
      last_name: 'Lindqvist-Andersson',
      phone: '+46 70 555 12 34',
      registration_step: 'organization_completed',
      organization_type: 'brf',
    },
  });
  if (error || !data.user) throw new Error(`createUser: ${error?.message}`);
  const profile = await service.from('brf_profiles').insert({
    user_id: data.user.id,
    organization_number: '769612-3456',
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
  return { email, password: STRONG_PASSWORD };
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

    test('signed in with a 40-character e-mail and long names: every route fits 375 px, menus open too', async ({ page }) => {
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
  });
}
