import { expect, test, type Page, type Route } from '@playwright/test';
import { signInThroughLogin } from '../support/accounts-pages.ts';
import { serviceClient } from '../support/accounts-backend.ts';
import {
  activeCategories,
  createBrf,
  createProvider,
  dateTimeInput,
  daysFromNow,
  fileOf,
  furnishProject,
  insertProject,
  insertQuote,
  projectsPage,
  refuseWithOutage,
  toast,
} from '../support/projects-world.ts';

const dialog = (page: Page) => page.getByRole('dialog');

/** Fails the requests to a path with a given method while `during` runs. */
async function failing(page: Page, pattern: string, method: string, during: () => Promise<void>) {
  const handler = (route: Route) => (route.request().method() === method ? refuseWithOutage(route) : route.fallback());
  await page.route(pattern, handler);
  try {
    await during();
  } finally {
    await page.unroute(pattern, handler);
  }
}

test('every failure toast of the detail page, by its exact text', async ({ page }) => {
  test.setTimeout(90_000);
  const categories = await activeCategories();
  const brf = await createBrf();
  const projectId = await insertProject(brf, {
    title: 'Takbyte hus A',
    deadlineDays: 30,
    categoryIds: [categories[0]!.id],
  });
  await furnishProject(projectId, brf);
  await signInThroughLogin(page, brf.email, brf.password);
  await page.goto(`/projects/${projectId}`);
  const detail = projectsPage(page, 'project-detail');
  await expect(detail.getByRole('heading', { level: 1, name: 'Takbyte hus A' })).toBeVisible();

  await failing(page, '**/rest/v1/projects?*', 'PATCH', async () => {
    await detail.getByRole('button', { name: 'Edit title' }).click();
    await detail.getByRole('textbox', { name: 'Title', exact: true }).fill('Takbyte hus A och B');
    await detail.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'error', 'Failed to update title')).toBeVisible();
    await detail.getByRole('button', { name: 'Cancel' }).click();

    await detail.getByRole('button', { name: 'Edit Description' }).click();
    await detail.getByRole('textbox', { name: 'Description', exact: true }).fill('En ny beskrivning av taket.');
    await detail.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'error', 'Failed to update description')).toBeVisible();
    await detail.getByRole('button', { name: 'Cancel' }).click();

    await detail.getByRole('button', { name: 'Edit submission deadline' }).click();
    await dialog(page)
      .getByLabel('Submission Deadline')
      .fill(dateTimeInput(daysFromNow(45)));
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'error', 'Failed to update deadline. Please try again.')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  });

  await failing(page, '**/rest/v1/rpc/set_project_categories', 'POST', async () => {
    await detail.getByRole('button', { name: 'Edit Service Categories' }).click();
    await detail.getByRole('checkbox', { name: categories[1]!.english, exact: true }).check();
    await detail.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'error', 'Failed to update service categories')).toBeVisible();
    await detail.getByRole('button', { name: 'Cancel' }).click();
  });

  await failing(page, '**/rest/v1/project_addresses?*', 'PATCH', async () => {
    await detail.getByRole('button', { name: /^Edit address/ }).click();
    await dialog(page).getByRole('textbox', { name: 'City', exact: true }).fill('Solna');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'error', 'Failed to update address')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  });
  await failing(page, '**/rest/v1/project_addresses?*', 'DELETE', async () => {
    await detail.getByRole('button', { name: /^Delete address/ }).click();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'error', 'Failed to delete address')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  });

  await failing(page, '**/rest/v1/project_viewing_dates?*', 'PATCH', async () => {
    await detail.getByRole('button', { name: /^Edit viewing date/ }).click();
    await dialog(page).getByRole('spinbutton', { name: 'Duration', exact: true }).fill('45');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'error', 'Failed to save viewing date')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  });
  await failing(page, '**/rest/v1/project_viewing_dates?*', 'DELETE', async () => {
    await detail.getByRole('button', { name: /^Delete viewing date/ }).click();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'error', 'Failed to delete viewing date')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  });

  await failing(page, '**/storage/v1/object/sign/**', 'POST', async () => {
    const popup = page.waitForEvent('popup');
    await detail.getByRole('button', { name: 'Download underlag.pdf' }).click();
    await expect(toast(page, 'error', 'Failed to open attachment.')).toBeVisible();
    // the tab opened at the click is closed again
    await expect.poll(async () => (await popup).isClosed()).toBe(true);
  });
  await failing(page, '**/rest/v1/project_attachments?*', 'DELETE', async () => {
    await detail.getByRole('button', { name: 'Delete underlag.pdf' }).click();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'error', 'Failed to delete file. Please try again.')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  });
  await failing(page, '**/storage/v1/object/project-files/**', 'POST', async () => {
    await detail.getByLabel('Add files').setInputFiles([fileOf('bilaga.pdf', 'application/pdf')]);
    await expect(toast(page, 'error', 'Failed to upload files: Simulated outage')).toBeVisible();
  });

  await failing(page, '**/rest/v1/rpc/delete_project', 'POST', async () => {
    await detail.getByRole('button', { name: 'Project actions' }).click();
    await detail.getByRole('button', { name: 'Delete project…' }).click();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'error', 'Failed to delete project. Please try again.')).toBeVisible();
  });
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}$`));
});

test('a provider follows and unfollows, not while quoting, and sees no amounts; the owner sees the bid range', async ({
  page,
}) => {
  const categories = await activeCategories();
  const brf = await createBrf();
  const provider = await createProvider([categories[0]!.id]);
  const rival = await createProvider([categories[0]!.id], 'Rival Bygg AB');
  const followed = await insertProject(brf, {
    title: 'Laddstolpar i garaget',
    deadlineDays: 20,
    categoryIds: [categories[0]!.id],
  });
  const quoted = await insertProject(brf, {
    title: 'Hissbyte i hus B',
    deadlineDays: 20,
    categoryIds: [categories[0]!.id],
    maxBids: 8,
  });
  await insertQuote(quoted, provider, 420_000);
  await insertQuote(quoted, rival, 515_000.5);
  await signInThroughLogin(page, provider.email, provider.password);

  await page.goto(`/projects/${followed}`);
  const detail = projectsPage(page, 'project-detail');
  await expect(detail.getByRole('group', { name: 'Max Bids' })).toContainText('Not specified');
  await expect(detail.getByRole('button', { name: 'Edit title' })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Project actions' })).toHaveCount(0);
  await expect(detail.getByText('No viewing dates have been scheduled yet.', { exact: true })).toBeVisible();
  await expect(detail.getByText('No addresses specified for this project.', { exact: true })).toBeVisible();
  await detail.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(detail.getByRole('button', { name: 'Unfollow', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await detail.getByRole('button', { name: 'Unfollow', exact: true }).click();
  await expect(detail.getByRole('button', { name: 'Follow', exact: true })).toHaveAttribute('aria-pressed', 'false');

  // quoting followed the project; a provider with a quote cannot unfollow
  await page.goto(`/projects/${quoted}`);
  await expect(detail.getByRole('button', { name: 'Unfollow', exact: true })).toBeDisabled();
  await expect(detail.getByText('Lowest bid')).toHaveCount(0);
  await expect(detail.getByRole('group', { name: 'Max Bids' })).toContainText('8');
  await expect(detail.getByRole('group', { name: 'Status' })).toContainText('Open');

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInThroughLogin(page, brf.email, brf.password);
  await page.goto(`/projects/${quoted}`);
  // including VAT, the amount as quoted (excluding VAT) beneath it (decision 0026)
  await expect(detail.getByRole('group', { name: 'Lowest bid' })).toContainText('525\u00a0000\u00a0kr');
  await expect(detail.getByRole('group', { name: 'Lowest bid' })).toContainText('(420\u00a0000\u00a0kr excl.)');
  await expect(detail.getByRole('group', { name: 'Highest bid' })).toContainText('643\u00a0751\u00a0kr');
  await expect(detail.getByRole('group', { name: 'Highest bid' })).toContainText('(515\u00a0001\u00a0kr excl.)');
  await expect(detail.getByRole('button', { name: /^(Follow|Unfollow)$/ })).toHaveCount(0);
});

test("a new project's file whose metadata cannot be stored is removed again; the list's error state retries", async ({
  page,
}) => {
  const categories = await activeCategories();
  const brf = await createBrf();
  await signInThroughLogin(page, brf.email, brf.password);

  // the list: a failed read shows the error and a retry that loads it
  let failList = true;
  const consoleErrors: string[] = [];
  page.on('console', (entry) => void (entry.type() === 'error' && consoleErrors.push(entry.text())));
  await page.route('**/rest/v1/rpc/list_projects', (route) => (failList ? refuseWithOutage(route) : route.fallback()));
  await page.goto('/projects');
  const list = projectsPage(page, 'project-list');
  await expect(list.getByText('The projects could not be loaded.', { exact: true })).toBeVisible({ timeout: 20_000 });
  // spec 8: the list's error, in the console only
  expect(consoleErrors).toContainEqual(expect.stringContaining('Error fetching projects for BRF: Simulated outage'));
  failList = false;
  await list.getByRole('button', { name: 'Try again' }).click();
  // a board with no projects yet is welcomed and offered its first one
  await expect(list.getByRole('heading', { name: 'Welcome! Your association has no projects yet' })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Create your first project' })).toHaveAttribute(
    'href',
    '/projects/create',
  );
  await expect(list.getByRole('heading', { name: 'No projects found' })).toHaveCount(0);

  await page.goto('/projects/create');
  const create = projectsPage(page, 'create-project');
  await create.getByRole('textbox', { name: 'Title', exact: true }).fill('Laddstolpar i garaget');
  await create
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Tio laddplatser med lastbalansering i garaget.');
  await create.getByLabel('Submission Deadline').fill(dateTimeInput(daysFromNow(15)));
  await create.getByRole('checkbox', { name: categories[0]!.english, exact: true }).check();
  await create.getByLabel('Attachments').setInputFiles([fileOf('offertunderlag.pdf', 'application/pdf')]);
  await page.route('**/rest/v1/project_attachments*', (route) =>
    route.request().method() === 'POST' ? refuseWithOutage(route) : route.fallback(),
  );
  await create.getByRole('button', { name: 'Create Project' }).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  await expect(toast(page, 'error', 'Failed to upload files: Simulated outage')).toBeVisible();
  const projectId = page.url().split('/').pop()!;
  const { data: objects } = await serviceClient().storage.from('project-files').list(projectId);
  expect(objects ?? []).toEqual([]);
  await expect(projectsPage(page, 'project-detail').getByText('offertunderlag.pdf')).toHaveCount(0);
});

test('Follow shows on awarded and cancelled projects too; on a closed one only a follower sees Unfollow', async ({
  page,
}) => {
  const categories = await activeCategories();
  const brf = await createBrf();
  const other = await createBrf('Olle');
  const category = [categories[0]!.id];
  const awarded = await insertProject(brf, {
    title: 'Tilldelat takbyte',
    deadlineDays: -2,
    createdDaysAgo: 20,
    categoryIds: category,
  });
  const cancelled = await insertProject(brf, { title: 'Inställd fasad', deadlineDays: 20, categoryIds: category });
  const closed = await insertProject(brf, {
    title: 'Stängd hiss',
    deadlineDays: -2,
    createdDaysAgo: 20,
    categoryIds: category,
  });
  const followedClosed = await insertProject(brf, {
    title: 'Följd och stängd',
    deadlineDays: 20,
    createdDaysAgo: 20,
    categoryIds: category,
  });
  const db = serviceClient();
  expect((await db.from('projects').update({ status: 'awarded' }).eq('id', awarded)).error).toBeNull();
  expect((await db.from('projects').update({ status: 'cancelled' }).eq('id', cancelled)).error).toBeNull();
  // followed while open, then its deadline passed
  expect(
    (
      await db
        .from('project_subscriptions')
        .insert({ project_id: followedClosed, user_id: other.id, is_subscribed: true })
    ).error,
  ).toBeNull();
  expect(
    (
      await db
        .from('projects')
        .update({ submission_deadline: daysFromNow(-1).toISOString() })
        .eq('id', followedClosed)
    ).error,
  ).toBeNull();
  await signInThroughLogin(page, other.email, other.password);
  const detail = projectsPage(page, 'project-detail');

  for (const project of [awarded, cancelled]) {
    await page.goto(`/projects/${project}`);
    await detail.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(detail.getByRole('button', { name: 'Unfollow', exact: true })).toHaveAttribute('aria-pressed', 'true');
  }
  await page.goto(`/projects/${closed}`);
  await expect(detail.getByRole('heading', { name: 'Stängd hiss' })).toBeVisible();
  await expect(detail.getByRole('button', { name: /^(Follow|Unfollow)$/ })).toHaveCount(0);
  await page.goto(`/projects/${followedClosed}`);
  await detail.getByRole('button', { name: 'Unfollow', exact: true }).click();
  await expect(detail.getByRole('button', { name: /^(Follow|Unfollow)$/ })).toHaveCount(0);
});
