// One VAT basis in every headline number (decision 0026). A board of one sets its budget before any
// quote, then two providers quote on different bases: 4 350 000 kr excluding VAT (5 437 500 kr as the
// BRF pays it) and 5 000 000 kr including VAT. Every headline number compares and states the amount
// including VAT with the amount excluding VAT beside it: the tiles, the statistics, the cards, the
// comparison against the budget, the award's dialog, the log and the board's list, at 1280 and
// 375 px, in English and Swedish, axe clean. A bidder never sees the budget.
import { expect, test, type Page } from '@playwright/test';
import { serviceClient } from '../support/accounts-backend.ts';
import { axeViolations, pageSettled } from '../support/axe.ts';
import { overflowingElements } from '../support/layout.ts';
import {
  activeCategories,
  createBrf,
  dateTimeInput,
  daysFromNow,
  createProvider,
  insertProject,
  projectsPage,
  toast,
  type Brf,
  type Provider,
} from '../support/projects-world.ts';
import { signedInPage } from '../support/roles.ts';

const NBSP = /\u00a0/g;
/** What a locator says, with the no-break spaces Swedish number format writes read as spaces. */
const said = async (locator: ReturnType<Page['locator']>) => ((await locator.textContent()) ?? '').replace(NBSP, ' ');
const quotesSection = (page: Page) => page.locator('[data-remote="mf-quotes"][data-page="quotes-section"]');
const tile = (page: Page, label: string) =>
  projectsPage(page, 'project-detail').getByRole('group', { name: label, exact: true });
