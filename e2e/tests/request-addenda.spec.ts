// The request is frozen at the first quote (decision 0025): a board that edits its description
// after a quote makes addendum 1, and withdrawing a file makes addendum 2 (the file stays listed).
// The bidder reads both on the project page, in Swedish on a phone, and has them by e-mail; after
// the deadline the decision pack prints the request as it stood, each addendum, and the questions
// and answers, on screen and for print, in English and Swedish.
import { expect, test, type BrowserContextOptions, type Page } from '@playwright/test';
import { OUTBOX_URL, serviceClient, signedInClient } from '../support/accounts-backend.ts';
import { axeViolations, pageSettled } from '../support/axe.ts';
import { overflowingElements } from '../support/layout.ts';
import {
  activeCategories,
  createBrf,
  createProvider,
  furnishProject,
  insertProject,
  insertQuote,
  projectsPage,
  toast,
  type Brf,
  type Provider,
} from '../support/projects-world.ts';
import { signedInPage } from '../support/roles.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const SWEDISH_PHONE: BrowserContextOptions = { locale: 'sv-SE', viewport: { width: 375, height: 812 } };
const ENGLISH_DESKTOP: BrowserContextOptions = { locale: 'en-US', viewport: { width: 1280, height: 900 } };
const NEW_DESCRIPTION = 'Stambyte i 48 lägenheter. Badrumsgolven byts också, med nytt tätskikt enligt branschreglerna.';

interface Mail {
  to: string;
  subject: string;
  text: string;
  kind: string;
}

/** The notification mail to `email` whose subject is `subject`, waited for. */
async function mailTo(email: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${OUTBOX_URL}/api/messages?to=${encodeURIComponent(email)}`);
        found = ((await response.json()) as Mail[]).find(
          (mail) => mail.kind === 'notification' && mail.subject === subject,
        );
        return Boolean(found);
      },
      { message: `a mail '${subject}' to ${email}`, timeout: 20_000 },
    )
    .toBe(true);
  return found as Mail;
}

const printedText = async (page: Page) =>
  ((await page.locator('[data-page="decision-pack"]').textContent()) ?? '').replaceAll('\u00a0', ' ');

let chair: Brf;
let bidder: Provider;
let projectId = '';
const title = `Stambyte 48 lägenheter ${Date.now()}`;

test.beforeAll(async () => {
  const category = (await activeCategories())[0]!;
  chair = await createBrf('Greta');
  bidder = await createProvider([category.id], 'Alfa Rör AB');
  projectId = await insertProject(chair, { title, deadlineDays: 20, createdDaysAgo: 10, categoryIds: [category.id] });
  // the request's document, uploaded before any quote
  await furnishProject(projectId, chair);
  await insertQuote(projectId, bidder, 4_350_000);
  // a question and the board's answer, for the pack
  const asked = await (await signedInClient(bidder))
    .from('project_messages')
    .insert({ project_id: projectId, message_text: 'Ingår badrumsgolven i stambytet?' })
    .select('id')
    .single();
  expect(asked.error).toBeNull();
  const answered = await (await signedInClient(chair)).from('project_messages').insert({
    project_id: projectId,
    message_text: 'Ja, se tillägg 1.',
    parent_message_id: asked.data!.id,
  });
  expect(answered.error).toBeNull();
});

test('after a quote, the board’s edit is addendum 1 and a withdrawn file addendum 2', async ({ browser }) => {
  const page = await signedInPage(browser, chair, ENGLISH_DESKTOP);
  await page.goto(`/projects/${projectId}`);
  const detail = projectsPage(page, 'project-detail');
  const addenda = detail.getByRole('region', { name: /^Addenda to the request/ });
  await expect(addenda).toContainText(/A quote arrived on .+, so the request is frozen: each change to its title/);
  await expect(addenda.getByText('No addenda yet.')).toBeVisible();
  await expect(detail.getByText(/^Uploaded /)).toBeVisible();

  await detail.getByRole('button', { name: 'Edit Description' }).click();
  await expect(
    detail.getByText(
      'A quote has arrived: saving makes this change addendum 1, and every bidder and follower is told.',
    ),
  ).toBeVisible();
  await detail.getByRole('textbox', { name: 'Description' }).fill(NEW_DESCRIPTION);
  await detail.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'success', 'Description updated successfully')).toBeVisible();
  const first = addenda.locator('[data-addendum="1"]');
  await expect(first.getByText('Addendum 1', { exact: true })).toBeVisible();
  await expect(first).toContainText(/^Addendum 1 .+ by Greta Lind/);
  await expect(first.getByText(NEW_DESCRIPTION)).toBeVisible();

  await detail.getByRole('button', { name: 'Withdraw underlag.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw file' });
  await expect(dialog).toContainText(
    'A quote has arrived, so "underlag.pdf" stays in the request\'s record. Withdrawing it makes addendum 2: ' +
      'every bidder and follower is told, and the file is marked withdrawn.',
  );
  await pageSettled(page);
  expect(await axeViolations(page, 'withdraw file dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(
    toast(
      page,
      'success',
      'File withdrawn by addendum 2: every bidder and follower is told. The file stays in the record.',
    ),
  ).toBeVisible();
  await expect(detail.getByText(/^Withdrawn by addendum 2 on /)).toBeVisible();
  await expect(detail.getByText('underlag.pdf', { exact: true })).toBeVisible();
  await expect(addenda.locator('[data-addendum="2"]')).toContainText(
    'File withdrawn: underlag.pdf (it stays in the record)',
  );
  await pageSettled(page);
  expect(await axeViolations(page, 'project with addenda, board, 1280 px')).toEqual([]);
  await page.context().close();
});

test('the bidder has each addendum by e-mail and reads them in Swedish on a phone', async ({ browser }) => {
  const mail = await mailTo(bidder.email, `Tillägg 1 till förfrågan: ${title}`);
  expect(mail.text).toContain(
    `Tillägg 1 till "${title}": styrelsen har ändrat förfrågan. ` +
      'Läs vad som ändrats innan du skickar eller står fast vid din offert.',
  );
  expect(mail.text).toContain(`Läs tillägget: http://localhost:3000/projects/${projectId}#addenda`);
  await mailTo(bidder.email, `Tillägg 2 till förfrågan: ${title}`);

  const page = await signedInPage(browser, bidder, SWEDISH_PHONE);
  await page.goto(`/projects/${projectId}#addenda`);
  const detail = projectsPage(page, 'project-detail');
  const addenda = detail.getByRole('region', { name: /^Tillägg till förfrågan/ });
  await expect(addenda.locator('[data-addendum="1"]').getByText('Tillägg 1', { exact: true })).toBeVisible();
  await expect(addenda.getByText(NEW_DESCRIPTION)).toBeVisible();
  await expect(addenda.locator('[data-addendum="2"]')).toContainText(
    'Fil återkallad: underlag.pdf (den finns kvar i underlaget)',
  );
  // a bidder is not told what only the board reads
  await expect(addenda).not.toContainText('förfrågan är låst');
  await expect(detail.getByText(/^Återkallad genom tillägg 2 den /)).toBeVisible();
  await pageSettled(page);
  expect(await overflowingElements(page)).toEqual([]);
  expect(await axeViolations(page, 'project with addenda, bidder, sv, 375 px')).toEqual([]);

  await page.goto('/notifications');
  await expect(
    page.getByText(
      `Tillägg 1 till "${title}": styrelsen har ändrat förfrågan. ` +
        'Läs vad som ändrats innan du skickar eller står fast vid din offert.',
    ),
  ).toBeVisible();
  await page.context().close();
});

