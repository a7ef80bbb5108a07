// Users own their data (issue 31): a provider and a BRF member each write a project message,
// download what the marketplace holds about them as JSON, and delete the account by typing their
// e-mail address; afterwards they cannot sign in and the board reads their message as 'Deleted
// user'. A chair whose board has other members is told to hand over the chair first.
import fs from 'node:fs';
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { textbox } from '../support/accounts-pages.ts';
import { createConfirmedUser, serviceClient, signedInClient, type CreatedUser } from '../support/accounts-backend.ts';
import { axeViolations, pageSettled } from '../support/axe.ts';
import {
  activeCategories,
  createBrf,
  createProvider,
  insertProject,
  toast,
  type Brf,
} from '../support/projects-world.ts';
import { signedInPage } from '../support/roles.ts';

const SWEDISH_PHONE: BrowserContextOptions = { locale: 'sv-SE', viewport: { width: 375, height: 812 } };
const messageBoard = (page: Page) => page.locator('[data-remote="mf-messaging"][data-page="project-messages"]');
const yourData = (page: Page) => page.locator('[data-section="your-data"]');

/** Every part export_my_data promises, present even when empty. */
const EXPORT_KEYS = [
  'exported_at',
  'account',
  'organisations',
  'projects',
  'quotes',
  'messages',
  'reviews',
  'notifications',
  'notification_preferences',
  'files',
  'declarations',
  'scores',
  'notes',
  'activity',
];

async function writeMessage(page: Page, projectId: string, text: string, names: { box: string; send: string }) {
  await page.goto(`/projects/${projectId}`);
  const board = messageBoard(page);
  await board.getByRole('textbox', { name: names.box, exact: true }).fill(text);
  await board.getByRole('button', { name: names.send }).click();
  await expect(board.getByText(text)).toBeVisible();
}

/** Saves the export through the page and reads the file the browser received. */
async function downloadExport(page: Page, button: string): Promise<{ name: string; data: Record<string, unknown> }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    yourData(page).getByRole('button', { name: button }).click(),
  ]);
  const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as Record<string, unknown>;
  return { name: download.suggestedFilename(), data };
}

/** The day's file name, as the browser (this machine's clock and zone) writes it. */
const todaysFile = (page: Page) =>
  page.evaluate(() => `brf-marketplace-data-${new Date().toLocaleDateString('sv-SE')}.json`);

async function cannotSignIn(browser: Browser, user: CreatedUser): Promise<void> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await textbox(page, 'Email').fill(user.email);
  await textbox(page, 'Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Invalid login credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await page.context().close();
}

