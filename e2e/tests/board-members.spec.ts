// A BRF is a board (issue 29): the chair invites two members from /profile (the mails land in
// the outbox), both join through the link; one declares a conflict with a company and does not
// see its quote, the other proposes the award after the deadline and the chair confirms it; the
// activity log shows each step; a removed member loses access at once; a provider's second user
// edits the company's quote; a one-member board from before still awards alone.
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { signInThroughLogin } from '../support/accounts-pages.ts';
import { submitLogin } from '../support/roles.ts';
import { createConfirmedUser, OUTBOX_URL, serviceClient, signedInClient } from '../support/accounts-backend.ts';
import { axeViolations, pageSettled } from '../support/axe.ts';
import {
  activeCategories,
  createBrf,
  createProvider,
  insertProject,
  insertQuote,
  type Brf,
  type Provider,
} from '../support/projects-world.ts';

const members = (page: Page) => page.locator('[data-section="members"]');
const yourQuote = (page: Page) => page.locator('[data-remote="mf-quotes"][data-page="your-quote"]');
const quotesSection = (page: Page) => page.locator('[data-remote="mf-quotes"][data-page="quotes-section"]');
/** A Swedish reader on a phone. */
const SWEDISH_PHONE: BrowserContextOptions = { locale: 'sv-SE', viewport: { width: 375, height: 812 } };

async function invitationLink(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const response = await fetch(`${OUTBOX_URL}/api/messages?to=${encodeURIComponent(email)}`);
        const mails = (await response.json()) as { text: string }[];
        link = /https?:\/\/[^/\s]+(\/invitations\/accept\?token=[0-9a-f]+)/.exec(mails[0]?.text ?? '')?.[1] ?? '';
        return link;
      },
      { message: `an invitation to ${email}`, timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}

async function pageOf(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughLogin(page, user.email, user.password);
  return page;
}

async function invite(page: Page, email: string, role: string): Promise<void> {
  await members(page).getByLabel('Email of the person you invite').fill(email);
  await members(page).getByLabel('Role').selectOption({ label: role });
  await members(page).getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
}