test('after the deadline the pack prints the request as it stood, each addendum, the questions', async ({
  browser,
}) => {
  // the deadline passes now: both addenda were made before it
  const moved = await serviceClient()
    .from('projects')
    .update({ submission_deadline: new Date(Date.now() - 1_000).toISOString() })
    .eq('id', projectId);
  expect(moved.error).toBeNull();
  for (const [options, texts] of [
    [
      ENGLISH_DESKTOP,
      {
        part: '1. Project and request',
        asItStood:
          /The request as it stood at the submission deadline: .+ with the addenda made before the deadline \(1, 2\)/,
        addendum: /Addendum 1, .+, by Greta Lind/,
        question: /Question from Alfa Rör AB, .+Ingår badrumsgolven i stambytet\?/,
        answer: /Reply from .+Ja, se tillägg 1\./,
        withdrawn: /underlag\.pdf \(17 B\), uploaded .+; withdrawn by addendum 2, /,
      },
    ],
    [
      SWEDISH_PHONE,
      {
        part: '1. Projekt och förfrågan',
        asItStood:
          /Förfrågan som den löd vid sista offertdag: .+ med de tillägg som gjordes före sista offertdag \(1, 2\)/,
        addendum: /Tillägg 1, .+, av Greta Lind/,
        question: /Fråga från Alfa Rör AB, .+Ingår badrumsgolven i stambytet\?/,
        answer: /Svar från .+Ja, se tillägg 1\./,
        withdrawn: /underlag\.pdf \(17 B\), uppladdad .+; återkallad genom tillägg 2, /,
      },
    ],
  ] as const) {
    const page = await signedInPage(browser, chair, options);
    await page.goto(`/projects/${projectId}/decision`);
    const summary = page.getByRole('region', { name: texts.part });
    await expect(summary).toContainText(texts.asItStood);
    await expect(summary.getByText(NEW_DESCRIPTION).first()).toBeVisible();
    await pageSettled(page);
    if (options === SWEDISH_PHONE) expect(await overflowingElements(page)).toEqual([]);
    expect(await axeViolations(page, `decision pack with addenda, ${options.locale}`)).toEqual([]);

    await page.emulateMedia({ media: 'print' });
    const printed = await printedText(page);
    const order = [texts.asItStood, texts.addendum, texts.question, texts.answer, texts.withdrawn].map((text) =>
      printed.search(text),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect((await page.pdf({ format: 'A4' })).subarray(0, 5).toString()).toBe('%PDF-');
    await page.context().close();
  }
});
