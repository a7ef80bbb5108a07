// Told what needs doing (issue 28), end to end: a provider's question reaches the board's bell
// live and its inbox with the project's link; the board's to-do leads to it and the board
// answers; the asker is told; 'Ready to award' reaches the to-do and the inbox; both bidders get
// their outcome by e-mail; one-click unsubscribe stops that type; the digest gathers three
// events. A Swedish user gets Swedish mail, an English one English.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInThroughLogin } from '../support/accounts-pages.ts';
import { OUTBOX_URL, serviceClient, signedInClient } from '../support/accounts-backend.ts';
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

interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
  kind: string;
  headers: Record<string, string>;
}

const SITE = 'http://localhost:3000';
const board = (page: Page) => page.locator('[data-remote="mf-messaging"][data-page="project-messages"]');
const bellBadge = (page: Page) => page.locator('[data-unread-badge]');
const todo = (page: Page) => page.getByRole('region', { name: /Needs your attention|For you/ });

async function mailsTo(email: string): Promise<Mail[]> {
  const response = await fetch(`${OUTBOX_URL}/api/messages?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as Mail[]).filter((mail) => mail.kind === 'notification');
}

/** The notification mail to `email` whose subject is `subject`, waited for. */
async function mailTo(email: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(email)).find((mail) => mail.subject === subject);
        return Boolean(found);
      },
      { message: `a mail '${subject}' to ${email}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as Mail;
}

async function signedInPage(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/projects$/);
  return page;
}

async function speaks(user: { id: string }, language: 'sv' | 'en'): Promise<void> {
  const { error } = await serviceClient().auth.admin.updateUserById(user.id, { user_metadata: { language } });
  if (error) throw new Error(`language: ${error.message}`);
}

test.describe.configure({ mode: 'serial' });

