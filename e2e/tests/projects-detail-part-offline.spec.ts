import { expect, test, type Browser } from '@playwright/test';
import { signInThroughLogin } from '../support/accounts-pages.ts';
import { axeViolations } from '../support/axe.ts';
import { activeCategories, createBrf, createProvider, insertProject, projectsPage } from '../support/projects-world.ts';

const TITLE = 'Fönsterbyte hus C';

/**
 * mf-projects' script files the page needs for a visitor who edits nothing (a provider): the
 * owner's editors, fetched for an owner at an idle moment, are not among them.
 */
async function scriptsOfThePage(browser: Browser, projectId: string, categoryId: string): Promise<Set<string>> {
  const provider = await createProvider([categoryId]);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughLogin(page, provider.email, provider.password);
  const seen = new Set<string>();
  page.on('request', (request) => void seen.add(request.url()));
  await page.goto(`/projects/${projectId}`);
  await expect(projectsPage(page, 'project-detail').getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await context.close();
  return new Set([...seen].filter((url) => url.startsWith('http://localhost:3002/') && url.endsWith('.js')));
}

test("an owner's editor whose code cannot be fetched says so in its place, and Try again opens it", async ({
  browser,
  page,
}) => {
  const categories = await activeCategories();
  const brf = await createBrf();
  const projectId = await insertProject(brf, { title: TITLE, deadlineDays: 30, categoryIds: [categories[0]!.id] });
  const scripts = await scriptsOfThePage(browser, projectId, categories[0]!.id);

  // the owner's visit, offline for every other script of mf-projects (the editors' code among them)
  let offline = true;
  await page.route('http://localhost:3002/**/*.js', (route) =>
    offline && !scripts.has(route.request().url()) ? route.abort('internetdisconnected') : route.fallback(),
  );
  await signInThroughLogin(page, brf.email, brf.password);
  await page.goto(`/projects/${projectId}`);
  const detail = projectsPage(page, 'project-detail');
  await expect(detail.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();

  await detail.getByRole('button', { name: 'Edit Description' }).click();
  await expect(
    detail
      .getByRole('alert')
      .getByText('This part of the page could not be loaded. Check your connection and try again.', { exact: true }),
  ).toBeVisible();
  // the rest of the page stays
  await expect(detail.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Edit submission deadline' })).toBeVisible();
  expect(await axeViolations(page, 'the detail page with an editor that could not load')).toEqual([]);

  offline = false;
  await detail.getByRole('button', { name: 'Try again' }).click();
  await expect(detail.getByRole('textbox', { name: 'Description', exact: true })).toBeVisible();
  await expect(detail.getByRole('alert')).toHaveCount(0);
});
