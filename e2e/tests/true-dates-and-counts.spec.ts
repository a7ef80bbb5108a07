// The record a board can sign, its dates and counts (decision 0023): a sealed stambyte with three
// bids, valid until December 1. While sealed, the board's list says '3 sealed'. After the deadline
// the opening record tells a member with a declared conflict that three bids arrived and one is
// hidden from it, on a phone without widening the page; 'Valid until' is December 1 in the
// comparison, the opening record and the decision pack, in Stockholm and in New York; minutes
// after the deadline the tile says 'Passed today'; the winner's tile says 'Granted' and why.
import { expect, test, type BrowserContextOptions, type Page } from '@playwright/test';
import { stockholmDay } from '@brf/domain/format';
import { createConfirmedUser, serviceClient, signedInClient, type CreatedUser } from '../support/accounts-backend.ts';
import { axeViolations, pageSettled } from '../support/axe.ts';
import { overflowingElements } from '../support/layout.ts';
import {
  activeCategories,
  createBrf,
  createProvider,
  insertProject,
  type Brf,
  type Provider,
} from '../support/projects-world.ts';
import { signedInPage } from '../support/roles.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const quotesSection = (page: Page) => page.locator('[data-remote="mf-quotes"][data-page="quotes-section"]');
const SWEDISH_PHONE: BrowserContextOptions = { locale: 'sv-SE', viewport: { width: 375, height: 812 } };
const ENGLISH_DESKTOP: BrowserContextOptions = { locale: 'en-US', viewport: { width: 1280, height: 900 } };
// a day that printed as November 30 east of UTC when a date was turned into an instant
const VALID_UNTIL = '2030-12-01';
const PLANNED_START = '2031-03-01';

let chair: Brf;
let karin: CreatedUser;
let nils: CreatedUser;
const bidders: Provider[] = [];
let projectId = '';
let deadline = '';
const title = `Stambyte 48 lägenheter ${Date.now()}`;

test.beforeAll(async () => {
  const category = (await activeCategories())[0]!;
  chair = await createBrf('Greta');
  karin = await createConfirmedUser({
    prefix: 'ledamot',
    metadata: { first_name: 'Karin', last_name: 'Ek', organization_type: 'brf' },
  });
  nils = await createConfirmedUser({
    prefix: 'ledamot',
    metadata: { first_name: 'Nils', last_name: 'Berg', organization_type: 'brf' },
  });
  const db = serviceClient();
  // a board of three deciders, which awards by two (nothing set)
  for (const member of [karin, nils]) {
    await db.from('brf_members').insert({ brf_id: chair.profileId, user_id: member.id, role: 'member' });
  }
  for (const name of ['Alfa Rör AB', 'Beta Bygg AB', 'Gamma VVS AB']) {
    bidders.push(await createProvider([category.id], name));
  }
  projectId = await insertProject(chair, {
    title,
    deadlineDays: 5,
    createdDaysAgo: 10,
    categoryIds: [category.id],
    maxBids: 5,
    sealed: true,
  });
  for (const [provider, amount] of [
    [bidders[0]!, 4_350_000],
    [bidders[1]!, 4_600_000],
    [bidders[2]!, 4_900_000],
  ] as const) {
    const { error } = await db.from('quotes').insert({
      project_id: projectId,
      service_provider_id: provider.profileId,
      quote_amount: amount,
      price_basis: 'excl_vat',
      valid_until: VALID_UNTIL,
      planned_start: PLANNED_START,
      description: 'Stambyte enligt förfrågningsunderlaget.',
      status: 'submitted',
    });
    expect(error).toBeNull();
  }
});

test("while sealed, the board's list says how many quotes are sealed", async ({ browser }) => {
  for (const [options, expected] of [
    [ENGLISH_DESKTOP, 'Quotes3 sealed'],
    [SWEDISH_PHONE, 'Offerter3 förseglade'],
  ] as const) {
    const page = await signedInPage(browser, chair, options);
    await page.goto('/projects');
    const row = page.locator('#main li').filter({ has: page.getByRole('link', { name: title }) });
    await expect(row.locator('[data-part="quotes"]')).toHaveText(expected);
    await page.context().close();
  }
});