test.describe('notifications by e-mail, the questions a board must answer, and its to-do', () => {
  let owner: Brf;
  let alfa: Provider;
  let beta: Provider;
  let ownerPage: Page;
  let alfaPage: Page;
  let projectId: string;
  let pastId: string;
  let betaQuote: string;
  const stamp = Date.now();
  const title = `Stambyte hus A ${stamp}`;
  const pastTitle = `Hissbyte ${stamp}`;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(90_000);
    const category = (await activeCategories())[0]!;
    owner = await createBrf('Sigrid');
    alfa = await createProvider([category.id], 'Alfa Rör AB');
    beta = await createProvider([category.id], 'Beta Bygg AB');
    await speaks(owner, 'sv');
    await speaks(alfa, 'en');
    await speaks(beta, 'sv');
    projectId = await insertProject(owner, { title, deadlineDays: 20, createdDaysAgo: 2, categoryIds: [category.id] });
    pastId = await insertProject(owner, {
      title: pastTitle,
      deadlineDays: -1,
      createdDaysAgo: 15,
      categoryIds: [category.id],
    });
    await insertQuote(pastId, alfa, 910_000);
    betaQuote = await insertQuote(pastId, beta, 870_000);
    [ownerPage, alfaPage] = await Promise.all([signedInPage(browser, owner), signedInPage(browser, alfa)]);
  });

  test.afterAll(async () => {
    await Promise.all([ownerPage, alfaPage].map((page) => page?.context().close()));
  });

  test("a provider's question: the board's bell counts it live, and its e-mail brings the project's link", async () => {
    await ownerPage.goto('/projects');
    await pageSettled(ownerPage);
    const before = Number(
      (await bellBadge(ownerPage)
        .textContent({ timeout: 1000 })
        .catch(() => '0')) || 0,
    );

    await alfaPage.goto(`/projects/${projectId}`);
    await expect(board(alfaPage).getByRole('heading', { name: 'Project Messages' })).toBeVisible();
    await board(alfaPage).getByRole('textbox', { name: 'Message' }).fill('Ingår rivning av badrummen i offerten?');
    await board(alfaPage).getByRole('button', { name: 'Send Message' }).click();
    await expect(board(alfaPage).getByText('Ingår rivning av badrummen i offerten?')).toBeVisible();

    await expect(bellBadge(ownerPage)).toHaveText(String(before + 1));
    const mail = await mailTo(owner.email, `En fråga till er styrelse: ${title}`);
    expect(mail.text).toContain(`Ny fråga om "${title}" från Alfa Rör AB.`);
    expect(mail.link).toBe(`${SITE}/projects/${projectId}#messages`);
    expect(mail.html).toContain(`href="${SITE}/projects/${projectId}#messages"`);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  test('the to-do leads the board to the question; it answers, and the asker is told', async () => {
    await ownerPage.goto('/projects');
    const item = todo(ownerPage).getByRole('link', { name: `1 unanswered question on "${title}"` });
    await expect(item).toBeVisible();
    await pageSettled(ownerPage);
    expect(await axeViolations(ownerPage, 'the to-do on /projects')).toEqual([]);
    await item.click();
    await expect(ownerPage).toHaveURL(new RegExp(`/projects/${projectId}#messages$`));
    const question = board(ownerPage).getByRole('listitem').filter({ hasText: 'Ingår rivning av badrummen' });
    await question.getByRole('button', { name: 'Reply' }).click();
    await board(ownerPage).getByRole('textbox', { name: 'Reply' }).fill('Ja, rivningen ingår.');
    await board(ownerPage).getByRole('button', { name: 'Send Reply' }).click();
    await expect(board(ownerPage).getByText('Ja, rivningen ingår.')).toBeVisible();

    await alfaPage.goto('/notifications');
    await expect(alfaPage.getByText('You have a new reply to your message.')).toBeVisible();
    await ownerPage.goto('/projects');
    await pageSettled(ownerPage);
    await expect(todo(ownerPage).getByRole('link', { name: /unanswered question/ })).toHaveCount(0);
  });

  test("a project past its deadline with two quotes: 'Ready to award' in the to-do and the inbox", async () => {
    const { error } = await serviceClient().rpc('send_ready_to_award_notifications');
    expect(error).toBeNull();
    await mailTo(owner.email, `Dags att tilldela: ${pastTitle}`);
    await ownerPage.goto('/projects');
    const item = todo(ownerPage).getByRole('link', { name: `Ready to award: 2 quotes on "${pastTitle}"` });
    await expect(item).toHaveAttribute('href', `/projects/${pastId}#quotes`);
  });

  test('after the award both bidders get their outcome by e-mail, each in their language', async () => {
    const awarded = await (await signedInClient(owner)).rpc('award_project', {
      p_project_id: pastId,
      p_quote_id: betaQuote,
      p_reason: 'Lägst pris.',
    });
    expect(awarded.error).toBeNull();
    const won = await mailTo(beta.email, `Du vann: ${pastTitle}`);
    // the outcome is a letter (decision 0027): the BRF, the amount, the board's reason, who to reach
    expect(won.text).toContain(`Grattis! BRF Testgården har antagit er offert på "${pastTitle}"`);
    expect(won.text).toContain('Styrelsens motivering: Lägst pris.');
    const lost = await mailTo(alfa.email, `Not awarded: ${pastTitle}`);
    expect(lost.text).toContain(`BRF Testgården has awarded "${pastTitle}" to another provider.`);
    expect(lost.text).toContain("The board's reason: Lägst pris.");
  });

  test('one-click unsubscribe turns that type off; the next event sends no mail', async ({ request }) => {
    const question = await mailTo(owner.email, `En fråga till er styrelse: ${title}`);
    const oneClick = /^<(.+)>$/.exec(question.headers['List-Unsubscribe'])?.[1] ?? '';
    // what a mail client sends (RFC 8058), without any session
    const response = await request.post(oneClick, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(response.status()).toBe(200);

    await alfaPage.goto(`/projects/${projectId}`);
    await board(alfaPage).getByRole('textbox', { name: 'Message' }).fill('Och ventilationen?');
    await board(alfaPage).getByRole('button', { name: 'Send Message' }).click();
    await expect(board(alfaPage).getByText('Och ventilationen?')).toBeVisible();
    // a mail queued after the question arrives; the question's would have come first
    await insertQuote(projectId, beta, 1_450_000);
    await mailTo(owner.email, `Ny offert: ${title}`);
    const questions = (await mailsTo(owner.email)).filter((mail) => mail.subject.startsWith('En fråga'));
    expect(questions).toHaveLength(1);
  });

  test("the e-mail's unsubscribe page asks, then turns the type off without signing in", async ({ browser }) => {
    const lost = await mailTo(alfa.email, `Not awarded: ${pastTitle}`);
    const link = /Unsubscribe from these e-mails: (\S+)/.exec(lost.text)?.[1] ?? '';
    expect(link.startsWith(`${SITE}/unsubscribe?token=`)).toBe(true);
    const page = await (await browser.newContext()).newPage();
    await page.goto(link.replace(SITE, ''));
    const unsubscribe = page.locator('[data-remote="mf-messaging"][data-page="unsubscribe"]');
    await expect(
      unsubscribe.getByText('You get e-mail about: A project I quoted on was awarded. Stop these e-mails?', {
        exact: false,
      }),
    ).toBeVisible();
    await pageSettled(page);
    expect(await axeViolations(page, 'unsubscribe')).toEqual([]);
    await unsubscribe.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(
      unsubscribe.getByText('Done. You will no longer get e-mail about: A project I quoted on was awarded.'),
    ).toBeVisible();
    const { data } = await serviceClient()
      .from('notification_preferences')
      .select('email_project_awarded, project_awarded')
      .eq('user_id', alfa.id)
      .single();
    expect(data).toEqual({ email_project_awarded: false, project_awarded: true });
    await page.context().close();
  });

  test('the digest gathers three events into one mail, in Swedish', async ({ browser }) => {
    // the reminders due before the digest is on go out one by one
    expect((await serviceClient().rpc('send_deadline_notifications')).error).toBeNull();
    const page = await signedInPage(browser, beta);
    await page.goto('/notification-settings');
    const settings = page.locator('[data-remote="mf-messaging"][data-page="notification-settings"]');
    await settings.getByRole('switch', { name: 'Gather my e-mail into one daily summary' }).click();
    await expect(settings.getByText('Notification settings saved')).toBeVisible();
    await settings.getByRole('combobox', { name: 'Send the summary at' }).selectOption({ label: '08:00' });
    await expect(settings.getByRole('combobox', { name: 'Send the summary at' })).toHaveValue('8');
    await page.context().close();

    const category = (await activeCategories())[0]!;
    for (const name of ['Tak', 'Fasad', 'Fönster']) {
      const id = await insertProject(owner, {
        title: `${name} ${stamp}`,
        deadlineDays: 5,
        createdDaysAgo: 10,
        categoryIds: [category.id],
      });
      await insertQuote(id, beta, 100_000);
    }
    const reminders = await serviceClient().rpc('send_deadline_notifications');
    expect(reminders.error).toBeNull();
    const tomorrow = new Date(Date.now() + 36 * 3_600_000);
    tomorrow.setUTCHours(7, 30, 0, 0);
    const gathered = await serviceClient().rpc('gather_mail_digests', { p_now: tomorrow.toISOString() });
    expect(gathered.error).toBeNull();

    const digest = await mailTo(beta.email, 'Din dagliga sammanfattning: 3 aviseringar');
    for (const name of ['Tak', 'Fasad', 'Fönster']) {
      expect(digest.text).toContain(`Sista offertdag för "${name} ${stamp}" är om 1 vecka.`);
    }
    expect((await mailsTo(beta.email)).filter((mail) => mail.subject.startsWith('1 vecka kvar'))).toEqual([]);
  });
});
