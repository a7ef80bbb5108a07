import { expect, test, type Page } from '@playwright/test';
import { signInThroughLogin } from '../support/accounts-pages.ts';
import { createConfirmedUser } from '../support/accounts-backend.ts';
import { axeViolations, pageSettled } from '../support/axe.ts';
import {
  activeCategories,
  createBrf,
  createProvider,
  insertProject,
  insertQuote,
  listedTitles,
  projectsPage,
  toast,
} from '../support/projects-world.ts';

const list = (page: Page) => projectsPage(page, 'project-list');
const row = (page: Page, title: string) =>
  list(page)
    .locator('ul[data-view] > li')
    .filter({ has: page.getByRole('heading', { name: title }) });

async function chooseInMultiSelect(page: Page, label: string, action: (panel: Page) => Promise<void>) {
  await list(page)
    .getByRole('button', { name: new RegExp(`^${label} `) })
    .click();
  await action(page);
  await page.keyboard.press('Escape');
}

test('a provider filters (status, category, text), sorts (deadline, its quote), shows cards; reload keeps it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const categories = await activeCategories();
  const [a, b, other] = categories.slice(-3);
  const token = `Q${Date.now().toString(36)}`;
  const brf = await createBrf();
  const provider = await createProvider([a!.id, b!.id]);
  const alfa = await insertProject(brf, {
    title: `${token} Stambyte Alfa`,
    deadlineDays: 20,
    categoryIds: [a!.id],
    description: 'x'.repeat(260),
  });
  const beta = await insertProject(brf, { title: `${token} Fasad Beta`, deadlineDays: 30, categoryIds: [b!.id] });
  await insertProject(brf, { title: `${token} Hiss Gamma`, deadlineDays: 10, categoryIds: [a!.id] });
  await insertProject(brf, { title: `${token} Tak Delta`, deadlineDays: -3, createdDaysAgo: 30, categoryIds: [b!.id] });
  await insertProject(brf, { title: `${token} Annan Epsilon`, deadlineDays: 15, categoryIds: [other!.id] });
  await insertQuote(alfa, provider, 1_250_000);
  await insertQuote(beta, provider, 800_000);

  await signInThroughLogin(page, provider.email, provider.password);
  await page.goto('/projects');
  await expect(list(page).getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(list(page).getByRole('link', { name: 'Create New Project' })).toHaveCount(0);

  // text: the search narrows to this test's projects (the other category's is not the provider's)
  await list(page).getByRole('searchbox', { name: 'Search' }).fill(token);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${token}`));
  await expect(list(page).getByText('Showing 4 of 4 projects', { exact: true })).toBeVisible();
  await expect(list(page).getByText('Filtered results', { exact: true })).toBeVisible();
  expect(await listedTitles(page)).toEqual([
    `${token} Hiss Gamma`,
    `${token} Stambyte Alfa`,
    `${token} Fasad Beta`,
    `${token} Tak Delta`,
  ]);

  // a quoted row: greyed, 'Your Quote' in SEK without decimals and a check mark; 200-character preview
  const alfaRow = row(page, `${token} Stambyte Alfa`);
  await expect(alfaRow).toHaveAttribute('data-quoted', 'true');
  await expect(alfaRow.locator('[data-part="your-quote"]')).toHaveText(/Your Quote:?\s*1\u00a0250\u00a0000\u00a0kr/);
  await expect(alfaRow.getByRole('img', { name: 'Quoted' })).toBeVisible();
  await expect(alfaRow.getByText(`${'x'.repeat(200)}...`, { exact: true })).toBeVisible();
  await expect(alfaRow.getByText(a!.english, { exact: true })).toBeVisible();
  // for whom and where
  await expect(alfaRow.getByText('BRF Testgården · Stockholm')).toBeVisible();
  // the deadline as the spec writes it, with its time
  await expect(alfaRow.getByText(/^[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}$/)).toBeVisible();
  await expect(row(page, `${token} Hiss Gamma`)).not.toHaveAttribute('data-quoted', 'true');
  await expect(row(page, `${token} Hiss Gamma`).locator('[data-part="your-quote"]')).toHaveCount(0);
  // status in title case; red when closed, green when open
  await expect(row(page, `${token} Tak Delta`).locator('[data-status]')).toHaveText('Closed');
  await expect(row(page, `${token} Tak Delta`).locator('[data-status]')).toHaveAttribute('data-tone', 'danger');
  await expect(alfaRow.locator('[data-status]')).toHaveText('Open');
  await expect(alfaRow.locator('[data-status]')).toHaveAttribute('data-tone', 'success');
  await pageSettled(page);
  expect(await axeViolations(page, 'project list')).toEqual([]);

  // status: only open
  await chooseInMultiSelect(page, 'Status', async () => {
    await list(page).getByRole('checkbox', { name: 'Closed', exact: true }).click();
    await expect(list(page).getByRole('checkbox', { name: 'Closed', exact: true })).not.toBeChecked();
    await list(page).getByRole('checkbox', { name: 'Awarded', exact: true }).click();
    await expect(list(page).getByRole('checkbox', { name: 'Awarded', exact: true })).not.toBeChecked();
    // the list shows cancelled projects too, so the filter offers them
    await list(page).getByRole('checkbox', { name: 'Cancelled', exact: true }).click();
    await expect(list(page).getByRole('checkbox', { name: 'Cancelled', exact: true })).not.toBeChecked();
  });
  await expect(list(page).getByRole('button', { name: /^Status 1 selected/ })).toBeVisible();
  await expect(page).toHaveURL(/[?&]status=open(&|$)/);
  await expect(list(page).getByText('Showing 3 of 3 projects', { exact: true })).toBeVisible();

  // category: None, then one
  await chooseInMultiSelect(page, 'Categories', async () => {
    await list(page).getByRole('button', { name: 'None: Categories' }).click();
    await expect(list(page).getByRole('button', { name: /^Categories None selected/ })).toBeVisible();
    await list(page).getByRole('checkbox', { name: b!.english, exact: true }).click();
    await expect(list(page).getByRole('checkbox', { name: b!.english, exact: true })).toBeChecked();
  });
  await expect(page).toHaveURL(new RegExp(`[?&]categories=${b!.id}`));
  expect(await listedTitles(page)).toEqual([`${token} Fasad Beta`]);
  await chooseInMultiSelect(page, 'Categories', async () => {
    await list(page).getByRole('button', { name: 'All: Categories' }).click();
  });
  await expect(list(page).getByRole('button', { name: /^Categories All categories/ })).toBeVisible();
  await expect(list(page).getByText('Showing 3 of 3 projects', { exact: true })).toBeVisible();

  // applied: only the quoted ones
  await chooseInMultiSelect(page, 'Applied', async () => {
    await list(page).getByRole('checkbox', { name: 'Unapplied', exact: true }).click();
    await expect(list(page).getByRole('checkbox', { name: 'Unapplied', exact: true })).not.toBeChecked();
  });
  await expect(list(page).getByText('Showing 2 of 2 projects', { exact: true })).toBeVisible();
  await chooseInMultiSelect(page, 'Applied', async () => {
    await list(page).getByRole('checkbox', { name: 'Unapplied', exact: true }).click();
    await expect(list(page).getByRole('checkbox', { name: 'Unapplied', exact: true })).toBeChecked();
  });
  await expect(list(page).getByRole('button', { name: /^Applied All applied/ })).toBeVisible();

  // sorts: deadline latest first, then the provider's quoted amount (unquoted last)
  await list(page).getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Deadline (latest first)' });
  await expect(page).toHaveURL(/[?&]order=desc/);
  await expect
    .poll(() => listedTitles(page))
    .toEqual([`${token} Fasad Beta`, `${token} Stambyte Alfa`, `${token} Hiss Gamma`]);
  await list(page).getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Quoted amount (lowest first)' });
  await expect(page).toHaveURL(/[?&]sort=quoted_amount/);
  await expect
    .poll(() => listedTitles(page))
    .toEqual([`${token} Fasad Beta`, `${token} Stambyte Alfa`, `${token} Hiss Gamma`]);
  await list(page).getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Quoted amount (highest first)' });
  await expect
    .poll(() => listedTitles(page))
    .toEqual([`${token} Stambyte Alfa`, `${token} Fasad Beta`, `${token} Hiss Gamma`]);

  // deadline shortcut: 14 days leaves the one due in 10
  await list(page).getByRole('button', { name: '14 days', exact: true }).click();
  await expect(page).toHaveURL(/[?&]deadline_lte=\d{4}-\d{2}-\d{2}/);
  await expect.poll(() => listedTitles(page)).toEqual([`${token} Hiss Gamma`]);
  await list(page).getByLabel('Deadline up to').fill('2099-12-31');
  await expect(list(page).getByText('Showing 3 of 3 projects', { exact: true })).toBeVisible();

  // cards, then a reload shows the same address, controls and list
  await list(page).getByRole('button', { name: 'Cards', exact: true }).click();
  await expect(page).toHaveURL(/[?&]view=cards/);
  await expect(list(page).locator('ul[data-view="cards"]')).toBeVisible();
  await expect(list(page).getByText(`${'x'.repeat(100)}...`, { exact: true })).toBeVisible();
  const before = page.url();
  const titles = await listedTitles(page);
  await page.reload();
  await expect(list(page).locator('ul[data-view="cards"]')).toBeVisible();
  expect(page.url()).toBe(before);
  await expect.poll(() => listedTitles(page)).toEqual(titles);
  await expect(list(page).getByRole('searchbox', { name: 'Search' })).toHaveValue(token);
  await expect(list(page).getByRole('combobox', { name: 'Sort by' })).toHaveValue('quoted_amount_desc');
  await expect(list(page).getByRole('button', { name: /^Status 1 selected/ })).toBeVisible();
  await expect(list(page).getByRole('button', { name: 'Cards', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await pageSettled(page);
  expect(await axeViolations(page, 'project cards')).toEqual([]);

  // the empty state and 'Clear all filters'
  await list(page).getByRole('searchbox', { name: 'Search' }).fill(`${token}-nothing-matches`);
  await expect(list(page).getByRole('heading', { name: 'No projects found' })).toBeVisible();
  await expect(list(page).getByText('Try adjusting your filters or search terms', { exact: true })).toBeVisible();
  await pageSettled(page);
  expect(await axeViolations(page, 'empty list')).toEqual([]);
  await list(page).getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/projects\?view=cards$/);
  await expect(list(page).getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await expect(list(page).getByText('Filtered results')).toHaveCount(0);
  await expect(list(page).getByRole('button', { name: /^Status All statuses/ })).toBeVisible();

  // the search's own clear button empties it and the address
  await list(page).getByRole('searchbox', { name: 'Search' }).fill(token);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${token}`));
  await list(page).getByRole('button', { name: 'Clear search' }).click();
  await expect(list(page).getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await expect(list(page).getByRole('searchbox', { name: 'Search' })).toBeFocused();
  await expect(page).not.toHaveURL(/[?&]q=/);

  // the bar's 'Clear' puts every filter and the sort back, and keeps the view
  await list(page).getByRole('searchbox', { name: 'Search' }).fill(token);
  await list(page).getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Title (Z-A)' });
  await list(page).getByRole('button', { name: '30 days', exact: true }).click();
  await expect(page).toHaveURL(/[?&]deadline_lte=/);
  await list(page).getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page).toHaveURL(/\/projects\?view=cards$/);
  await expect(list(page).getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await expect(list(page).getByRole('combobox', { name: 'Sort by' })).toHaveValue('deadline_asc');
});

