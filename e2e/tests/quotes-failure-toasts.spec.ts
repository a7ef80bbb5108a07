import { expect, test } from '@playwright/test';
import { anonClient } from '../support/accounts-backend.ts';
import {
  activeCategories,
  createBrf,
  createProvider,
  insertProject,
  insertQuote,
  refuseWithOutage,
  toast,
} from '../support/projects-world.ts';
import { signInAs } from '../support/roles.ts';

/** projects spec, toasts: each failure of the quotes area says the spec's words and keeps what was there. */

const quotesSection = (page: import('@playwright/test').Page) =>
  page.locator('[data-remote="mf-quotes"][data-page="quotes-section"]');

async function world(deadlineDays: number) {
  const [category] = await activeCategories();
  const brf = await createBrf('Felfall');
  const provider = await createProvider([category!.id], 'Felfri Bygg AB');
  const projectId = await insertProject(brf, {
    title: 'Stambyte hus H',
    deadlineDays,
    createdDaysAgo: deadlineDays < 7 ? 30 : 1,
    categoryIds: [category!.id],
  });
  const quoteId = await insertQuote(projectId, provider, 640_000);
  return { brf, provider, projectId, quoteId };
}

test("a quote deletion that fails: 'Failed to delete quote. Please try again.', and the quote stays", async ({
  page,
}) => {
  const { provider, projectId } = await world(20);
  await signInAs(page, 'service_provider', provider);
  await page.goto(`/projects/${projectId}`);
  await page.route('**/rest/v1/quotes*', (route) =>
    route.request().method() === 'DELETE' ? refuseWithOutage(route) : route.continue(),
  );
  const own = page.locator('[data-remote="mf-quotes"][data-page="your-quote"]');
  await own.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete your quote?' }).getByRole('button', { name: 'Delete quote' }).click();
  await expect(toast(page, 'error', 'Failed to delete quote. Please try again.')).toBeVisible();
  await expect(own.getByTestId('own-quote-amount')).toBeVisible();
});

test("provider information that cannot be read: 'Failed to load service provider information.'", async ({ page }) => {
  const { brf, projectId } = await world(20);
  await signInAs(page, 'brf', brf);
  await page.goto(`/projects/${projectId}`);
  const card = quotesSection(page).getByRole('article', { name: 'Quote from Felfri Bygg AB' });
  await expect(card).toBeVisible();
  await page.route('**/rest/v1/service_provider_profiles*', refuseWithOutage);
  await card.getByRole('button', { name: 'Felfri Bygg AB', exact: true }).click();
  await expect(toast(page, 'error', 'Failed to load service provider information.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Felfri Bygg AB' })).toHaveCount(0);
});

test("a review that cannot be saved: 'Failed to submit review.', and the stars chosen stay", async ({ page }) => {
  const { brf, provider, projectId, quoteId } = await world(-2);
  const owner = anonClient();
  await owner.auth.signInWithPassword({ email: brf.email, password: brf.password });
  expect(
    (await owner.rpc('award_project', { p_project_id: projectId, p_quote_id: quoteId, p_reason: 'Lägst pris.' })).error,
  ).toBeNull();
  await signInAs(page, 'brf', brf);
  await page.goto(`/projects/${projectId}/review/${provider.profileId}`);
  await page.route('**/rest/v1/reviews*', (route) =>
    route.request().method() === 'GET' ? route.continue() : refuseWithOutage(route),
  );
  await page.getByRole('radio', { name: '4 stars' }).check();
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toast(page, 'error', 'Failed to submit review.')).toBeVisible();
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
});

test('an award the database refuses as too early (the page thought the deadline passed) toasts its words', async ({
  page,
}) => {
  const { brf, projectId } = await world(3);
  // this browser's clock runs ahead of the database's: the button is enabled, the database refuses
  await page.clock.install({ time: new Date(Date.now() + 5 * 86_400_000) });
  await signInAs(page, 'brf', brf);
  await page.goto(`/projects/${projectId}`);
  const card = quotesSection(page).getByRole('article', { name: 'Quote from Felfri Bygg AB' });
  await card.getByRole('button', { name: 'Award the project to Felfri Bygg AB' }).click();
  const confirm = page.getByRole('dialog', { name: 'Award the project?' });
  await confirm.getByRole('textbox', { name: /Reason for the award/ }).fill('Enda offerten.');
  await confirm.getByRole('button', { name: 'Award project' }).click();
  await expect(
    toast(page, 'error', 'You can only award the project after the submission deadline has passed.'),
  ).toBeVisible();
});
