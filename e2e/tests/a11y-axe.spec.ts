import { expect, test, type Page } from '@playwright/test';
import { SITE_ROUTES, routeUrl } from '../support/routes.ts';
import { axeViolations, pageSettled } from '../support/axe.ts';
import { ROLES, createUserOf, signInAs, type Role } from '../support/roles.ts';
import {
  activeCategories,
  createBrf,
  createProvider,
  furnishProject,
  insertProject,
  insertQuote,
  type Brf,
  type Provider,
} from '../support/projects-world.ts';
import type { SiteRoute } from '@brf/domain/routes';

/**
 * WCAG 2.2 AA by axe on every route of both specs (the one route list the shell also reads),
 * signed out and signed in as each role, in both languages, at 1280 and 375 px, and with each
 * menu, the bell panel and each kind of dialog open. A new page joins by being added to SITE_ROUTES.
 */
test.describe.configure({ timeout: 480_000 });

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

interface World {
  brf: Brf;
  provider: Provider;
  /** furnished (a file, an address, a viewing date), open for 20 days, quoted by the provider */
  projectId: string;
  /** more states of /projects/:id that only this role's dialogs need */
  moreProjects: string[];
}

/**
 * Real content for the detail pages: the BRF's project with a quote from the provider. The owner
 * also gets a project past its deadline (its award button opens a dialog), the provider an open
 * project it has not quoted ('Send Quote').
 */
async function projectWorld(role: Role): Promise<World> {
  const [category] = await activeCategories();
  const brf = await createBrf('Agnes');
  const provider = await createProvider([category!.id], 'Axe Bygg AB');
  const projectId = await insertProject(brf, {
    title: 'Stambyte i hus A',
    deadlineDays: 20,
    categoryIds: [category!.id],
  });
  await Promise.all([insertQuote(projectId, provider, 1_250_000), furnishProject(projectId, brf)]);
  const moreProjects: string[] = [];
  if (role === 'brf') {
    const closed = await insertProject(brf, {
      title: 'Fasadrenovering',
      deadlineDays: -2,
      createdDaysAgo: 30,
      categoryIds: [category!.id],
    });
    await insertQuote(closed, provider, 480_000);
    moreProjects.push(closed);
  }
  if (role === 'service_provider') {
    moreProjects.push(
      await insertProject(brf, { title: 'Takbyte i hus B', deadlineDays: 15, categoryIds: [category!.id] }),
    );
  }
  return { brf, provider, projectId, moreProjects };
}

const PROJECT_STATE_ROUTES = ['/projects/:id', '/projects/:id/decision'];

/** A route's URLs with the world's ids in its parameters (the detail page in each of its states). */
function urlsIn(route: SiteRoute, world: World | null): string[] {
  if (!world) return [routeUrl(route)];
  const fill = (projectId: string) =>
    route.path.replace(':id', projectId).replace(':projectId', projectId).replace(':revieweeId', world.provider.id);
  // the detail page and the board's decision pack (issue 30) in each of the project's states
  return PROJECT_STATE_ROUTES.includes(route.path)
    ? [world.projectId, ...world.moreProjects].map(fill)
    : [fill(world.projectId)];
}

/**
 * The dialogs each role opens on a route, by the name their trigger carries (packages/ui's
 * `opensDialog`): the run fails when one goes missing, so a trigger that stops saying
 * aria-haspopup="dialog" cannot drop its dialog from the run unnoticed.
 */
const DIALOGS: Record<Role, Record<string, string[]>> = {
  anonymous: {},
  brf: {
    '/projects/:id': [
      'add-address',
      'add-viewing-date',
      'award',
      'cancel-project',
      'delete-address',
      'delete-attachment',
      'delete-project',
      'delete-viewing-date',
      'edit-address',
      'edit-deadline',
      'edit-viewing-date',
      'provider-info',
    ],
    '/profile': ['delete-account'],
  },
  service_provider: { '/projects/:id': ['delete-quote', 'edit-quote', 'send-quote'], '/profile': ['delete-account'] },
  admin: { '/projects/:id': ['provider-info'], '/profile': ['delete-account'] },
};