test('a BRF sees only its own projects and the create link; a provider is sent away from /projects/create', async ({
  page,
}) => {
  const categories = await activeCategories();
  const brf = await createBrf();
  const otherBrf = await createBrf('Olof');
  const token = `B${Date.now().toString(36)}`;
  await insertProject(brf, { title: `${token} Egen`, deadlineDays: 20, categoryIds: [categories[0]!.id] });
  await insertProject(otherBrf, { title: `${token} Annans`, deadlineDays: 20, categoryIds: [categories[0]!.id] });
  await signInThroughLogin(page, brf.email, brf.password);
  await page.goto('/projects');
  await expect(list(page).getByRole('link', { name: 'Create New Project' })).toHaveAttribute(
    'href',
    '/projects/create',
  );
  await expect(list(page).getByRole('button', { name: /^Applied/ })).toHaveCount(0);
  expect(await listedTitles(page)).toEqual([`${token} Egen`]);
  await expect(list(page).getByText('Showing 1 of 1 projects', { exact: true })).toBeVisible();
  await expect(list(page).getByText('Filtered results')).toHaveCount(0);

  const provider = await createProvider([categories[0]!.id]);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInThroughLogin(page, provider.email, provider.password);
  await page.goto('/projects/create');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/projects/00000000-0000-4000-8000-000000000000');
  await expect(projectsPage(page, 'project-detail').getByRole('heading', { name: 'Project not found.' })).toBeVisible();
  // spec 8 lists it among the toasts too
  await expect(toast(page, 'error', 'Project not found.')).toBeVisible();
});

