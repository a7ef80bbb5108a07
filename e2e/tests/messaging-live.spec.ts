import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInThroughLogin } from '../support/accounts-pages.ts';
import { serviceClient, signedInClient } from '../support/accounts-backend.ts';
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

const board = (page: Page) => page.locator('[data-remote="mf-messaging"][data-page="project-messages"]');
const notificationsPage = (page: Page) => page.locator('[data-remote="mf-messaging"][data-page="notifications"]');
const bellBadge = (page: Page) => page.locator('[data-unread-badge]');
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

interface SocketControl {
  __sockets: WebSocket[];
  /** while true, new connections go nowhere (the network is down) */
  __offline: boolean;
}

/** Every WebSocket the page opens, so a test can cut the realtime connection as a network drop would. */
const recordSockets = () => {
  const control = window as unknown as SocketControl;
  control.__sockets = [];
  control.__offline = false;
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(control.__offline ? 'ws://127.0.0.1:9/' : url, protocols);
      control.__sockets.push(this);
    }
  };
};

async function signedInPage(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(recordSockets);
  const page = await context.newPage();
  await signInThroughLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/projects$/);
  return page;
}

async function openProject(page: Page, projectId: string): Promise<void> {
  await page.goto(`/projects/${projectId}`);
  await pageSettled(page);
  await expect(board(page).getByRole('heading', { name: 'Project Messages' })).toBeVisible();
}

async function notificationsOf(userId: string): Promise<{ type: string; message: string; read: boolean }[]> {
  const { data, error } = await serviceClient()
    .from('notifications')
    .select('type, message, read')
    .eq('user_id', userId)
    .order('created_at');
  if (error || !data) throw new Error(`notifications: ${error?.message}`);
  return data;
}

test.describe.configure({ mode: 'serial' });