/**
 * Every kind of dialog the page offers (triggers say aria-haspopup="dialog" and name their
 * dialog), each opened once per width, checked by axe and closed with Escape.
 */
async function withDialogsOpen(page: Page, where: string, opened: Set<string>): Promise<string[]> {
  const triggers = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLButtonElement>('#main [aria-haspopup="dialog"]:not(:disabled)')]
      .filter((trigger) => trigger.checkVisibility())
      .map((trigger) => ({
        name: trigger.dataset.opensDialog,
        text: trigger.textContent || trigger.getAttribute('aria-label'),
      })),
  );
  const found = triggers
    .filter((trigger) => !trigger.name)
    .map((trigger) => `${where}: "${trigger.text}" opens a dialog it does not name (opensDialog)`);
  const names = new Set(triggers.flatMap((trigger) => (trigger.name ? [trigger.name] : [])));
  for (const name of [...names].filter((n) => !opened.has(n))) {
    opened.add(name);
    await page
      .locator(`#main [aria-haspopup="dialog"][data-opens-dialog="${name}"]:visible:not(:disabled)`)
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // the provider's profile loads inside its dialog
    await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
    // the page behind was checked a moment ago; the dialog is what is new
    found.push(...(await axeViolations(page, `${where} with dialog ${name} open`, '[role="dialog"]')));
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
  return found;
}

/**
 * The dialogs opened from the project's actions menu: each time the menu is opened, the item
 * chosen, the dialog checked and closed (choosing closes the menu).
 */
async function withActionMenuDialogs(page: Page, where: string, opened: Set<string>): Promise<string[]> {
  const toggle = page.locator('#main [data-project-actions] [aria-controls]');
  if ((await toggle.count()) === 0) return [];
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await toggle.click();
  const names = await panel
    .locator('[data-opens-dialog]')
    .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.opensDialog ?? ''));
  await page.keyboard.press('Escape');
  const found: string[] = [];
  for (const name of names.filter((n) => n && !opened.has(n))) {
    opened.add(name);
    await toggle.click();
    await panel.locator(`[data-opens-dialog="${name}"]`).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    found.push(...(await axeViolations(page, `${where} with dialog ${name} open`, '[role="dialog"]')));
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
      test(`axe finds nothing on every route as ${role}, at 1280 and 375 px, menus and dialogs open`, async ({
        page,
      }) => {
        const world = role === 'anonymous' ? null : await projectWorld(role);
        const user =
          role === 'brf'
            ? world!.brf
            : role === 'service_provider'
              ? world!.provider
              : role === 'admin'
                ? await createUserOf('admin')
                : undefined;
        await signInAs(page, role, user);
        const routes = routesFor(role);
        const violations: string[] = [];
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          const dialogsOpened: Record<string, string[]> = {};
          for (const route of routes) {
            const opened = new Set<string>();
            for (const url of urlsIn(route, world)) {
              await page.goto(url);
              await pageSettled(page);
              await expect(page.locator('html')).toHaveAttribute('lang', language);
              violations.push(...(await axeViolations(page, `${url} @${width}`)));
              violations.push(...(await withDialogsOpen(page, `${url} @${width}`, opened)));
              violations.push(...(await withActionMenuDialogs(page, `${url} @${width}`, opened)));
            }
            if (opened.size > 0) dialogsOpened[route.path] = [...opened].sort();
          }
          expect(dialogsOpened, `dialogs opened @${width}`).toEqual(DIALOGS[role]);
          await page.goto(role === 'anonymous' ? '/' : '/profile');
          await pageSettled(page);
          for (const menu of menusFor(role, width)) violations.push(...(await withMenuOpen(page, menu, `@${width}`)));
        }
        expect(violations).toEqual([]);
      });
    }
  });
}
