// Procurement on equal terms (issue 30): a board creates a sealed project that requires a price
// basis and a validity; three providers quote; before the deadline the board sees how many
// arrived and no amount (the page and supabase-js alike); after it the opening record appears
// once with all three, the comparison marks the lowest comparable price, two members score, the
// award is proposed with its reason and confirmed, every bidder hears the outcome, and the
// decision pack prints and downloads; a cancelled project tells its bidders why.
import fs from 'node:fs';
import { expect, test, type BrowserContextOptions, type Page } from '@playwright/test';
import { createConfirmedUser, serviceClient, signedInClient } from '../support/accounts-backend.ts';
import { axeViolations, pageSettled } from '../support/axe.ts';
import {
  activeCategories,
  createBrf,
  createProvider,
  dateTimeInput,
  daysFromNow,
  insertProject,
  insertQuote,
  projectsPage,
  type Brf,
  type Provider,
} from '../support/projects-world.ts';
import { signedInPage } from '../support/roles.ts';

const quotesSection = (page: Page) => page.locator('[data-remote="mf-quotes"][data-page="quotes-section"]');
const SWEDISH_PHONE: BrowserContextOptions = { locale: 'sv-SE', viewport: { width: 375, height: 812 } };
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

test.describe.configure({ mode: 'serial' });