/** A tile's lines as shown: its label, the amount, then the basis and the other amount beneath. */
const tileLines = async (page: Page, label: string) =>
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's locator.innerText(), the lines a user sees
  (await tile(page, label).innerText())
    .replace(NBSP, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

test.describe.configure({ mode: 'serial' });

let brf: Brf;
let alfa: Provider;
let beta: Provider;
let projectId: string;
const title = `Stambyte 48 lägenheter ${Date.now()}`;

async function quote(provider: Provider, amount: number, basis: 'excl_vat' | 'incl_vat') {
  const { error } = await serviceClient().from('quotes').insert({
    project_id: projectId,
    service_provider_id: provider.profileId,
    quote_amount: amount,
    price_basis: basis,
    description: 'Stambyte enligt förfrågningsunderlaget.',
    status: 'submitted',
  });
  if (error) throw new Error(`quotes: ${error.message}`);
}

test.beforeAll(async () => {
  const category = (await activeCategories())[0]!;
  [brf, alfa, beta] = await Promise.all([
    createBrf('Stina'),
    createProvider([category.id], 'Alfa Rör AB'),
    createProvider([category.id], 'Beta Bygg AB'),
  ]);
  projectId = await insertProject(brf, { title, deadlineDays: 2, createdDaysAgo: 20, categoryIds: [category.id] });
});

test('the board sets its budget with its basis before any quote; a bidder never sees it', async ({ browser }) => {
  const page = await signedInPage(browser, brf);
  await page.goto(`/projects/${projectId}`);
  await expect(tile(page, 'Budget')).toContainText('Not set');
  await expect(tile(page, 'Budget')).toContainText('Only your board sees it');
  await page.getByRole('button', { name: 'Set the budget' }).click();
  const dialog = page.getByRole('dialog', { name: 'Project budget' });
  await dialog.getByRole('textbox', { name: 'Amount in SEK' }).fill('4 200 000');
  // the basis is asked for, with nothing chosen for the board
  const basis = dialog.getByRole('combobox', { name: 'VAT' });
  await expect(basis).toHaveValue('');
  await basis.focus();
  await page.keyboard.press('Tab');
  await expect(dialog.getByText('Choose whether the budget includes VAT.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await basis.selectOption('excl_vat');
  expect(await axeViolations(page, 'budget dialog', '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'Budget saved.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect
    .poll(() => tileLines(page, 'Budget'))
    .toEqual(['Budget', '5 250 000 kr', 'incl. VAT (4 200 000 kr excl.)']);
  await expect(page.getByRole('button', { name: 'Set the budget' })).toBeVisible();

  const bidder = await signedInPage(browser, alfa);
  await bidder.goto(`/projects/${projectId}`);
  await expect(tile(bidder, 'Viewing dates')).toBeVisible();
  await expect(tile(bidder, 'Budget')).toHaveCount(0);
  await expect(bidder.getByText('5 250 000', { exact: false })).toHaveCount(0);
});

test('after the deadline every headline number is including VAT, the amount excluding VAT beside it', async ({
  browser,
}) => {
  await quote(alfa, 4_350_000, 'excl_vat');
  await quote(beta, 5_000_000, 'incl_vat');
  await serviceClient()
    .from('projects')
    .update({ submission_deadline: new Date(Date.now() - 60_000).toISOString() })
    .eq('id', projectId);

  const page = await signedInPage(browser, brf);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/projects/${projectId}`);
  // the lower number (excluding VAT) is the higher price: the tiles compare including VAT
  await expect
    .poll(() => tileLines(page, 'Lowest bid'))
    .toEqual(['Lowest bid', '5 000 000 kr', 'incl. VAT (4 000 000 kr excl.)']);
  expect(await tileLines(page, 'Highest bid')).toEqual([
    'Highest bid',
    '5 437 500 kr',
    'incl. VAT (4 350 000 kr excl.)',
  ]);
  // fixed once the first quote arrived: nothing offers to change it
  expect(await tileLines(page, 'Budget')).toEqual(['Budget', '5 250 000 kr', 'incl. VAT (4 200 000 kr excl.)']);
  await expect(page.getByRole('button', { name: 'Set the budget' })).toHaveCount(0);

  const section = quotesSection(page);
  const stat = (name: string) => said(section.locator(`[data-stat="${name}"]`));
  await expect.poll(() => stat('average')).toBe('5 218 750 kr incl. VAT (4 175 000 kr excl.)');
  expect(await stat('range')).toBe('5 000 000 kr – 5 437 500 kr incl. VAT (4 000 000 kr – 4 350 000 kr excl.)');
  expect(await stat('lowest-bidder')).toContain('Beta Bygg AB5 000 000 kr incl. VAT (4 000 000 kr excl.)');
  expect(await stat('highest-bidder')).toContain('Alfa Rör AB5 437 500 kr incl. VAT (4 350 000 kr excl.)');

  const alfaCard = section.getByRole('article', { name: 'Quote from Alfa Rör AB' });
  expect(await said(alfaCard.getByTestId('quote-amount'))).toBe('5 437 500 kr incl. VAT (4 350 000 kr excl.)');
  await expect(alfaCard.getByTestId('quoted-basis')).toHaveText('Quoted excluding VAT');

  // the comparison sets each quote against the board's budget, lowest including VAT first
  const comparison = section.getByRole('region', { name: 'Comparison' });
  expect(await said(comparison.locator('[data-budget]'))).toBe(
    "The board's budget: 5 250 000 kr incl. VAT (4 200 000 kr excl.). Only the board sees it.",
  );
  const againstBudget = comparison.locator('tr[data-row="againstBudget"] td');
  await expect(againstBudget).toHaveText(['5% under budget', '4% over budget']);

  expect(await axeViolations(page, 'project detail at 1280 px')).toEqual([]);

  // the award's dialog names the amount on the same basis
  await alfaCard.getByRole('button', { name: 'Award the project to Alfa Rör AB' }).click();
  const dialog = page.getByRole('dialog', { name: 'Award the project?' });
  expect(await said(dialog.locator('p').first())).toBe(
    'Award the project to Alfa Rör AB for 5 437 500 kr incl. VAT (4 350 000 kr excl.)? This cannot be undone. ' +
      'Every provider who quoted is notified.',
  );
  expect(await axeViolations(page, 'award dialog', '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('textbox', { name: /Reason for the award/ }).fill('Bäst garanti och referenser.');
  await dialog.getByRole('button', { name: 'Award project' }).click();
  await expect(
    toast(page, 'success', 'The project was awarded to Alfa Rör AB for 5 437 500 kr incl. VAT (4 350 000 kr excl.).'),
  ).toBeVisible();

  // the log names the award on the same basis
  await page.reload();
  const log = projectsPage(page, 'project-detail').getByRole('region', { name: 'Activity' });
  await expect(log.getByText(/awarded the project to Alfa Rör AB for/)).toBeVisible();
  expect(await said(log.getByText(/awarded the project to Alfa Rör AB for/))).toContain(
    'awarded the project to Alfa Rör AB for 5 437 500 kr incl. VAT (4 350 000 kr excl.)',
  );
});

test('at 375 px and in Swedish the numbers keep their basis and nothing widens the page', async ({ browser }) => {
  const page = await signedInPage(browser, brf, { locale: 'sv-SE', viewport: { width: 375, height: 800 } });
  await page.goto(`/projects/${projectId}`);
  await expect
    .poll(() => tileLines(page, 'Lägsta offert'))
    .toEqual(['Lägsta offert', '5 000 000 kr', 'inkl. moms (4 000 000 kr exkl.)']);
  expect(await tileLines(page, 'Budget')).toEqual(['Budget', '5 250 000 kr', 'inkl. moms (4 200 000 kr exkl.)']);
  const section = quotesSection(page);
  await expect
    .poll(() => said(section.locator('[data-stat="average"]')))
    .toBe('5 218 750 kr inkl. moms (4 175 000 kr exkl.)');
  const alfaCard = section.getByRole('article', { name: 'Offert från Alfa Rör AB' });
  expect(await said(alfaCard.getByTestId('quote-amount'))).toBe('5 437 500 kr inkl. moms (4 350 000 kr exkl.)');
  await expect(alfaCard.getByTestId('quoted-basis')).toHaveText('Offererat exklusive moms');
  const againstBudget = section.locator('tr[data-row="againstBudget"] td');
  await expect(againstBudget).toHaveCount(2);
  expect(await said(againstBudget.first())).toBe('5 % under budget');
  expect(await said(againstBudget.last())).toBe('4 % över budget');
  await pageSettled(page);
  expect(await overflowingElements(page)).toEqual([]);
  expect(await axeViolations(page, 'project detail at 375 px, Swedish')).toEqual([]);

  // the board's list: its lowest quote including VAT, the amount excluding VAT beside it
  await page.goto(`/projects?q=${encodeURIComponent(title)}`);
  const row = projectsPage(page, 'project-list').locator('li', { hasText: title });
  expect(await said(row.locator('[data-part="lowest-quote"] dd'))).toBe('5 000 000 kr inkl. moms (4 000 000 kr exkl.)');

  // the decision pack sets the winner against the budget
  await page.goto(`/projects/${projectId}/decision`);
  const decision = page.getByRole('region', { name: '5. Beslut' });
  await expect(decision.getByText('Mot budgeten')).toBeVisible();
  expect(await said(decision.getByText('Mot budgeten').locator('xpath=following-sibling::dd[1]'))).toBe(
    '4 % över budget',
  );
});

test("a budget given on the create form is the new project's, on its basis", async ({ browser }) => {
  const category = (await activeCategories())[0]!;
  const page = await signedInPage(browser, brf);
  await page.goto('/projects/create');
  const create = projectsPage(page, 'create-project');
  await create.getByRole('textbox', { name: 'Title', exact: true }).fill(`Takbyte ${Date.now()}`);
  await create
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Byte av yttertak på hus A och B, med plåtarbeten och nya takfotsplåtar.');
  await create.getByLabel('Submission Deadline').fill(dateTimeInput(daysFromNow(10)));
  await create.getByRole('checkbox', { name: category.english, exact: true }).check();
  const budget = create.getByRole('group', { name: 'Budget (optional)' });
  await expect(budget).toContainText('never a bidder');
  await budget.getByRole('textbox', { name: 'Amount in SEK' }).fill('1 000 000');
  await budget.getByRole('combobox', { name: 'VAT' }).selectOption('incl_vat');
  expect(await axeViolations(page, 'create form with a budget')).toEqual([]);
  await create.getByRole('button', { name: 'Create Project' }).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  await expect
    .poll(() => tileLines(page, 'Budget'))
    .toEqual(['Budget', '1 000 000 kr', 'incl. VAT (800 000 kr excl.)']);
});