test.describe('live messages and notifications with several users at once', () => {
  let owner: Brf;
  let alfa: Provider;
  let beta: Provider;
  let gamma: Provider;
  let delta: Provider;
  let projectId: string;
  let ownerPage: Page;
  let a: Page;
  let b: Page;
  const title = `Fasadrenovering hus D ${Date.now()}`;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(90_000);
    const category = (await activeCategories())[0]!;
    owner = await createBrf('Ingrid');
    alfa = await createProvider([category.id], 'Alfa Fasad AB');
    beta = await createProvider([category.id], 'Beta Bygg AB');
    gamma = await createProvider([category.id], 'Gamma Måleri AB');
    delta = await createProvider([category.id], 'Delta Puts AB');
    projectId = await insertProject(owner, { title, deadlineDays: 20, createdDaysAgo: 2, categoryIds: [category.id] });
    await insertQuote(projectId, gamma, 480_000);
    await insertQuote(projectId, delta, 510_000);
    [ownerPage, a, b] = await Promise.all([
      signedInPage(browser, owner),
      signedInPage(browser, alfa),
      signedInPage(browser, beta),
    ]);
  });

  test.afterAll(async () => {
    await Promise.all([ownerPage, a, b].map((page) => page?.context().close()));
  });

  test('a provider turns reply notifications off on Notification Settings, stored for the database', async ({
    browser,
  }) => {
    const d = await signedInPage(browser, delta);
    await d.getByRole('button', { name: /^Account menu/ }).click();
    await d.getByRole('link', { name: 'Notification Settings' }).click();
    await expect(d).toHaveURL(/\/notification-settings$/);
    const page = d.locator('[data-remote="mf-messaging"][data-page="notification-settings"]');
    await expect(page.getByRole('heading', { name: 'Notification Settings' })).toBeVisible();
    const replies = page.getByRole('combobox', { name: 'Messages and replies on projects I follow' });
    await expect(replies).toHaveValue('app');
    await replies.selectOption({ label: 'Off' });
    await expect(page.getByText('Notification settings saved')).toBeVisible();
    const awards = page.getByRole('combobox', { name: 'A project I quoted on was awarded' });
    await expect(awards).toHaveValue('both');
    await awards.selectOption({ label: 'By e-mail' });
    await d.reload();
    await expect(d.getByRole('combobox', { name: 'Messages and replies on projects I follow' })).toHaveValue('off');
    await expect(d.getByRole('combobox', { name: 'A project I quoted on was awarded' })).toHaveValue('email');
    // a provider is offered only what a provider can receive (and requests to join its company): never a new
    // quote on its own project
    const types = d.locator('[data-preference-group]:not([data-preference-group="email"]) select');
    // its quote's receipt and the request's addenda among them
    await expect(types).toHaveCount(12);
    await expect(d.getByRole('combobox', { name: 'My quote was viewed' })).toHaveValue('app');
    await expect(d.getByRole('combobox', { name: 'A new quote on my project' })).toHaveCount(0);
    await pageSettled(d);
    expect(await axeViolations(d, 'notification settings')).toEqual([]);
    const { data } = await serviceClient()
      .from('notification_preferences')
      .select('new_message, email_new_message, project_awarded, email_project_awarded, new_quote')
      .eq('user_id', delta.id)
      .single();
    expect(data).toEqual({
      new_message: false,
      email_new_message: false,
      project_awarded: false,
      email_project_awarded: true,
      new_quote: true,
    });
    await d.context().close();

    // and a board only what a board can receive
    await ownerPage.goto('/notification-settings');
    const boardSettings = ownerPage.locator('[data-remote="mf-messaging"][data-page="notification-settings"]');
    await expect(boardSettings.getByRole('combobox', { name: 'A new quote on my project' })).toHaveValue('both');
    await expect(
      boardSettings.locator('[data-preference-group]:not([data-preference-group="email"]) select'),
    ).toHaveCount(15);
    for (const name of [
      'My quote was viewed',
      'A project I quoted on was awarded',
      'A project I quoted on was deleted',
    ]) {
      await expect(boardSettings.getByRole('combobox', { name })).toHaveCount(0);
    }
  });

  test('B posts, A sees it without a reload; text is required', async () => {
    await Promise.all([openProject(a, projectId), openProject(b, projectId), openProject(ownerPage, projectId)]);
    await expect(board(a).getByText('No messages yet. Be the first to start the conversation!')).toBeVisible();

    await board(b).getByRole('button', { name: 'Send Message' }).click();
    await expect(board(b).getByText('Message is required')).toBeVisible();
    await board(b).getByRole('textbox', { name: 'Message' }).fill('Hej! Går det att se fasaden före offerten?');
    await board(b).getByRole('button', { name: 'Send Message' }).click();
    await expect(board(b).getByRole('textbox', { name: 'Message' })).toHaveValue('');

    const seen = board(a).getByRole('article', { name: 'Beta Bygg AB' });
    await expect(seen.getByText('Hej! Går det att se fasaden före offerten?')).toBeVisible();
    await expect(seen.getByText('BRF', { exact: true })).toHaveCount(0);
    expect(await axeViolations(a, 'message board')).toEqual([]);
    // posting followed the project (the database did it)
    const { data: follow } = await serviceClient()
      .from('project_subscriptions')
      .select('is_subscribed')
      .eq('project_id', projectId)
      .eq('user_id', beta.id)
      .single();
    expect(follow?.is_subscribed).toBe(true);
  });

  test('A replies; B, the owner and a quoting provider get their texts, a switched-off provider none', async () => {
    const before = await bellBadge(b).count();
    expect(before).toBe(0);
    await board(a).getByRole('button', { name: 'Reply to Beta Bygg AB' }).click();
    await board(a).getByRole('button', { name: 'Send Reply' }).click();
    await expect(board(a).getByText('Message is required')).toBeVisible();
    await board(a).getByRole('textbox', { name: 'Reply to Beta Bygg AB' }).fill('Ja, vi kan visa på torsdag kl 10.');
    await board(a).getByRole('button', { name: 'Send Reply' }).click();

    const reply = board(b).locator('li[data-depth="1"]');
    await expect(reply.getByText('Ja, vi kan visa på torsdag kl 10.')).toBeVisible();
    await expect(reply).toHaveCSS('margin-inline-start', '16px');
    await expect(reply.getByRole('article', { name: 'Alfa Fasad AB' })).toBeVisible();

    // B's badge rises without a reload
    await expect(bellBadge(b)).toHaveText('1');
    await bell(b).click();
    const panel = b.locator('[data-remote="mf-messaging"][data-page="notification-panel"]');
    await expect(panel.getByText('You have a new reply to your message.', { exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: `Project: ${title}` })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'View all notifications' })).toBeVisible();
    expect(await axeViolations(b, 'notification panel')).toEqual([]);
    await b.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);

    // the owner had two new_quote notifications from the quotes, and B's question (issue 28)
    await expect(bellBadge(ownerPage)).toHaveText('4');
    expect((await notificationsOf(owner.id)).filter((row) => row.type === 'new_message')).toEqual([
      { type: 'new_message', message: 'You have a new reply in your project.', read: false },
    ]);
    // gamma follows through its quote: it heard of B's question, then of the reply
    expect((await notificationsOf(gamma.id)).filter((row) => row.type === 'new_message')).toEqual([
      { type: 'new_message', message: `New message on "${title}", a project you follow.`, read: false },
      { type: 'new_message', message: 'You have a new reply in a project you have quoted on.', read: false },
    ]);
    expect((await notificationsOf(delta.id)).filter((row) => row.type === 'new_message')).toEqual([]);
    expect(await notificationsOf(alfa.id)).toEqual([]);

    // the owner's own page shows its text too
    await ownerPage.goto('/notifications');
    const ownerList = notificationsPage(ownerPage);
    const replyItem = ownerList.getByRole('listitem').filter({ hasText: 'You have a new reply in your project.' });
    await expect(replyItem).toBeVisible();
    // the reply's sentence (the spec's words) does not name the project; its line does, with the time
    await expect(replyItem.locator('[data-part="project"]')).toHaveText(`Project: ${title}`);
    await expect(replyItem.locator('time')).toHaveText(/^\w{3} \d{1,2}, \d{4} \d{2}:\d{2}$/);
    // a new quote names who quoted and how much, including VAT with the amount excluding it (decision 0026)
    await expect(
      ownerList.getByText(
        `You have received a new quote for "${title}" from Gamma Måleri AB: ` +
          '600\u00a0000\u00a0kr incl. VAT (480\u00a0000\u00a0kr excl.).',
        { exact: true },
      ),
    ).toBeVisible();
  });

  test('the owner posts with the BRF label', async () => {
    await openProject(ownerPage, projectId);
    await board(ownerPage).getByRole('textbox', { name: 'Message' }).fill('Visning torsdag kl 10 vid entrén.');
    await board(ownerPage).getByRole('button', { name: 'Send Message' }).click();
    const fromOwner = board(b).getByRole('article', { name: 'BRF Testgården' });
    await expect(fromOwner.getByText('Visning torsdag kl 10 vid entrén.')).toBeVisible();
    await expect(fromOwner.getByText('BRF', { exact: true })).toBeVisible();
  });

  test('/notifications: View Project routes in-app; mark read, mark all, collapsed read section, delete', async () => {
    const db = serviceClient();
    // B follows the project, so the owner's message told it (issue 28); this test counts without it
    const followed = `New message on "${title}", a project you follow.`;
    await expect
      .poll(async () => (await notificationsOf(beta.id)).filter((row) => row.message === followed).length)
      .toBe(1);
    expect((await db.from('notifications').delete().eq('user_id', beta.id).eq('message', followed)).error).toBeNull();
    const more = [
      {
        user_id: beta.id,
        project_id: projectId,
        type: 'deadline_1week',
        message: `The submission deadline for "${title}" is in 1 week.`,
      },
      {
        user_id: beta.id,
        project_id: null,
        type: 'project_deleted',
        message: 'The project "Takbyte" was deleted by its owner. Your quote is kept on record.',
      },
    ];
    const inserted = await db.from('notifications').insert(more);
    expect(inserted.error).toBeNull();
    await expect(bellBadge(b)).toHaveText('3');

    await b.goto('/notifications');
    const list = notificationsPage(b);
    await expect(list.getByRole('heading', { name: /^Notifications/ })).toBeVisible();
    await expect(list.getByTestId('unread-count')).toHaveText('3');
    await expect(list.getByText(`The submission deadline for "${title}" is in 1 week.`, { exact: true })).toBeVisible();
    await expect(
      list.getByText('The project "Takbyte" was deleted by its owner. Your quote is kept on record.', { exact: true }),
    ).toBeVisible();
    // no project: no link
    await expect(list.getByRole('link', { name: 'View Project' })).toHaveCount(2);
    await pageSettled(b);
    expect(await axeViolations(b, 'notifications page')).toEqual([]);

    await b.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await list
      .getByRole('listitem')
      .filter({ hasText: 'You have a new reply to your message.' })
      .getByRole('link', { name: 'View Project' })
      .click();
    await expect(b).toHaveURL(new RegExp(`/projects/${projectId}$`));
    expect(await b.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await b.goBack();

    const deleted = 'The project "Takbyte" was deleted by its owner. Your quote is kept on record.';
    const deadline = `The submission deadline for "${title}" is in 1 week.`;
    const replyText = 'You have a new reply to your message.';
    await list.getByRole('button', { name: `Mark as read: ${deleted}` }).click();
    await expect(list.getByTestId('unread-count')).toHaveText('2');
    await expect(bellBadge(b)).toHaveText('2');
    const readToggle = list.getByRole('button', { name: /^Read notifications/ });
    await expect(readToggle).toHaveText(/^Read notifications\s*\(1\)$/);
    await expect(readToggle).toHaveAttribute('aria-expanded', 'false');
    const readItems = list.locator('li[data-read="true"]');
    await expect(readItems).toHaveCount(0);
    await readToggle.click();
    await expect(readItems).toHaveCount(1);

    // the older reply, read now, goes to the top of the read list
    await list.getByRole('button', { name: `Mark as read: ${replyText}` }).click();
    await expect(readItems).toHaveCount(2);
    await expect(readItems.nth(0)).toContainText(replyText);
    await expect(readItems.nth(1)).toContainText(deleted);
    await expect(bellBadge(b)).toHaveText('1');

    await list.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(list.getByText('You have no new notifications')).toBeVisible();
    await expect(list.getByTestId('unread-count')).toHaveCount(0);
    await expect(bellBadge(b)).toHaveCount(0);
    await expect(readToggle).toHaveText(/^Read notifications\s*\(3\)$/);
    await expect(readItems.nth(0)).toContainText(deadline);
    await expect(readItems.nth(1)).toContainText(replyText);
    // read items: faded, delete only
    await expect(readItems.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);
    await expect(readItems.getByRole('link', { name: 'View Project' })).toHaveCount(0);
    await expect(readItems.getByRole('button', { name: /^Delete notification/ })).toHaveCount(3);

    // collapsed by default when the page opens again
    await b.reload();
    await expect(readToggle).toHaveAttribute('aria-expanded', 'false');
    await readToggle.click();
    await list.getByRole('button', { name: `Delete notification: ${deadline}` }).click();
    await expect(readItems).toHaveCount(2);
    await expect(readToggle).toHaveText(/^Read notifications\s*\(2\)$/);
    expect((await notificationsOf(beta.id)).length).toBe(2);
  });

  test('120 unread: the badge shows 99+ without a reload', async () => {
    await ownerPage.goto('/projects');
    await pageSettled(ownerPage);
    const rows = Array.from({ length: 120 }, (_, i) => ({
      user_id: owner.id,
      project_id: projectId,
      type: 'new_quote',
      message: `You have received a new quote for "${title}" (${i}).`,
    }));
    const { error } = await serviceClient().from('notifications').insert(rows);
    expect(error).toBeNull();
    await expect(bellBadge(ownerPage)).toHaveText('99+');
  });

  test('the websocket is cut; a message posted meanwhile shows after the reconnect', async () => {
    await openProject(a, projectId);
    const betaClient = await signedInClient(beta);
    const cut = await a.evaluate(() => {
      const control = window as unknown as SocketControl;
      control.__offline = true;
      const sockets = control.__sockets.filter((s) => s.url.includes('/realtime/') && s.readyState === WebSocket.OPEN);
      for (const socket of sockets) socket.close(4000, 'test: network drop');
      return sockets.length;
    });
    expect(cut).toBeGreaterThan(0);
    const posted = await betaClient
      .from('project_messages')
      .insert({ project_id: projectId, message_text: 'Skickat medan anslutningen låg nere.' })
      .select('id')
      .single();
    expect(posted.error).toBeNull();
    // the page was offline when the message was committed, so only the resubscribe + refetch can show it
    expect(
      await a.evaluate(
        () => (window as unknown as SocketControl).__sockets.filter((s) => s.readyState === WebSocket.OPEN).length,
      ),
    ).toBe(0);
    await expect(board(a).getByText('Skickat medan anslutningen låg nere.')).toHaveCount(0);
    await a.evaluate(() => ((window as unknown as SocketControl).__offline = false));
    await expect(board(a).getByText('Skickat medan anslutningen låg nere.')).toBeVisible({ timeout: 20_000 });
    await betaClient.auth.signOut();
  });

  test('a tab coming back to the foreground catches up even while its websocket is still down', async () => {
    await openProject(a, projectId);
    const betaClient = await signedInClient(beta);
    await a.evaluate(() => {
      const control = window as unknown as SocketControl;
      control.__offline = true;
      for (const socket of control.__sockets)
        if (socket.readyState === WebSocket.OPEN) socket.close(4000, 'test: tab in the background');
    });
    const posted = await betaClient
      .from('project_messages')
      .insert({ project_id: projectId, message_text: 'Skickat medan fliken låg i bakgrunden.' })
      .select('id')
      .single();
    expect(posted.error).toBeNull();
    await expect(board(a).getByText('Skickat medan fliken låg i bakgrunden.')).toHaveCount(0);
    await a.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(board(a).getByText('Skickat medan fliken låg i bakgrunden.')).toBeVisible();
    await a.evaluate(() => ((window as unknown as SocketControl).__offline = false));
    await betaClient.auth.signOut();
  });

  test("the database's message rate limit shows as a clear message and keeps the text", async () => {
    const ownerClient = await signedInClient(owner);
    let refused = false;
    for (let i = 0; i < 25 && !refused; i += 1) {
      const { error } = await ownerClient
        .from('project_messages')
        .insert({ project_id: projectId, message_text: `Påminnelse ${i + 1}` });
      if (error) {
        expect(error.code).toBe('PT429');
        refused = true;
      }
    }
    expect(refused).toBe(true);
    await openProject(ownerPage, projectId);
    await board(ownerPage).getByRole('textbox', { name: 'Message' }).fill('Ett meddelande för mycket.');
    await board(ownerPage).getByRole('button', { name: 'Send Message' }).click();
    await expect(
      board(ownerPage).getByText(
        'You are sending messages too quickly: at most 20 messages a minute. Please wait a moment and try again.',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(board(ownerPage).getByRole('textbox', { name: 'Message' })).toHaveValue('Ett meddelande för mycket.');
    await ownerClient.auth.signOut();
  });
});
