import { expect, test } from '@playwright/test';
import { serviceClient } from '../support/accounts-backend.ts';
import { axeViolations, pageSettled } from '../support/axe.ts';
import {
  activeCategories,
  createBrf,
  createProvider,
  daysFromNow,
  furnishProject,
  insertProject,
  listedTitles,
  projectsPage,
} from '../support/projects-world.ts';
import { createAdminUser, signInAs } from '../support/roles.ts';

/** The list past its first page, the admin's list, and the projects pages in Swedish under axe. */

const list = projectsPage;

test('"Show more projects" loads the next page: 30 projects show as 24, then all 30 in order, each once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const category = (await activeCategories())[0]!;
  const brf = await createBrf();
  // 30 projects in one insert, deadlines 8..37 days ahead (the list's default order)
  const { data, error } = await serviceClient()
    .from('projects')
    .insert(
      Array.from({ length: 30 }, (_, i) => ({
        brf_id: brf.profileId,
        title: `Projekt ${String(i + 1).padStart(2, '0')}`,
        description: `Projekt ${i + 1}: underlag och beskrivning av arbetet.`,
        submission_deadline: daysFromNow(8 + i).toISOString(),
      })),
    )
    .select('id');
  if (error || !data) throw new Error(`projects: ${error?.message}`);
  const links = await serviceClient()
    .from('project_service_categories')
    .insert(data.map((row) => ({ project_id: row.id, service_category_id: category.id })));
  expect(links.error).toBeNull();
  const expected = Array.from({ length: 30 }, (_, i) => `Projekt ${String(i + 1).padStart(2, '0')}`);

  await signInAs(page, 'brf', brf);
  await expect(list(page, 'project-list').getByText('Showing 24 of 30 projects', { exact: true })).toBeVisible();
  expect(await listedTitles(page)).toEqual(expected.slice(0, 24));
  await list(page, 'project-list').getByRole('button', { name: 'Show more projects' }).click();
  await expect(list(page, 'project-list').getByText('Showing 30 of 30 projects', { exact: true })).toBeVisible();
  expect(await listedTitles(page)).toEqual(expected);
  await expect(list(page, 'project-list').getByRole('button', { name: 'Show more projects' })).toHaveCount(0);
});

test("an admin at aal2 lists every BRF's projects and opens one with its quotes section", async ({ page }) => {
  test.setTimeout(90_000);
  const category = (await activeCategories())[0]!;
  const token = `A${Date.now().toString(36)}`;
  const [first, second] = await Promise.all([createBrf('Britta'), createBrf('Gunnel')]);
  const ours = await insertProject(first, { title: `${token} Stambyte`, deadlineDays: 20, categoryIds: [category.id] });
  await insertProject(second, { title: `${token} Takbyte`, deadlineDays: 30, categoryIds: [category.id] });
  const admin = await createAdminUser();

  await signInAs(page, 'admin', admin);
  await page.goto(`/projects?q=${token}`);
  await expect(list(page, 'project-list').getByText('Showing 2 of 2 projects', { exact: true })).toBeVisible();
  expect(await listedTitles(page)).toEqual([`${token} Stambyte`, `${token} Takbyte`]);
  await expect(list(page, 'project-list').getByRole('link', { name: 'Create New Project' })).toHaveCount(0);
  await pageSettled(page);
  expect(await axeViolations(page, 'admin project list')).toEqual([]);

  await list(page, 'project-list')
    .getByRole('link', { name: `${token} Stambyte` })
    .click();
  await expect(page).toHaveURL(`/projects/${ours}`);
  await pageSettled(page);
  await expect(
    page.locator('[data-remote="mf-quotes"][data-page="quotes-section"]').getByText('No quotes submitted yet.'),
  ).toBeVisible();
});

test.describe('in Swedish', () => {
  test.use({ locale: 'sv-SE' });

  test('the projects pages have no axe violations, for the owner and a provider, at 1280 and 375 px', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const categories = await activeCategories();
    const brf = await createBrf();
    const provider = await createProvider(
      categories.map((category) => category.id),
      'Kungsholmens Fastighetsförvaltning AB',
    );
    const projectId = await insertProject(brf, {
      title: 'Stambyte och badrumsrenovering i hus A–D',
      deadlineDays: 20,
      categoryIds: categories.slice(0, 5).map((category) => category.id),
      maxBids: 5,
    });
    await furnishProject(projectId, brf);
    const found: string[] = [];
    for (const [role, user, paths] of [
      ['brf', brf, ['/projects', '/projects/create', `/projects/${projectId}`]],
      ['service_provider', provider, ['/projects', `/projects/${projectId}`, `/projects/${projectId}/submit-quote`]],
    ] as const) {
      const context = await browser.newContext({ locale: 'sv-SE' });
      const page = await context.newPage();
      await signInAs(page, role, user);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        for (const path of paths) {
          await page.goto(path);
          await pageSettled(page);
          await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
          found.push(...(await axeViolations(page, `${role} ${path.replace(projectId, ':id')} ${width}px`)));
        }
      }
      await context.close();
    }
    expect(found).toEqual([]);
  });
});