/** The chair's view of the project's messages: the deleted person's message, without the person. */
async function boardReadsDeletedUser(page: Page, projectId: string, text: string, name: string): Promise<void> {
  await page.goto(`/projects/${projectId}`);
  const message = messageBoard(page).getByRole('article', { name, exact: true }).filter({ hasText: text });
  await expect(message).toHaveCount(1);
  await expect(message).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test.describe('a user downloads their data and deletes the account', () => {
  let chair: Brf;
  let projectId: string;
  const stamp = Date.now();

  test.beforeAll(async () => {
    const category = (await activeCategories())[0]!;
    chair = await createBrf('Greta');
    projectId = await insertProject(chair, {
      title: `Stambyte hus C ${stamp}`,
      deadlineDays: 20,
      createdDaysAgo: 1,
      categoryIds: [category.id],
    });
  });

  test('a provider: the export holds their message, the deletion signs them out for good', async ({ browser }) => {
    const category = (await activeCategories())[0]!;
    const provider = await createProvider([category.id], `Rör & Stam ${stamp} AB`);
    const text = `Vi kan börja med stambytet i vecka 12 (${stamp}).`;
    const page = await signedInPage(browser, provider);
    await writeMessage(page, projectId, text, { box: 'Message', send: 'Send Message' });

    await page.goto('/profile');
    const section = yourData(page);
    await expect(section.getByRole('heading', { name: 'Your data', level: 2 })).toBeVisible();
    await expect(section.getByText(/^One JSON file with your account/)).toBeVisible();
    // the company's last person: its quotes stay without a person
    await expect(
      section.getByText(`You are the last person of Rör & Stam ${stamp} AB.`, { exact: false }),
    ).toBeVisible();
    await pageSettled(page);
    expect(await axeViolations(page, 'profile with your data')).toEqual([]);

    const { name, data } = await downloadExport(page, 'Download my data');
    expect(name).toBe(await todaysFile(page));
    expect(Object.keys(data)).toEqual(expect.arrayContaining(EXPORT_KEYS));
    expect((data.account as { email: string }).email).toBe(provider.email);
    expect(data.messages).toEqual([expect.objectContaining({ project_id: projectId, message_text: text })]);
    expect(data.organisations).toEqual([expect.objectContaining({ type: 'service_provider', role: 'admin' })]);
    await expect(section.getByText(`Your data is saved as ${name}.`)).toBeVisible();

    await section.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const address = dialog.getByRole('textbox', { name: /Your e-mail address/ });
    await expect(address).toBeFocused();
    const confirm = dialog.getByRole('button', { name: 'Delete account permanently' });
    await expect(confirm).toBeDisabled();
    await address.fill('someone.else@e2e.test');
    await expect(confirm).toBeDisabled();
    expect(await axeViolations(page, 'delete account dialog', '[role="dialog"]')).toEqual([]);
    await address.fill(provider.email.toUpperCase());
    await confirm.click();
    await expect(toast(page, 'success', 'Your account has been deleted.')).toBeVisible();
    await expect(page).toHaveURL('/');
    await page.context().close();

    await cannotSignIn(browser, provider);
    const board = await signedInPage(browser, chair);
    await boardReadsDeletedUser(board, projectId, text, 'Deleted user');
    await board.context().close();
  });

  test('a BRF member, in Swedish on a phone: the same, and the board reads Raderad användare', async ({ browser }) => {
    const member = await createConfirmedUser({
      prefix: 'ledamot',
      metadata: { first_name: 'Nils', last_name: 'Berg', organization_type: 'brf' },
    });
    const joined = await serviceClient()
      .from('brf_members')
      .insert({ brf_id: chair.profileId, user_id: member.id, role: 'member' });
    expect(joined.error).toBeNull();
    const text = `Styrelsen bör titta på badrummen först (${stamp}).`;
    const page = await signedInPage(browser, member, SWEDISH_PHONE);
    await writeMessage(page, projectId, text, { box: 'Meddelande', send: 'Skicka meddelande' });

    await page.goto('/profile');
    const section = yourData(page);
    await expect(section.getByRole('heading', { name: 'Dina uppgifter', level: 2 })).toBeVisible();
    await expect(section.getByText('Sparas utan ditt namn: 1 projekt, 0 offerter och 1 meddelande.')).toBeVisible();
    await pageSettled(page);
    expect(await axeViolations(page, 'profile with your data, sv, 375 px')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const { name, data } = await downloadExport(page, 'Ladda ner mina uppgifter');
    expect(name).toBe(await todaysFile(page));
    expect(Object.keys(data)).toEqual(expect.arrayContaining(EXPORT_KEYS));
    expect((data.account as { email: string }).email).toBe(member.email);
    expect(data.messages).toEqual([expect.objectContaining({ message_text: text })]);
    expect(data.organisations).toEqual([expect.objectContaining({ type: 'brf', role: 'member' })]);
    // the board's projects are the member's project data too
    expect(data.projects).toEqual([expect.objectContaining({ id: projectId })]);

    await section.getByRole('button', { name: 'Radera mitt konto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Radera ditt konto?' });
    const confirm = dialog.getByRole('button', { name: 'Radera kontot för alltid' });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox', { name: /Din e-postadress/ }).fill(member.email);
    await confirm.click();
    await expect(toast(page, 'success', 'Ditt konto har raderats.')).toBeVisible();
    await expect(page).toHaveURL('/');
    await page.context().close();

    await cannotSignIn(browser, member);
    const board = await signedInPage(browser, chair, { locale: 'sv-SE' });
    await boardReadsDeletedUser(board, projectId, text, 'Raderad användare');
    await board.context().close();
    // the board goes on: the member left it with the account
    const members = await serviceClient().from('brf_members').select('user_id').eq('brf_id', chair.profileId);
    expect(members.data).toEqual([{ user_id: chair.id }]);
  });

  test('a chair whose board has other members is told to hand over the chair first', async ({ browser }) => {
    const deputy = await createConfirmedUser({
      prefix: 'suppleant',
      metadata: { first_name: 'Lena', last_name: 'Ek', organization_type: 'brf' },
    });
    const joined = await serviceClient()
      .from('brf_members')
      .insert({ brf_id: chair.profileId, user_id: deputy.id, role: 'deputy' });
    expect(joined.error).toBeNull();
    const page = await signedInPage(browser, chair);
    await page.goto('/profile');
    const section = yourData(page);
    await expect(
      section.getByText(
        'You chair BRF Testgården, which has other members. Hand over the chair to another member before you ' +
          'delete your account.',
      ),
    ).toBeVisible();
    await expect(section.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
    await pageSettled(page);
    expect(await axeViolations(page, 'the profile of a chair who must hand over')).toEqual([]);
    await section.getByRole('link', { name: 'Go to the members' }).click();
    await expect(page).toHaveURL(/\/profile#members$/);
    await expect(
      page.locator('[data-section="members"]').getByRole('button', { name: 'Make chair: Lena Ek' }),
    ).toBeInViewport();
    // the database refuses as well, whatever the page shows
    const client = await signedInClient(chair);
    const refused = await client.rpc('delete_my_account');
    expect(refused.error).toMatchObject({ hint: 'hand_over_chair' });
    await stillSignsIn(chair);
    await page.context().close();
  });
});

/** A refused deletion leaves the account as it was. */
async function stillSignsIn(user: CreatedUser): Promise<void> {
  const client = await signedInClient(user);
  expect((await client.auth.getUser()).data.user?.email).toBe(user.email);
}