/** An account with the invited address, signed in, following the link and joining. */
async function join(
  browser: Browser,
  link: string,
  email: string,
  organization: string,
  name: [string, string] = ['Lena', 'Ek'],
): Promise<Page> {
  const user = await createConfirmedUser({ email, metadata: { first_name: name[0], last_name: name[1] } });
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/login?next=${encodeURIComponent(link)}`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/invitations\/accept\?token=/);
  await page.getByRole('button', { name: `Join ${organization}` }).click();
  await expect(page).toHaveURL(/\/projects$/);
  return page;
}

test.describe.configure({ mode: 'serial' });

test.describe('a board of several members, and a company of several people', () => {
  let chair: Brf;
  let provider: Provider;
  let rival: Provider;
  let projectId: string;
  let quoteId: string;
  let pastId: string;
  const stamp = Date.now();
  const lenaEmail = `ledamot-${stamp}@e2e.test`;
  const nilsEmail = `ledamot2-${stamp}@e2e.test`;
  const password = 'Brf#Test!2026ab';

  test.beforeAll(async () => {
    const category = (await activeCategories())[0]!;
    chair = await createBrf('Greta');
    provider = await createProvider([category.id], 'Fasad & Tak AB');
    rival = await createProvider([category.id], 'Takexperten AB');
    projectId = await insertProject(chair, {
      title: `Fasadrenovering ${stamp}`,
      deadlineDays: 20,
      createdDaysAgo: 2,
      categoryIds: [category.id],
    });
    quoteId = await insertQuote(projectId, provider, 640_000);
    pastId = await insertProject(chair, {
      title: `Takomläggning ${stamp}`,
      deadlineDays: -1,
      createdDaysAgo: 30,
      categoryIds: [category.id],
    });
    await insertQuote(pastId, provider, 640_000);
    await insertQuote(pastId, rival, 590_000);
  });

  test('the chair sets the two-member rule and invites two members; the mails are in the outbox', async ({
    browser,
  }) => {
    const page = await pageOf(browser, chair);
    await page.goto('/profile');
    await expect(members(page).getByRole('heading', { name: 'Board members' })).toBeVisible();
    await expect(members(page).getByText('Chair', { exact: true })).toBeVisible();
    const awarding = page.getByRole('region', { name: 'Awarding' });
    await awarding.getByRole('radio', { name: 'Two board members: one proposes, another confirms' }).check();
    await awarding.getByRole('button', { name: 'Save awarding rule' }).click();
    await expect(awarding.getByText('The awarding rule is saved.')).toBeVisible();
    await invite(page, lenaEmail, 'Board member');
    await invite(page, nilsEmail, 'Board member');
    await expect(members(page).getByText(lenaEmail)).toBeVisible();
    await expect(members(page).getByText(nilsEmail)).toBeVisible();
    await pageSettled(page);
    expect(await axeViolations(page, 'board members')).toEqual([]);
    await page.context().close();
  });

  test('a member declares before reading quotes; with a conflict that company stays hidden', async ({ browser }) => {
    const page = await join(browser, await invitationLink(lenaEmail), lenaEmail, 'BRF Testgården');
    await page.goto(`/projects/${projectId}`);
    await expect(page.getByRole('heading', { name: `Fasadrenovering ${stamp}` })).toBeVisible();
    const section = quotesSection(page);
    await expect(section.getByRole('heading', { name: 'Declaration of interest', exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Quote from Fasad & Tak AB' })).toHaveCount(0);
    await section.getByRole('button', { name: 'I have no conflict of interest' }).click();
    await expect(page.getByRole('article', { name: 'Quote from Fasad & Tak AB' })).toBeVisible();
    // the member edits the description; the board's activity log says who did what
    await page.getByRole('button', { name: 'Edit Description' }).click();
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Fasaden mot gatan putsas om och målas.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Description updated successfully')).toBeVisible();
    const activity = page.getByRole('region', { name: /^Activity/ });
    await expect(activity.getByText('Lena Ek changed the description', { exact: false })).toBeVisible();
    await expect(activity.getByText('created the project', { exact: false })).toBeVisible();

    await page.goto(`/projects/${pastId}`);
    const past = quotesSection(page);
    await past.getByRole('checkbox', { name: 'Fasad & Tak AB' }).check();
    await past.getByRole('button', { name: 'Declare the conflict and stand aside' }).click();
    await expect(
      past.getByText(/You declared a conflict of interest with Fasad & Tak AB and stand aside/),
    ).toBeVisible();
    await expect(page.getByRole('article', { name: 'Quote from Takexperten AB' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Quote from Fasad & Tak AB' })).toHaveCount(0);
    // a member who stood aside is offered no award
    await expect(past.getByRole('button', { name: /^Propose award:/ })).toBeDisabled();
    await page.context().close();
  });

  test('the other member proposes the award after the deadline, in Swedish on a phone', async ({ browser }) => {
    const nils = await join(browser, await invitationLink(nilsEmail), nilsEmail, 'BRF Testgården', ['Nils', 'Berg']);
    await nils.context().close();
    const page = await (await browser.newContext(SWEDISH_PHONE)).newPage();
    await submitLogin(page, nilsEmail, password);
    await expect(page).toHaveURL('/projects');
    await page.goto(`/projects/${pastId}`);
    const section = quotesSection(page);
    await expect(section.getByRole('heading', { name: 'Jävsdeklaration', exact: true })).toBeVisible();
    await pageSettled(page);
    expect(await axeViolations(page, 'declaration of interest, sv, 375 px')).toEqual([]);
    await section.getByRole('button', { name: 'Jag är inte jävig' }).click();
    await expect(page.getByRole('article', { name: 'Offert från Fasad & Tak AB' })).toBeVisible();
    await section.getByRole('button', { name: 'Föreslå tilldelning: Takexperten AB' }).click();
    const dialog = page.getByRole('dialog', { name: 'Föreslå tilldelning?' });
    await dialog.getByRole('button', { name: 'Föreslå tilldelning' }).click();
    await expect(dialog.getByText('Ange skälet till tilldelningen.')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Skäl till tilldelningen/ }).fill('Lägst pris och goda referenser.');
    await dialog.getByRole('button', { name: 'Föreslå tilldelning' }).click();
    const proposal = section.locator('[data-award-proposal]');
    await expect(proposal.getByRole('heading', { name: 'Föreslagen tilldelning' })).toBeVisible();
    await expect(proposal.getByText('Väntar på att en annan ledamot bekräftar.', { exact: false })).toBeVisible();
    await pageSettled(page);
    expect(await axeViolations(page, 'proposed award, sv, 375 px')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.context().close();
  });

  test('the chair declares, confirms the award, and the activity log shows each step', async ({ browser }) => {
    const page = await pageOf(browser, chair);
    await page.goto(`/projects/${pastId}`);
    const section = quotesSection(page);
    await section.getByRole('button', { name: 'I have no conflict of interest' }).click();
    const proposal = section.locator('[data-award-proposal]');
    // 590 000 kr excluding VAT, stated including VAT with the amount as quoted beside it (decision 0026)
    const proposed = /Nils Berg proposes awarding the project to Takexperten AB for 737\s500\skr incl\. VAT/;
    await expect(proposal.getByText(proposed)).toContainText(/\(590\s000\skr excl\.\)\./);
    await expect(proposal.getByText('Lägst pris och goda referenser.')).toBeVisible();
    await proposal.getByRole('button', { name: 'Confirm award' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm the award?' })
      .getByRole('button', { name: 'Confirm award' })
      .click();
    await expect(page.getByText(/The project was awarded to Takexperten AB/)).toBeVisible();
    await expect(
      page.getByRole('article', { name: 'Quote from Takexperten AB' }).getByText('Project Awarded'),
    ).toBeVisible();
    const activity = page.getByRole('region', { name: /^Activity/ });
    for (const step of [
      'Lena Ek declared a conflict of interest with Fasad & Tak AB (stood aside)',
      'Nils Berg declared no conflict of interest',
      'Nils Berg proposed awarding Takexperten AB',
      'Greta Lind declared no conflict of interest',
      'Greta Lind confirmed the award proposed by Nils Berg',
      'Stood aside: Lena Ek',
    ]) {
      await expect(activity.getByText(step, { exact: false })).toBeVisible();
    }
    await pageSettled(page);
    expect(await axeViolations(page, 'awarded by two members')).toEqual([]);
    await page.context().close();
  });

  test('a removed member loses access at once', async ({ browser }) => {
    const asLena = await signedInClient({ email: lenaEmail, password });
    const before = await asLena.from('quotes').select('id').eq('project_id', projectId);
    expect(before.data?.map((q) => q.id)).toEqual([quoteId]);

    const page = await pageOf(browser, chair);
    await page.goto('/profile');
    await members(page)
      .getByRole('button', { name: /^Remove Lena Ek/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(members(page).getByText(lenaEmail)).toHaveCount(0);
    await page.context().close();

    const after = await asLena.from('quotes').select('id').eq('project_id', projectId);
    expect(after.data).toEqual([]);
  });

  test("a provider's second user edits the company's quote", async ({ browser }) => {
    const email = `kollega-${stamp}@e2e.test`;
    const admin = await pageOf(browser, provider);
    await admin.goto('/profile');
    await invite(admin, email, 'Member');
    await admin.context().close();

    const colleague = await join(browser, await invitationLink(email), email, 'Fasad & Tak AB');
    await colleague.goto(`/projects/${projectId}`);
    const own = yourQuote(colleague);
    await own.getByRole('button', { name: 'Edit' }).click();
    const edit = colleague.getByRole('dialog', { name: 'Edit Your Quote' });
    await edit.getByLabel('Quote Amount (SEK)').fill('615 000');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(own.getByTestId('own-quote-amount')).toContainText('615');
    const { data } = await serviceClient().from('quotes').select('quote_amount').eq('id', quoteId).single();
    expect(data?.quote_amount).toBe(615000);
    await colleague.context().close();
  });
});

test('a board of one awards alone, its reason asked but not required', async ({ browser }) => {
  const category = (await activeCategories())[0]!;
  const solo = await createBrf('Sigrid');
  const company = await createProvider([category.id], 'Ensam Bygg AB');
  const id = await insertProject(solo, {
    title: `Hissbyte ${Date.now()}`,
    deadlineDays: -1,
    createdDaysAgo: 20,
    categoryIds: [category.id],
  });
  await insertQuote(id, company, 310_000);
  const page = await pageOf(browser, solo);
  await page.goto(`/projects/${id}`);
  const section = quotesSection(page);
  await expect(section.getByRole('heading', { name: 'Declaration of interest', exact: true })).toHaveCount(0);
  await section.getByRole('button', { name: 'Award the project to Ensam Bygg AB' }).click();
  await page
    .getByRole('dialog')
    .getByRole('textbox', { name: /Reason for the award/ })
    .fill('Enda offerten.');
  await page.getByRole('button', { name: 'Award project' }).click();
  await expect(page.getByText(/The project was awarded to Ensam Bygg AB/)).toBeVisible();
  await page.context().close();
});