test.describe('a sealed procurement from request to decision', () => {
  let chair: Brf;
  let nils: { id: string; email: string; password: string };
  const bidders: Provider[] = [];
  let projectId = '';
  const title = `Takomläggning hus B ${Date.now()}`;
  const deadline = daysFromNow(20);
  deadline.setHours(12, 0, 0, 0);

  test.beforeAll(async () => {
    const category = (await activeCategories())[0]!;
    chair = await createBrf('Greta');
    for (const name of ['Alfa Tak AB', 'Beta Plåt AB', 'Gamma Bygg AB']) {
      bidders.push(await createProvider([category.id], name));
    }
    nils = await createConfirmedUser({
      prefix: 'ledamot',
      metadata: { first_name: 'Nils', last_name: 'Berg', organization_type: 'brf' },
    });
    const db = serviceClient();
    // a board of two deciders, which awards by two and seals from 3 bids by default (nothing set)
    await db.from('brf_members').insert({ brf_id: chair.profileId, user_id: nils.id, role: 'member' });
  });

  test('the board creates a sealed project that requires a validity', async ({ browser }) => {
    const category = (await activeCategories())[0]!;
    const page = await signedInPage(browser, chair);
    await page.goto('/projects/create');
    const create = projectsPage(page, 'create-project');
    await create.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await create
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Omläggning av taket på hus B med ny takpapp, plåtdetaljer och snörasskydd.');
    await create.getByLabel('Submission Deadline').fill(dateTimeInput(deadline));
    await create.getByRole('checkbox', { name: category.english, exact: true }).check();
    const sealed = create.getByRole('checkbox', { name: /^Sealed bids:/ });
    await expect(sealed).not.toBeChecked();
    await create.getByRole('spinbutton', { name: 'Max Bids' }).fill('3');
    await expect(sealed).toBeChecked();
    await create
      .getByRole('group', { name: 'Quotes must state' })
      .getByRole('checkbox', { name: 'Valid until', exact: true })
      .check();
    await pageSettled(page);
    expect(await axeViolations(page, 'create a sealed project')).toEqual([]);
    await create.getByRole('button', { name: 'Create Project' }).click();
    await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
    projectId = page.url().split('/').pop()!;
    await expect(page.getByText('Sealed bids until the deadline')).toBeVisible();
    await page.context().close();
  });

  test('three providers quote; the first through the form, in Swedish on a phone', async ({ browser }) => {
    const page = await signedInPage(browser, bidders[0]!, SWEDISH_PHONE);
    await page.goto(`/projects/${projectId}/submit-quote`);
    const form = page.locator('[data-page="submit-quote"] form');
    await form.getByRole('textbox', { name: /Offertbelopp/ }).fill('1 000 000');
    await form.getByRole('textbox', { name: /Beskrivning/ }).fill('Ny takpapp, plåt och snörasskydd, sex veckor.');
    const submit = form.getByRole('button', { name: /Skicka offert|Submit Quote/ });
    await form.getByRole('radio', { name: 'Exklusive moms' }).check();
    await expect(form.getByText(/Moms 250\s000\skr · 1\s250\s000\skr inklusive moms/)).toBeVisible();
    await form.getByLabel(/Giltig till/).fill(isoDay(daysFromNow(60)));
    await pageSettled(page);
    expect(await axeViolations(page, 'quote with terms, sv, 375 px')).toEqual([]);
    await submit.click();
    await expect(page).toHaveURL(`/projects/${projectId}`);
    await page.context().close();

    // the other two through supabase-js, as each company
    for (const [provider, amount, basis] of [
      [bidders[1]!, 1_150_000, 'incl_vat'],
      [bidders[2]!, 990_000, 'excl_vat'],
    ] as const) {
      const client = await signedInClient(provider);
      const { error } = await client.from('quotes').insert({
        project_id: projectId,
        service_provider_id: provider.profileId,
        quote_amount: amount,
        price_basis: basis,
        valid_until: isoDay(daysFromNow(45)),
        description: 'Offert enligt förfrågningsunderlaget.',
      });
      expect(error).toBeNull();
    }
    // a quote without the required validity is refused by the database
    const refused = await (await signedInClient(bidders[2]!))
      .from('quotes')
      .update({ valid_until: null })
      .eq('project_id', projectId);
    expect(refused.error?.message).toBe('Valid until is required.');
  });

  test('before the deadline the board sees three quotes received and no amount, anywhere', async ({ browser }) => {
    const page = await signedInPage(browser, chair, SWEDISH_PHONE);
    await page.goto(`/projects/${projectId}`);
    const section = quotesSection(page);
    await expect(section.getByRole('heading', { name: 'Förseglade offerter' })).toBeVisible();
    await expect(section.getByText('3 offerter mottagna')).toBeVisible();
    const text = (await page.locator('#main').textContent()) ?? '';
    for (const amount of [/1\s000\s000/, /1\s150\s000/, /990\s000/, /1\s237\s500/]) expect(text).not.toMatch(amount);
    await pageSettled(page);
    expect(await axeViolations(page, 'sealed quotes, sv, 375 px')).toEqual([]);
    await page.context().close();

    // nor through the API: every table, view and RPC that could show one
    const board = await signedInClient(chair);
    const quoteIds = ((await serviceClient().from('quotes').select('id').eq('project_id', projectId)).data ?? []).map(
      (q) => q.id,
    );
    expect(quoteIds).toHaveLength(3);
    expect((await board.from('quotes').select('id').eq('project_id', projectId)).data).toEqual([]);
    expect((await board.from('quote_attachments').select('id').in('quote_id', quoteIds)).data).toEqual([]);
    expect((await board.from('quote_scores').select('score').in('quote_id', quoteIds)).data).toEqual([]);
    expect((await board.rpc('project_bidders', { p_project_id: projectId })).data).toEqual([]);
    expect((await board.rpc('quote_receipts', { p_project_id: projectId })).data).toHaveLength(3);
    expect((await board.rpc('bid_opening', { p_project_id: projectId })).data?.bids ?? null).toBeNull();
    const list = await board.rpc('list_projects', { p_status: ['open'], p_limit: 100 });
    const row = (list.data as { id: string; lowest_quote_amount: number | null }[]).find((p) => p.id === projectId);
    expect(row?.lowest_quote_amount).toBeNull();
    const details = await board.from('project_details').select('*').eq('id', projectId).single();
    expect(JSON.stringify(details.data)).not.toMatch(/1000000|1150000|990000/);
    const told = await board.from('notifications').select('params').eq('project_id', projectId);
    expect(JSON.stringify(told.data)).not.toMatch(/amount|provider|Alfa|Beta|Gamma/);
  });

  test('after the deadline the opening record appears once, and the comparison marks the lowest', async ({
    browser,
  }) => {
    await serviceClient()
      .from('projects')
      .update({ submission_deadline: new Date(Date.now() - 60_000).toISOString() })
      .eq('id', projectId);
    const page = await signedInPage(browser, chair);
    await page.goto(`/projects/${projectId}`);
    const section = quotesSection(page);
    await section.getByRole('button', { name: 'I have no conflict of interest' }).click();
    const opening = section.getByRole('region', { name: 'Opening record' });
    await expect(opening).toBeVisible();
    const bids = opening.getByRole('table').first().getByRole('row');
    // a header and the three bids, lowest amount including VAT first: 1 150 000 incl. < 1 237 500 < 1 250 000
    await expect(bids).toHaveCount(4);
    await expect(bids.nth(1)).toContainText('Beta Plåt AB');
    await expect(opening.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
    const comparison = section.getByRole('region', { name: 'Comparison' });
    const comparable = comparison
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /Amount incl. VAT/ }) });
    await expect(comparable.getByRole('cell').filter({ hasText: 'Best' })).toContainText(/1\s150\s000/);
    await comparison.getByRole('combobox', { name: 'Your score for Beta Plåt AB' }).selectOption({ label: '4 of 5' });
    await expect(comparison.getByText('Your score for Beta Plåt AB is saved.')).toBeVisible();
    await pageSettled(page);
    expect(await axeViolations(page, 'opening record and comparison')).toEqual([]);
    await page.context().close();

    const db = serviceClient();
    const { data: records } = await db.from('bid_openings').select('checksum').eq('project_id', projectId);
    expect(records).toHaveLength(1);
  });

  test('a second member scores and proposes the award with its reason; the chair confirms', async ({ browser }) => {
    const page = await signedInPage(browser, nils);
    await page.goto(`/projects/${projectId}`);
    const section = quotesSection(page);
    await section.getByRole('button', { name: 'I have no conflict of interest' }).click();
    const comparison = section.getByRole('region', { name: 'Comparison' });
    await comparison.getByRole('combobox', { name: 'Your score for Beta Plåt AB' }).selectOption({ label: '5 of 5' });
    await expect(comparison.getByText('Your score for Beta Plåt AB is saved.')).toBeVisible();
    // the board's scores side by side
    await expect(comparison).toContainText('Greta Lind');
    await expect(comparison).toContainText('Nils Berg');
    await section.getByRole('button', { name: 'Propose award: Beta Plåt AB' }).click();
    const dialog = page.getByRole('dialog', { name: 'Propose the award?' });
    await dialog.getByRole('textbox', { name: /Reason for the award/ }).fill('Lägst pris inklusive moms, bäst betyg.');
    await dialog.getByRole('button', { name: 'Propose award' }).click();
    await expect(section.locator('[data-award-proposal]')).toBeVisible();
    await page.context().close();

    const chairPage = await signedInPage(browser, chair);
    await chairPage.goto(`/projects/${projectId}`);
    const proposal = quotesSection(chairPage).locator('[data-award-proposal]');
    await expect(proposal).toContainText('Lägst pris inklusive moms, bäst betyg.');
    await proposal.getByRole('button', { name: 'Confirm award' }).click();
    await chairPage
      .getByRole('dialog', { name: 'Confirm the award?' })
      .getByRole('button', { name: 'Confirm award' })
      .click();
    await expect(chairPage.getByText(/The project was awarded to Beta Plåt AB/)).toBeVisible();
    await chairPage.context().close();

    // the winner and both others hear their outcome
    const outcomes = await serviceClient()
      .from('notifications')
      .select('user_id, params')
      .eq('project_id', projectId)
      .eq('type', 'project_awarded');
    const byUser = new Map((outcomes.data ?? []).map((n) => [n.user_id, (n.params as { outcome: string }).outcome]));
    expect(bidders.map((b) => byUser.get(b.id))).toEqual(['not_awarded', 'won', 'not_awarded']);
  });

  test('the decision pack prints to a PDF and downloads as a CSV, both with the checksum', async ({
    browser,
  }, testInfo) => {
    const page = await signedInPage(browser, chair);
    await page.goto(`/projects/${projectId}`);
    await page.getByRole('link', { name: 'Decision pack' }).click();
    await expect(page).toHaveURL(`/projects/${projectId}/decision`);
    const pack = page.locator('[data-page="decision-pack"]');
    await expect(pack.getByRole('heading', { name: 'Decision pack', level: 1 })).toBeVisible();
    const { data: opening } = await serviceClient()
      .from('bid_openings')
      .select('checksum')
      .eq('project_id', projectId)
      .single();
    await expect(pack.getByText(opening!.checksum).first()).toBeVisible();
    await expect(pack.getByRole('region', { name: '5. Decision' })).toContainText(
      'Lägst pris inklusive moms, bäst betyg.',
    );
    await expect(pack.getByRole('region', { name: '4. Declarations of interest' })).toContainText('Nils Berg');
    await pageSettled(page);
    expect(await axeViolations(page, 'decision pack')).toEqual([]);

    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: testInfo.outputPath('decision-pack-first-page.png') });
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    fs.writeFileSync(testInfo.outputPath('decision-pack.pdf'), pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await page.emulateMedia({ media: 'screen' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      pack.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const cells = csv
      .slice(1)
      .split('\r\n')
      .flatMap((line) => line.split(';'));
    expect(cells).toContain(opening!.checksum);
    for (const name of ['Alfa Tak AB', 'Beta Plåt AB', 'Gamma Bygg AB']) expect(csv).toContain(name);
    await page.context().close();
  });
});

