import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { textbox } from '../support/accounts-pages.ts';
import { anonClient, serviceClient } from '../support/accounts-backend.ts';
import { axeViolations, pageSettled } from '../support/axe.ts';
import {
  activeCategories,
  createBrf,
  createProvider,
  daysFromNow,
  fileOf,
  insertProject,
  toast,
  type Brf,
  type Provider,
} from '../support/projects-world.ts';

/** Amounts are shown in Swedish format with non-breaking spaces: match any space. */
const sek = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'));
const quotesSection = (page: Page) => page.locator('[data-remote="mf-quotes"][data-page="quotes-section"]');
const yourQuote = (page: Page) => page.locator('[data-remote="mf-quotes"][data-page="your-quote"]');
const quoteCard = (page: Page, provider: string) =>
  quotesSection(page).getByRole('article', { name: `Quote from ${provider}` });

async function signedInPage(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await textbox(page, 'Email').fill(user.email);
  await textbox(page, 'Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // where the login sends a finished registration (its success message may be gone by then)
  await expect(page).toHaveURL('/projects');
  return page;
}

async function openProject(page: Page, projectId: string): Promise<void> {
  await page.goto(`/projects/${projectId}`);
  await pageSettled(page);
}

async function expectAxeClean(page: Page, where: string): Promise<void> {
  expect(await axeViolations(page, where)).toEqual([]);
}

test.describe.configure({ mode: 'serial' });

test.describe('quotes, awarding and reviews with three users at once', () => {
  let brf: Brf;
  let providerA: Provider;
  let providerB: Provider;
  let projectId: string;
  let owner: Page;
  let a: Page;
  let b: Page;
  const title = `Stambyte hus C ${Date.now()}`;

  test.beforeAll(async ({ browser }) => {
    const category = (await activeCategories())[0]!;
    brf = await createBrf();
    providerA = await createProvider([category.id], 'Alfa Bygg AB');
    providerB = await createProvider([category.id], 'Beta Rör AB');
    projectId = await insertProject(brf, { title, deadlineDays: 10, createdDaysAgo: 30, categoryIds: [category.id] });
    [owner, a, b] = await Promise.all([
      signedInPage(browser, brf),
      signedInPage(browser, providerA),
      signedInPage(browser, providerB),
    ]);
  });

  test.afterAll(async () => {
    await Promise.all([owner, a, b].map((page) => page?.context().close()));
  });

  test('provider A quotes with two files, edits (the owner sees the new amount), deletes, quotes again', async () => {
    test.setTimeout(120_000);
    await openProject(a, projectId);
    await expect(yourQuote(a).getByText("You haven't submitted a quote for this project yet.")).toBeVisible();
    await a.getByRole('button', { name: 'Send Quote' }).click();
    const modal = a.getByRole('dialog', { name: 'Send Quote' });
    await modal.getByLabel('Quote Amount (SEK)').fill('0,50');
    await modal.getByLabel('Quote Amount (SEK)').blur();
    await expect(modal.getByText('Quote Amount must be at least 1')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Submit Quote' })).toBeDisabled();
    await modal.getByLabel('Quote Amount (SEK)').fill('1 250 000');
    await modal.getByRole('radio', { name: 'Excluding VAT' }).check();
    await modal.getByLabel('Description').fill('Stambyte med relining av avloppen, 12 veckor.');
    await modal
      .locator('input[type="file"]')
      .setInputFiles([fileOf('offert.pdf', 'application/pdf', 300_000), fileOf('ritning.png', 'image/png')]);
    // duplicates by name are skipped on the quote form
    await modal.locator('input[type="file"]').setInputFiles([fileOf('offert.pdf', 'application/pdf', 10)]);
    await expect(modal.getByRole('list', { name: 'Chosen files' }).getByRole('listitem')).toHaveCount(2);
    await expect(modal.getByRole('status')).toContainText('offert.pdf: already chosen');
    await expectAxeClean(a, 'quote modal');
    await modal.getByRole('button', { name: 'Submit Quote' }).click();
    await expect(toast(a, 'success', 'Quote submitted successfully!')).toBeVisible();
    await expect(modal).toHaveCount(0);

    const own = yourQuote(a);
    await expect(own.getByTestId('own-quote-amount')).toHaveText(sek('1 250 000 kr'));
    await expect(own.getByText('offert.pdf')).toBeVisible();
    await expect(own.getByText('ritning.png')).toBeVisible();
    await expect(own.getByText('Submitted', { exact: true }).first()).toBeVisible();
    await expect(own.getByText('Not yet')).toBeVisible();
    await expect(a.getByRole('button', { name: 'Send Quote' })).toHaveCount(0);
    // quoting followed the project: the header says so at once, without a reload
    await expect(a.getByRole('button', { name: 'Unfollow', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await pageSettled(a);
    await expectAxeClean(a, 'your quote');

    // a signed download of one of its files
    const download = a.waitForEvent('download');
    await own.getByRole('button', { name: 'Download ritning.png' }).click();
    expect((await download).suggestedFilename()).toBe('ritning.png');

    // the database refuses anyone else removing A's files: B through supabase-js deletes nothing
    const service = serviceClient();
    const { data: quoteOfA } = await service
      .from('quotes')
      .select('id')
      .eq('project_id', projectId)
      .eq('service_provider_id', providerA.profileId)
      .single();
    const filesOfA = async () => ({
      rows: ((await service.from('quote_attachments').select('file_name').eq('quote_id', quoteOfA!.id)).data ?? [])
        .map((row) => row.file_name)
        .sort(),
      objects: ((await service.storage.from('quote-attachments').list(quoteOfA!.id)).data ?? [])
        .map((object) => object.name)
        .sort(),
    });
    expect(await filesOfA()).toEqual({ rows: ['offert.pdf', 'ritning.png'], objects: ['offert.pdf', 'ritning.png'] });
    const asB = anonClient();
    expect(
      (await asB.auth.signInWithPassword({ email: providerB.email, password: providerB.password })).error,
    ).toBeNull();
    const rowDelete = await asB.from('quote_attachments').delete().eq('quote_id', quoteOfA!.id).select('id');
    expect(rowDelete.data ?? []).toEqual([]);
    const objectDelete = await asB.storage.from('quote-attachments').remove([`${quoteOfA!.id}/offert.pdf`]);
    expect(objectDelete.data ?? []).toEqual([]);
    expect(await filesOfA()).toEqual({ rows: ['offert.pdf', 'ritning.png'], objects: ['offert.pdf', 'ritning.png'] });

    // A edits: a new amount, and one of the two files removed (its row and its object)
    await own.getByRole('button', { name: 'Edit' }).click();
    const edit = a.getByRole('dialog', { name: 'Edit Your Quote' });
    await expect(edit.getByLabel('Quote Amount (SEK)')).toHaveValue('1 250 000');
    await edit.getByLabel('Quote Amount (SEK)').fill('1 190 000,50');
    await edit.getByRole('button', { name: 'Remove offert.pdf' }).click();
    await expect(edit.getByText('Removed when you save')).toBeVisible();
    await edit.getByRole('button', { name: 'Undo removing offert.pdf' }).click();
    await expect(edit.getByText('Removed when you save')).toHaveCount(0);
    await edit.getByRole('button', { name: 'Remove offert.pdf' }).click();
    await expectAxeClean(a, 'edit quote modal with a file to remove');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(a, 'success', 'Quote updated successfully!')).toBeVisible();
    await expect(own.getByTestId('own-quote-amount')).toHaveText(sek('1 190 000,50 kr'));
    await expect(own.getByText('ritning.png')).toBeVisible();
    await expect(own.getByText('offert.pdf')).toHaveCount(0);
    expect(await filesOfA()).toEqual({ rows: ['ritning.png'], objects: ['ritning.png'] });
    await expect(toast(a, 'error', 'Failed to delete file. Please try again.')).toHaveCount(0);

    await openProject(owner, projectId);
    // the board reads it including VAT, the amount as quoted beside it (decision 0026)
    await expect(quoteCard(owner, 'Alfa Bygg AB').getByTestId('quote-amount')).toHaveText(
      sek('1 487 500,63 kr incl. VAT (1 190 000,50 kr excl.)'),
    );
    // the owner loading the quotes marked it viewed
    await a.reload();
    await expect(yourQuote(a).getByText(/^Yes, on /)).toBeVisible();

    await yourQuote(a).getByRole('button', { name: 'Delete' }).click();
    const confirm = a.getByRole('dialog', { name: 'Delete your quote?' });
    await expect(confirm).toContainText(sek('1 190 000,50 kr'));
    await confirm.getByRole('button', { name: 'Delete quote' }).click();
    await expect(toast(a, 'success', 'Quote deleted successfully!')).toBeVisible();
    await expect(yourQuote(a).getByText("You haven't submitted a quote for this project yet.")).toBeVisible();

    // again, on the standalone page (description required there)
    await a.goto(`/projects/${projectId}/submit-quote`);
    await expect(a.getByRole('heading', { name: 'Submit Your Quote' })).toBeVisible();
    // the amount's generic messages (spec 5), by their exact text
    await a.getByLabel('Quote Amount (SEK)').fill('');
    await a.getByLabel('Quote Amount (SEK)').blur();
    await expect(a.getByText('Quote Amount is required', { exact: true })).toBeVisible();
    await a.getByLabel('Quote Amount (SEK)').fill('9 000 000 000,01');
    await expect(a.getByText('Quote Amount must be no more than 9000000000', { exact: true })).toBeVisible();
    await expect(a.getByRole('button', { name: 'Submit Quote' })).toBeDisabled();
    await a.getByLabel('Quote Amount (SEK)').fill('1 200 000');
    await expect(a.getByText(/^Quote Amount (is|must)/)).toHaveCount(0);
    await a.getByLabel('Description').fill('kort');
    await a.getByLabel('Description').blur();
    await expect(a.getByText('Description must be at least 10 characters')).toBeVisible();
    await a.getByLabel('Description').fill('Stambyte enligt underlaget, fast pris.');
    await a.getByRole('radio', { name: 'Including VAT' }).check();
    await a.locator('input[type="file"]').setInputFiles([fileOf('offert-v2.pdf', 'application/pdf')]);
    await pageSettled(a);
    await expectAxeClean(a, 'submit quote page');
    await a.getByRole('button', { name: 'Submit Quote' }).click();
    await expect(toast(a, 'success', 'Quote submitted successfully!')).toBeVisible();
    await expect(a).toHaveURL(`/projects/${projectId}`);
    await expect(yourQuote(a).getByTestId('own-quote-amount')).toHaveText(sek('1 200 000 kr'));

    // one quote per provider
    await a.goto(`/projects/${projectId}/submit-quote`);
    await expect(a.getByText('You have already submitted a quote for this project.')).toBeVisible();
  });

  test('provider B quotes and never sees A’s amount anywhere', async () => {
    await openProject(b, projectId);
    await b.getByRole('button', { name: 'Send Quote' }).click();
    const modal = b.getByRole('dialog', { name: 'Send Quote' });
    await modal.getByLabel('Quote Amount (SEK)').fill('980 000');
    await modal.getByRole('radio', { name: 'Excluding VAT' }).check();
    await modal.getByLabel('Description').fill('Relining av samtliga stammar.');
    await modal.getByRole('button', { name: 'Submit Quote' }).click();
    await expect(toast(b, 'success', 'Quote submitted successfully!')).toBeVisible();
    await expect(yourQuote(b).getByTestId('own-quote-amount')).toHaveText(sek('980 000 kr'));
    await expect(quotesSection(b)).toHaveCount(0);
    for (const path of [`/projects/${projectId}`, '/projects']) {
      await b.goto(path);
      await pageSettled(b);
      // biome-ignore lint/performance/useDomNodeTextContent: Playwright's locator.innerText(), the text a user sees
      const text = (await b.locator('body').innerText()).replace(/\s/g, ' ');
      expect(text).not.toContain('1 200 000');
      expect(text).not.toContain('1200000');
    }
  });

  test('the owner sees both, stars one, searches and sorts; award waits for the deadline', async () => {
    test.setTimeout(90_000);
    await openProject(owner, projectId);
    const section = quotesSection(owner);
    await expect(section.locator('[data-stat="total"]')).toHaveText('2');
    // A quoted 1 200 000 kr including VAT, B 980 000 kr excluding it (1 225 000 kr including): compared
    // including VAT, A is the lower bid (decision 0026)
    await expect(section.locator('[data-stat="range"]')).toHaveText(
      sek('1 200 000 kr – 1 225 000 kr incl. VAT (960 000 kr – 980 000 kr excl.)'),
    );
    await expect(section.locator('[data-stat="average"]')).toHaveText(sek('1 212 500 kr incl. VAT (970 000 kr excl.)'));
    await expect(section.locator('[data-stat="week"]')).toHaveText('2');
    await expect(section.locator('[data-stat="lowest-bidder"]')).toContainText('Alfa Bygg AB');
    await expect(section.locator('[data-stat="highest-bidder"]')).toContainText('Beta Rör AB');
    await expect(section.locator('[data-stat="highest-bidder"]')).toContainText('No ratings.');

    const star = quoteCard(owner, 'Alfa Bygg AB').getByRole('button', { name: 'Star quote from Alfa Bygg AB' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await owner.reload();
    await expect(
      quoteCard(owner, 'Alfa Bygg AB').getByRole('button', { name: 'Star quote from Alfa Bygg AB' }),
    ).toHaveAttribute('aria-pressed', 'true');
    // and unstarring, kept too
    await quoteCard(owner, 'Alfa Bygg AB').getByRole('button', { name: 'Star quote from Alfa Bygg AB' }).click();
    await expect(
      quoteCard(owner, 'Alfa Bygg AB').getByRole('button', { name: 'Star quote from Alfa Bygg AB' }),
    ).toHaveAttribute('aria-pressed', 'false');
    await owner.reload();
    await expect(
      quoteCard(owner, 'Alfa Bygg AB').getByRole('button', { name: 'Star quote from Alfa Bygg AB' }),
    ).toHaveAttribute('aria-pressed', 'false');
    await quoteCard(owner, 'Alfa Bygg AB').getByRole('button', { name: 'Star quote from Alfa Bygg AB' }).click();
    await expect(
      quoteCard(owner, 'Alfa Bygg AB').getByRole('button', { name: 'Star quote from Alfa Bygg AB' }),
    ).toHaveAttribute('aria-pressed', 'true');

    const cards = section.getByRole('article');
    await section.getByLabel('Search quotes').fill('relining av samtliga');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAccessibleName('Quote from Beta Rör AB');
    await section.getByLabel('Search quotes').fill('alfa bygg');
    await expect(cards).toHaveCount(1);
    await section.getByLabel('Search quotes').fill('nothing like this');
    await expect(section.getByText('No quotes match your search.')).toBeVisible();
    await section.getByLabel('Search quotes').fill('');
    await expect(cards).toHaveCount(2);
    await section.getByRole('group', { name: 'Sort by' }).getByRole('button', { name: 'Amount' }).click();
    await expect(cards.nth(0)).toHaveAccessibleName('Quote from Alfa Bygg AB');
    await section.getByRole('group', { name: 'Sort by' }).getByRole('button', { name: 'Provider' }).click();
    await expect(cards.nth(0)).toHaveAccessibleName('Quote from Alfa Bygg AB');
    await section.getByRole('group', { name: 'Sort by' }).getByRole('button', { name: 'Date' }).click();
    await expect(cards.nth(0)).toHaveAccessibleName('Quote from Beta Rör AB');

    const award = quoteCard(owner, 'Alfa Bygg AB').getByRole('button', { name: 'Award the project to Alfa Bygg AB' });
    await expect(award).toBeDisabled();
    await award.locator('..').hover();
    await expect(quoteCard(owner, 'Alfa Bygg AB').getByRole('tooltip')).toHaveText(
      'You can award only after the submission deadline has passed',
    );
    await pageSettled(owner);
    await expectAxeClean(owner, 'quotes section');
  });

  test('past the deadline the owner awards A: A is granted and notified; B sees it closed, cannot edit', async () => {
    test.setTimeout(90_000);
    const moveDeadline = async (days: number) =>
      expect(
        (
          await serviceClient()
            .from('projects')
            .update({ submission_deadline: daysFromNow(days).toISOString() })
            .eq('id', projectId)
        ).error,
      ).toBeNull();

    // the project locks while B's forms are open: the spec's two toasts, and nothing changes
    await b.goto(`/projects/${projectId}`);
    await pageSettled(b);
    await yourQuote(b).getByRole('button', { name: 'Edit' }).click();
    const edit = b.getByRole('dialog', { name: 'Edit Your Quote' });
    await expect(edit).toBeVisible();
    await moveDeadline(-1 / 24);
    await edit.getByLabel('Quote Amount (SEK)').fill('1 111 111');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(b, 'error', 'Cannot edit quote for awarded or closed projects')).toBeVisible();
    await moveDeadline(5);
    await b.reload();
    await pageSettled(b);
    await yourQuote(b).getByRole('button', { name: 'Delete' }).click();
    const remove = b.getByRole('dialog', { name: 'Delete your quote?' });
    await expect(remove).toBeVisible();
    await moveDeadline(-1 / 24);
    await remove.getByRole('button', { name: 'Delete quote' }).click();
    await expect(toast(b, 'error', 'Cannot delete quote for awarded or closed projects')).toBeVisible();
    // once it reads closed, the quote offers neither Edit nor Delete and says why
    await b.reload();
    await expect(yourQuote(b).getByText('The project no longer accepts changes to quotes.')).toBeVisible();
    await expect(yourQuote(b).getByRole('button', { name: /^(Edit|Delete)$/ })).toHaveCount(0);
    const { data: unchanged } = await serviceClient()
      .from('quotes')
      .select('quote_amount')
      .eq('project_id', projectId)
      .eq('service_provider_id', providerB.profileId)
      .single();
    expect(unchanged?.quote_amount).not.toBe(1111111);

    await openProject(owner, projectId);
    const card = quoteCard(owner, 'Alfa Bygg AB');
    await card.getByRole('button', { name: 'Award the project to Alfa Bygg AB' }).click();
    const confirm = owner.getByRole('dialog', { name: 'Award the project?' });
    await expect(confirm).toContainText('Alfa Bygg AB');
    await expect(confirm).toContainText(sek('1 200 000 kr'));
    await confirm.getByRole('textbox', { name: /Reason for the award/ }).fill('Lägst pris och goda referenser.');
    await confirm.getByRole('button', { name: 'Award project' }).click();
    await expect(
      toast(owner, 'success', 'The project was awarded to Alfa Bygg AB for 1 200 000 kr incl. VAT (960 000 kr excl.).'),
    ).toBeVisible();
    await expect(card).toHaveAttribute('data-winner', 'true');
    await expect(card.getByText('Project Awarded')).toBeVisible();
    await expect(card.getByText('This quote was accepted. The provider has been notified.')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Leave a Review' })).toBeVisible();
    await expect(quotesSection(owner).getByRole('button', { name: /^Award the project to/ })).toHaveCount(0);

    await openProject(a, projectId);
    await expect(a.getByText('Granted', { exact: true })).toBeVisible();
    await expect(yourQuote(a).getByText('Accepted', { exact: true })).toBeVisible();
    await expect(a.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
    const { data: notes } = await serviceClient()
      .from('notifications')
      .select('message, type')
      .eq('user_id', providerA.id)
      .eq('type', 'project_awarded');
    expect(notes?.map((note) => note.message)).toEqual([
      `Congratulations! Your quote for "${title}" has been accepted.`,
    ]);

    await openProject(b, projectId);
    await expect(yourQuote(b).getByText('Rejected', { exact: true })).toBeVisible();
    // the outcome in words, not colour alone; nothing left to edit
    await expect(yourQuote(b).getByText('Not accepted: the board chose another quote.')).toBeVisible();
    await expect(yourQuote(b).getByText('The project no longer accepts changes to quotes.')).toHaveCount(0);
    await expect(yourQuote(b).getByRole('button', { name: /^(Edit|Delete)$/ })).toHaveCount(0);
    await expect(yourQuote(a).getByText('Your quote was accepted. The board will be in touch.')).toBeVisible();
  });

  test('owner rates A 4 stars: 4.0 in the info modal, statistics and quote list; CSV holds both quotes', async () => {
    test.setTimeout(90_000);
    await openProject(owner, projectId);
    await quoteCard(owner, 'Alfa Bygg AB').getByRole('link', { name: 'Leave a Review' }).click();
    await expect(owner).toHaveURL(`/projects/${projectId}/review/${providerA.profileId}`);
    await expect(owner.getByRole('heading', { name: 'Leave a Review' })).toBeVisible();
    await pageSettled(owner);
    await expectAxeClean(owner, 'review page');
    // keyboard: the stars are a radio group, arrow keys move the choice
    await owner.getByRole('radio', { name: '1 star', exact: true }).focus();
    await owner.keyboard.press('Space');
    for (let i = 0; i < 3; i += 1) await owner.keyboard.press('ArrowRight');
    await expect(owner.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await owner.getByLabel('Comment (optional)').fill('  Punktligt och noggrant.  ');
    await owner.getByRole('button', { name: 'Submit Review' }).click();
    await expect(toast(owner, 'success', 'Review submitted successfully!')).toBeVisible();
    await expect(owner).toHaveURL(`/projects/${projectId}`);
    const { data: review } = await serviceClient()
      .from('reviews')
      .select('rating, comment_text')
      .eq('project_id', projectId)
      .single();
    expect(review).toEqual({ rating: 4, comment_text: 'Punktligt och noggrant.' });

    await pageSettled(owner);
    const card = quoteCard(owner, 'Alfa Bygg AB');
    await expect(card.getByRole('img', { name: '4.0 out of 5 stars' })).toBeVisible();
    // A's quote is the lowest including VAT (decision 0026)
    await expect(
      quotesSection(owner).locator('[data-stat="lowest-bidder"]').getByRole('img', { name: '4.0 out of 5 stars' }),
    ).toBeVisible();
    await expect(quoteCard(owner, 'Beta Rör AB').getByText('No ratings.')).toBeVisible();

    await card.getByRole('button', { name: 'Alfa Bygg AB', exact: true }).click();
    const info = owner.getByRole('dialog', { name: 'Alfa Bygg AB' });
    await expect(info.getByTestId('provider-rating')).toHaveText('4.0');
    await expect(info.getByRole('button', { name: 'Update Review' })).toBeVisible();
    await expectAxeClean(owner, 'provider info modal');
    await info.getByRole('button', { name: /close/i }).first().click();
    await quoteCard(owner, 'Beta Rör AB').getByRole('button', { name: 'Beta Rör AB', exact: true }).click();
    const infoB = owner.getByRole('dialog', { name: 'Beta Rör AB' });
    await expect(infoB.getByTestId('provider-rating')).toHaveText('No ratings.');
    await expect(infoB.locator('[data-review-form]')).toHaveCount(0);
    await infoB.getByRole('button', { name: /close/i }).first().click();

    const download = owner.waitForEvent('download');
    await quotesSection(owner).getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^quotes-stambyte-hus-c-\d+\.csv$/);
    const csv = fs.readFileSync((await file.path())!, 'utf8');
    const { data: orgNumbers } = await serviceClient()
      .from('service_provider_profiles')
      .select('id, organization_number')
      .in('id', [providerA.profileId, providerB.profileId]);
    const orgOf = (id: string) => orgNumbers!.find((row) => row.id === id)!.organization_number;
    const lines = csv.split('\r\n');
    const dateTime = '\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}';
    // the spec's six columns first, then the comparable terms and the board's scores (issue 30)
    expect(lines[0]).toMatch(/^\uFEFFProvider;Organisation number;Amount \(SEK\);Date;Rating;Description;Price basis;/);
    // lowest amount including VAT first: A's 1 200 000 incl. VAT before B's 980 000 excl. (1 225 000)
    expect(lines[1]).toMatch(
      new RegExp(
        `^Alfa Bygg AB;${orgOf(providerA.profileId)};1200000,00;${dateTime};4,0;` +
          'Stambyte enligt underlaget, fast pris\\.;',
      ),
    );
    expect(lines[2]).toMatch(
      new RegExp(`^Beta Rör AB;${orgOf(providerB.profileId)};980000,00;${dateTime};;Relining av samtliga stammar\\.;`),
    );
    expect(lines).toHaveLength(4);

    const popup = owner.waitForEvent('popup');
    await quotesSection(owner).getByRole('button', { name: 'Printable comparison' }).click();
    const printable = await popup;
    await expect(printable.getByRole('heading', { name: `Quotes for ${title}` })).toBeVisible();
    const quotesTable = printable.getByRole('table').first();
    await expect(quotesTable.getByRole('row')).toHaveCount(3);
    await expect(quotesTable.getByRole('row').nth(1)).toContainText('Alfa Bygg AB');
    await expect(quotesTable.getByRole('row').nth(1).getByRole('cell').nth(4)).toHaveText('4.0');
    // a page of its own under the site's CSP: its style sheet and Print button are files of mf-quotes
    await expect(quotesTable).toHaveCSS('border-collapse', 'collapse');
    await printable.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await printable.getByRole('button', { name: 'Print' }).click();
    await expect(printable.locator('body')).toHaveAttribute('data-printed', 'yes');
  });
});
