// A BRF is a board (issue 29, the part built so far): the chair invites two people from
// /profile (the mails land in the outbox), both join through the link, a member acts for the
// board and a removed member loses access at once; a provider's second user edits the
// company's quote.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInThroughLogin } from '../support/accounts-pages.ts';
import {
  createConfirmedUser,
  OUTBOX_URL,
  serviceClient,
  signedInClient,
  type CreatedUser,
} from '../support/accounts-backend.ts';
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
async function join(browser: Browser, link: string, email: string, organization: string): Promise<Page> {
  const user = await createConfirmedUser({ email, metadata: { first_name: 'Lena', last_name: 'Ek' } });
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
  let projectId: string;
  let quoteId: string;
  const stamp = Date.now();
  const memberEmail = `ledamot-${stamp}@e2e.test`;
  const deputyEmail = `suppleant-${stamp}@e2e.test`;
  let deputy: CreatedUser;

  test.beforeAll(async () => {
    const category = (await activeCategories())[0]!;
    chair = await createBrf('Greta');
    provider = await createProvider([category.id], 'Fasad & Tak AB');
    projectId = await insertProject(chair, {
      title: `Fasadrenovering ${stamp}`,
      deadlineDays: 20,
      createdDaysAgo: 2,
      categoryIds: [category.id],
    });
    quoteId = await insertQuote(projectId, provider, 640_000);
  });

  test('the chair invites two people from /profile; the mails are in the outbox', async ({ browser }) => {
    const page = await pageOf(browser, chair);
    await page.goto('/profile');
    await expect(members(page).getByRole('heading', { name: 'Board members' })).toBeVisible();
    await expect(members(page).getByText('Chair', { exact: true })).toBeVisible();
    await invite(page, memberEmail, 'Board member');
    await invite(page, deputyEmail, 'Deputy');
    await expect(members(page).getByText(memberEmail)).toBeVisible();
    await expect(members(page).getByText(deputyEmail)).toBeVisible();
    await pageSettled(page);
    expect(await axeViolations(page, 'board members')).toEqual([]);
    await page.context().close();
  });

  test('both join through the link; the member acts for the board, the deputy reads', async ({ browser }) => {
    const memberPage = await join(browser, await invitationLink(memberEmail), memberEmail, 'BRF Testgården');
    await memberPage.goto(`/projects/${projectId}`);
    await expect(memberPage.getByRole('heading', { name: `Fasadrenovering ${stamp}` })).toBeVisible();
    await expect(memberPage.getByRole('article', { name: 'Quote from Fasad & Tak AB' })).toBeVisible();
    // the member edits the description; the board's activity log says who did what
    await memberPage.getByRole('button', { name: 'Edit Description' }).click();
    await memberPage
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Fasaden mot gatan putsas om och målas.');
    await memberPage.getByRole('button', { name: 'Save' }).click();
    await expect(memberPage.getByText('Description updated successfully')).toBeVisible();
    const activity = memberPage.getByRole('region', { name: /^Activity/ });
    await expect(activity.getByText('Lena Ek changed the description', { exact: false })).toBeVisible();
    await expect(activity.getByText('created the project', { exact: false })).toBeVisible();
    await memberPage.context().close();

    const deputyPage = await join(browser, await invitationLink(deputyEmail), deputyEmail, 'BRF Testgården');
    await deputyPage.goto('/profile');
    await expect(members(deputyPage).getByText(memberEmail)).toBeVisible();
    // a deputy runs nothing
    await expect(members(deputyPage).getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
    await deputyPage.context().close();
    deputy = { id: '', email: deputyEmail, password: 'Brf#Test!2026ab' };
  });

  test('a removed member loses access at once', async ({ browser }) => {
    const asDeputy = await signedInClient(deputy);
    const before = await asDeputy.from('quotes').select('id').eq('project_id', projectId);
    expect(before.data?.map((q) => q.id)).toEqual([quoteId]);

    const page = await pageOf(browser, chair);
    await page.goto('/profile');
    await members(page)
      .getByRole('button', { name: /^Remove Lena Ek/ })
      .last()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(members(page).getByText(deputyEmail)).toHaveCount(0);
    await page.context().close();

    const after = await asDeputy.from('quotes').select('id').eq('project_id', projectId);
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