test.describe('after the deadline', () => {
  test.beforeAll(async () => {
    // a minute ago: the opening is due, and it is still the deadline's own day in Stockholm
    deadline = new Date(Date.now() - 60_000).toISOString();
    await serviceClient().from('projects').update({ submission_deadline: deadline }).eq('id', projectId);
    const member = await signedInClient(karin);
    const declared = await member.rpc('declare_interest', {
      p_project_id: projectId,
      p_conflict_provider_ids: [bidders[0]!.profileId],
    });
    expect(declared.error).toBeNull();
    // Nils declares no conflict and proposes Beta Bygg AB; the chair confirms it on a phone
    const proposer = await signedInClient(nils);
    expect(
      (await proposer.rpc('declare_interest', { p_project_id: projectId, p_conflict_provider_ids: [] })).error,
    ).toBeNull();
    const { data: beta } = await proposer
      .from('quotes')
      .select('id')
      .eq('project_id', projectId)
      .eq('service_provider_id', bidders[1]!.profileId)
      .single();
    const proposed = await proposer.rpc('propose_award', {
      p_project_id: projectId,
      p_quote_id: beta!.id,
      p_reason: 'Bäst helhet: pris, garanti och start.',
    });
    expect(proposed.error).toBeNull();
  });

  test('a member with a declared conflict reads the true count on a phone, the page as wide as the phone', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, karin, SWEDISH_PHONE);
    await page.goto(`/projects/${projectId}`);
    const record = quotesSection(page).getByRole('region', { name: 'Öppningsprotokoll' });
    await expect(record.locator('[data-bid-count]')).toHaveText('3');
    await expect(record.getByText('1 offert är dold för dig eftersom du har anmält jäv')).toBeVisible();
    await expect(record.getByText('Inga offerter hade kommit in till sista offertdag.')).toHaveCount(0);
    const rows = record.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1).getByRole('cell').last()).toHaveText('1 dec. 2030');
    await pageSettled(page);
    expect(await overflowingElements(page)).toEqual([]);
    expect(await axeViolations(page, 'opening record of a conflicted member, sv, 375 px')).toEqual([]);
    await page.context().close();
  });

  test('the same in English at 1280 px', async ({ browser }) => {
    const page = await signedInPage(browser, karin, ENGLISH_DESKTOP);
    await page.goto(`/projects/${projectId}`);
    const record = quotesSection(page).getByRole('region', { name: 'Opening record' });
    await expect(record.locator('[data-bid-count]')).toHaveText('3');
    await expect(record.getByText('1 bid hidden from you because of your declared conflict')).toBeVisible();
    await pageSettled(page);
    expect(await overflowingElements(page)).toEqual([]);
    expect(await axeViolations(page, 'opening record of a conflicted member, en, 1280 px')).toEqual([]);
    await page.context().close();
  });

  test("the chair reads every bid, 'Valid until' and 'Planned start' as the days written", async ({ browser }) => {
    const page = await signedInPage(browser, chair, ENGLISH_DESKTOP);
    await page.goto(`/projects/${projectId}`);
    const section = quotesSection(page);
    await section.getByRole('button', { name: 'I have no conflict of interest' }).click();
    const record = section.getByRole('region', { name: 'Opening record' });
    await expect(record.locator('[data-bid-count]')).toHaveText('3');
    await expect(record.locator('[data-hidden-bids]')).toHaveCount(0);
    const bids = record.getByRole('table').getByRole('row');
    await expect(bids).toHaveCount(4);
    for (const row of [1, 2, 3]) await expect(bids.nth(row).getByRole('cell').last()).toHaveText('Dec 01, 2030');
    const comparison = section.getByRole('region', { name: 'Comparison' });
    for (const [term, day] of [
      ['Valid until', 'Dec 01, 2030'],
      ['Planned start', 'Mar 01, 2031'],
    ] as const) {
      const row = comparison.getByRole('row').filter({ has: page.getByRole('rowheader', { name: term }) });
      await expect(row.getByRole('cell').first()).toHaveText(day);
    }
    await page.context().close();
  });

  test('on a phone the chair reads the record, comparison and proposal, the page as wide as the phone', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, chair, SWEDISH_PHONE);
    await page.goto(`/projects/${projectId}`);
    const section = quotesSection(page);
    await expect(section.getByRole('region', { name: 'Öppningsprotokoll' }).locator('[data-bid-count]')).toHaveText(
      '3',
    );
    await expect(section.locator('[data-award-proposal]')).toBeVisible();
    await pageSettled(page);
    expect(await overflowingElements(page)).toEqual([]);
    expect(await axeViolations(page, 'opening record, comparison and proposal, sv, 375 px')).toEqual([]);
    const confirm = section.locator('[data-award-proposal]').getByRole('button', { name: 'Bekräfta tilldelning' });
    // the whole button on screen: not cut off at the phone's edge
    await confirm.scrollIntoViewIfNeeded();
    await expect(confirm).toBeInViewport({ ratio: 1 });
    await confirm.click();
    await page
      .getByRole('dialog', { name: 'Bekräfta tilldelningen?' })
      .getByRole('button', { name: 'Bekräfta tilldelning' })
      .click();
    await expect(page.getByText(/^Projektet tilldelades Beta Bygg AB/)).toBeVisible();
    await page.context().close();
  });

  test('minutes after the deadline an awarded project is past it today, not a day ago', async ({ browser }) => {
    const sameDay = stockholmDay(deadline) === stockholmDay(new Date());
    for (const [options, label, value] of [
      [ENGLISH_DESKTOP, 'Past deadline', sameDay ? 'Passed today' : '1 day past deadline'],
      [SWEDISH_PHONE, 'Efter sista offertdag', sameDay ? 'Passerade i dag' : '1 dag sedan sista offertdag'],
    ] as const) {
      const page = await signedInPage(browser, chair, options);
      await page.goto(`/projects/${projectId}`);
      const tile = page.locator('[data-tiles] > *').filter({ hasText: label });
      await expect(tile).toContainText(value);
      await page.context().close();
    }
  });

  test("the winner's tile says 'Granted', and that it is the award the badges call 'Awarded'", async ({ browser }) => {
    for (const [options, status, hint] of [
      [ENGLISH_DESKTOP, 'Granted', 'Awarded to your company'],
      [SWEDISH_PHONE, 'Tilldelad', 'Ert företag fick uppdraget'],
    ] as const) {
      const page = await signedInPage(browser, bidders[1]!, options);
      await page.goto(`/projects/${projectId}`);
      const tile = page.locator('[data-tiles] > *').filter({ has: page.locator('[data-status="awarded"]') });
      await expect(tile.locator('[data-status="awarded"]')).toHaveText(status);
      await expect(tile).toContainText(hint);
      await page.context().close();
    }
  });

  test('the decision pack prints the true count, the hidden bid and the day a quote is valid until', async ({
    browser,
  }) => {
    for (const [who, options, texts] of [
      [
        karin,
        SWEDISH_PHONE,
        ['Offerter inkomna till sista offertdag', '1 offert är dold för dig eftersom du har anmält jäv', '1 dec. 2030'],
      ],
      [chair, ENGLISH_DESKTOP, ['Bids received by the deadline', 'Dec 01, 2030', 'Mar 01, 2031']],
    ] as const) {
      const page = await signedInPage(browser, who, options);
      await page.goto(`/projects/${projectId}/decision`);
      const pack = page.locator('[data-page="decision-pack"]');
      await expect(pack.getByText(texts[0]).first()).toBeVisible();
      await pageSettled(page);
      if (options === SWEDISH_PHONE) expect(await overflowingElements(page)).toEqual([]);
      expect(await axeViolations(page, `decision pack, ${options.locale}`)).toEqual([]);
      await page.emulateMedia({ media: 'print' });
      const printed = ((await pack.textContent()) ?? '').replaceAll('\u00a0', ' ');
      for (const text of texts) expect(printed).toContain(text);
      expect(printed).toMatch(/(Bids received by the deadline|Offerter inkomna till sista offertdag)\s*3/);
      expect(printed).not.toMatch(/30 nov\. 2030|Nov 30, 2030/);
      expect((await page.pdf({ format: 'A4' })).subarray(0, 5).toString()).toBe('%PDF-');
      await page.context().close();
    }
  });
});

test.describe('west of UTC', () => {
  const NEW_YORK: BrowserContextOptions = { ...ENGLISH_DESKTOP, timezoneId: 'America/New_York' };

  test('the same days, and the record in Swedish time', async ({ browser }) => {
    const page = await signedInPage(browser, chair, NEW_YORK);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
    await page.goto(`/projects/${projectId}`);
    const record = quotesSection(page).getByRole('region', { name: 'Opening record' });
    await expect(record.getByRole('table').getByRole('row').nth(1).getByRole('cell').last()).toHaveText('Dec 01, 2030');
    const stockholm = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Stockholm',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(deadline));
    await expect(record.locator('time').first()).toContainText(stockholm);
    await page.goto(`/projects/${projectId}/decision`);
    const pack = page.locator('[data-page="decision-pack"]');
    await expect(pack.getByText('Bids received by the deadline')).toBeVisible();
    const printed = ((await pack.textContent()) ?? '').replaceAll('\u00a0', ' ');
    expect(printed).toContain('Dec 01, 2030');
    expect(printed).not.toContain('Nov 30, 2030');
    await page.context().close();
  });
});