test('a provider without a profile row gets the empty list, not an error (spec 8: PGRST116 is tolerated)', async ({
  page,
}) => {
  const user = await createConfirmedUser({
    prefix: 'provider-no-profile',
    metadata: {
      first_name: 'Nils',
      last_name: 'Profillös',
      registration_step: 'organization_completed',
      organization_type: 'service_provider',
    },
  });
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  await signInThroughLogin(page, user.email, user.password);
  await expect(page).toHaveURL('/projects');
  const list = projectsPage(page, 'project-list');
  await expect(list.getByRole('heading', { name: 'No projects found' })).toBeVisible();
  await expect(list.getByRole('alert')).toHaveCount(0);
  expect(consoleErrors.filter((text) => text.includes('Error fetching Service Provider profile'))).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the filters fold behind a Filter button that counts the ones in use', async ({ page }) => {
    const brf = await createBrf('Mobil');
    await signInThroughLogin(page, brf.email, brf.password);
    await page.goto('/projects');
    const toggle = list(page).getByRole('button', { name: 'Filter', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // the search stays in view; the rest waits behind the button
    await expect(list(page).getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(list(page).getByRole('button', { name: /^Status / })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await chooseInMultiSelect(page, 'Status', async () => {
      await list(page).getByRole('checkbox', { name: 'Cancelled', exact: true }).click();
    });
    await list(page).getByRole('button', { name: '7 days' }).click();
    await expect(list(page).getByRole('button', { name: 'Filter (2)' })).toBeVisible();
    expect(await axeViolations(page, 'project list, filters open, 375 px')).toEqual([]);
  });
});