test('a cancelled procurement tells its bidders why', async ({ browser }) => {
  const category = (await activeCategories())[0]!;
  const board = await createBrf('Vera');
  const bidder = await createProvider([category.id], 'Delta Måleri AB');
  const id = await insertProject(board, {
    title: `Trapphusmålning ${Date.now()}`,
    deadlineDays: 12,
    categoryIds: [category.id],
  });
  await insertQuote(id, bidder, 240_000);
  const page = await signedInPage(browser, board);
  await page.goto(`/projects/${id}`);
  await page.getByRole('button', { name: 'Project actions' }).click();
  await page.getByRole('button', { name: 'Cancel procurement…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the procurement' });
  await dialog.getByRole('button', { name: 'Cancel procurement' }).click();
  await expect(dialog.getByText('Give the reason for cancelling.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Reason for cancelling/ }).fill('Föreningen skjuter upp målningen ett år.');
  await pageSettled(page);
  expect(await axeViolations(page, 'cancel dialog', '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel procurement' }).click();
  await expect(page.getByText('The procurement was cancelled. Everyone who quoted has been told.')).toBeVisible();
  await expect(page.getByText('Reason: Föreningen skjuter upp målningen ett år.')).toBeVisible();
  const told = await (await signedInClient(bidder))
    .from('notifications')
    .select('params')
    .eq('project_id', id)
    .eq('type', 'project_cancelled');
  expect(told.data).toEqual([
    { params: { title: expect.any(String), reason: 'Föreningen skjuter upp målningen ett år.' } },
  ]);
  await page.context().close();
});
