import { expect, test, type Page } from '@playwright/test';
import { SITE_ROUTES, routeUrl } from '../support/routes.ts';
import { axeViolations, pageSettled } from '../support/axe.ts';
import { ROLES, createUserOf, signInAs, type Role } from '../support/roles.ts';
import { activeCategories, createBrf, createProvider, insertProject, insertQuote, type Brf, type Provider } from '../support/projects-world.ts';
import type { SiteRoute } from '@brf/domain/routes';

/**
 * WCAG 2.2 AA by axe on every route of both specs (the one route list the shell also reads),
 * signed out and signed in as each role, in both languages, at 1280 and 375 px, and with each
 * menu and the bell panel open. A new page joins by being added to SITE_ROUTES.
 */
test.describe.configure({ timeout: 240_000 });

const WIDTHS = [1280, 375] as const;
const LANGUAGES = { en: 'en-US', sv: 'sv-SE' } as const;

/**
 * Signed out: every public route. Signed in: every signed-in route and the dashboard, plus the
 * home page; the other public pages differ from their signed-out run only in the nav bar, which
 * the home page and the menu states cover (this keeps the run to minutes on CI).
 */
function routesFor(role: Role) {
  if (role === 'anonymous') return SITE_ROUTES.filter((r) => r.access === 'public');
  return SITE_ROUTES.filter((r) => r.access !== 'public' || r.path === '/');
}

/** The popovers of the nav bar, by the id of their panel (the toggle's aria-controls). */
function menusFor(role: Role, width: number): string[] {
  const signedIn = role !== 'anonymous';
  if (width < 768) return signedIn ? ['mobile-menu', 'notification-panel'] : ['mobile-menu'];
  return signedIn ? ['profile-menu', 'notification-panel'] : ['register-menu'];
}

/** A project with a quote, so detail pages show real content: owned by the BRF, quoted by the provider. */
async function projectWorld(): Promise<{ brf: Brf; provider: Provider; projectId: string }> {
  const [category] = await activeCategories();
  const brf = await createBrf('Agnes');
  const provider = await createProvider([category!.id], 'Axe Bygg AB');
  const projectId = await insertProject(brf, { title: 'Stambyte i hus A', deadlineDays: 20, categoryIds: [category!.id] });
  await insertQuote(projectId, provider, 1_250_000);
  return { brf, provider, projectId };
}

/** A route's URL with the world's ids in its parameters. */
const urlIn = (route: SiteRoute, world: { provider: Provider; projectId: string } | null) =>
  world
    ? route.path.replace(':id', world.projectId).replace(':projectId', world.projectId).replace(':revieweeId', world.provider.id)
    : routeUrl(route);

/** Every dialog a page offers (triggers say aria-haspopup="dialog"), opened one at a time. */
async function withDialogsOpen(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  const triggers = page.locator('#main button[aria-haspopup="dialog"]:visible');
  for (let i = 0; i < (await triggers.count()); i++) {
    await triggers.nth(i).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    found.push(...(await axeViolations(page, `${where} with dialog "${await dialog.getAttribute('aria-label') ?? i}" open`)));
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
  return found;
}

async function withMenuOpen(page: Page, panelId: string, where: string): Promise<string[]> {
  await page.locator(`[aria-controls="${panelId}"]`).click();
  await expect(page.locator(`#${panelId}`)).toBeVisible();
  // the bell panel holds mf-messaging's region: wait for it to arrive
  await page.waitForFunction(() => !document.querySelector('[data-remote-loading]'));
  const found = await axeViolations(page, `${where} with #${panelId} open`);
  await page.keyboard.press('Escape');
  await expect(page.locator(`#${panelId}`)).toHaveCount(0);
  return found;
}

for (const [language, locale] of Object.entries(LANGUAGES)) {
  test.describe(`in ${language}`, () => {
    test.use({ locale });

    for (const role of ROLES) {
      test(`axe finds nothing on every route as ${role}, at 1280 and 375 px, menus open`, async ({ page }) => {
        const world = role === 'anonymous' ? null : await projectWorld();
        const user = role === 'brf' ? world!.brf : role === 'service_provider' ? world!.provider : role === 'admin' ? await createUserOf('admin') : undefined;
        await signInAs(page, role, user);
        const routes = routesFor(role);
        const violations: string[] = [];
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          for (const route of routes) {
            const url = urlIn(route, world);
            await page.goto(url);
            await pageSettled(page);
            await expect(page.locator('html')).toHaveAttribute('lang', language);
            violations.push(...(await axeViolations(page, `${url} @${width}`)));
            violations.push(...(await withDialogsOpen(page, `${url} @${width}`)));
          }
          await page.goto(role === 'anonymous' ? '/' : '/profile');
          await pageSettled(page);
          for (const menu of menusFor(role, width)) violations.push(...(await withMenuOpen(page, menu, `@${width}`)));
        }
        expect(violations).toEqual([]);
      });
    }
  });
}
