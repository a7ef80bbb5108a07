// The award as a workflow (decision 0024): the chair proposes on a phone in Swedish; the ledamot
// who can confirm finds in its inbox who proposed what and what to do, follows the mail's link at
// desktop width in English and confirms; the board is told, in the app and by e-mail, and the
// suppleant, who took no part, too. Axe clean at each step.
import { expect, test, type BrowserContextOptions } from '@playwright/test';
import { createConfirmedUser, OUTBOX_URL, serviceClient, signedInClient } from '../support/accounts-backend.ts';
import { axeViolations, pageSettled } from '../support/axe.ts';
import { activeCategories, createBrf, createProvider, insertProject, insertQuote } from '../support/projects-world.ts';
import { signedInPage } from '../support/roles.ts';

const SWEDISH_PHONE: BrowserContextOptions = { locale: 'sv-SE', viewport: { width: 375, height: 812 } };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
const SITE = 'http://localhost:3000';

interface Mail {
  to: string;
  subject: string;
  text: string;
  link: string;
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
      { message: `a mail '${subject}' to ${email}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as Mail;
}

// sv-SE groups digits and parts 'kr' with no-break spaces
const plain = (text: string) => text.replaceAll('\u00a0', ' ');

test('a proposal reaches who can confirm it by e-mail; the confirmation tells the board', async ({ browser }) => {
  test.setTimeout(120_000);
  const category = (await activeCategories())[0]!;
  const chair = await createBrf('Greta');
  const company = await createProvider([category.id], 'Stambygg AB');
  const member = (prefix: string, firstName: string, language: 'sv' | 'en') =>
    createConfirmedUser({
      prefix,
      metadata: { first_name: firstName, last_name: 'Lind', organization_type: 'brf', language },
    });
  const jonas = await member('ledamot', 'Jonas', 'en');
  const disa = await member('suppleant', 'Disa', 'sv');
  const db = serviceClient();
  for (const [who, role] of [
    [jonas, 'member'],
    [disa, 'deputy'],
  ] as const) {
    expect((await db.from('brf_members').insert({ brf_id: chair.profileId, user_id: who.id, role })).error).toBeNull();
  }
  const title = `Stambyte 48 lägenheter ${Date.now()}`;
  const projectId = await insertProject(chair, {
    title,
    deadlineDays: -1,
    createdDaysAgo: 30,
    categoryIds: [category.id],
  });
  await insertQuote(projectId, company, 2_400_000);
  for (const who of [jonas, disa]) {
    const declared = await (await signedInClient(who)).rpc('declare_interest', {
      p_project_id: projectId,
      p_conflict_provider_ids: [],
    });
    expect(declared.error).toBeNull();
  }

  // the chair proposes, on a phone, in Swedish
  const page = await signedInPage(browser, chair, SWEDISH_PHONE);
  await page.goto(`/projects/${projectId}`);
  const section = page.locator('[data-remote="mf-quotes"][data-page="quotes-section"]');
  await section.getByRole('button', { name: 'Jag är inte jävig' }).click();
  await section.getByRole('button', { name: 'Föreslå tilldelning: Stambygg AB' }).click();
  const dialog = page.getByRole('dialog', { name: 'Föreslå tilldelning?' });
  await dialog.getByRole('textbox', { name: /Skäl till tilldelningen/ }).fill('Lägst pris, goda referenser.');
  await dialog.getByRole('button', { name: 'Föreslå tilldelning' }).click();
  await expect(section.getByText('Väntar på att en annan ledamot bekräftar.', { exact: false })).toBeVisible();
  await pageSettled(page);
  expect(await axeViolations(page, 'the proposal waits')).toEqual([]);

  // who can confirm it is told, in its own language: who proposed what, and what to do
  const asked = await mailTo(jonas.email, `An award to confirm: ${title}`);
  expect(plain(asked.text)).toContain(
    `: Greta Lind proposes awarding "${title}" to Stambygg AB for 3 000 000 kr incl. VAT (2 400 000 kr excl.). ` +
      'Confirm or withdraw the proposal.\n',
  );
  expect(asked.link).toBe(`${SITE}/projects/${projectId}#quotes`);

  // the ledamot follows the mail's link at desktop width, in English, and confirms
  const confirming = await signedInPage(browser, jonas, DESKTOP);
  await confirming.goto(asked.link.replace(SITE, ''));
  const proposal = confirming.locator('[data-award-proposal]');
  await expect(
    proposal.getByText('Greta Lind proposes awarding the project to Stambygg AB', { exact: false }),
  ).toBeVisible();
  await expect(proposal.getByText('Confirm it to make the award, or withdraw it.', { exact: false })).toBeVisible();
  await pageSettled(confirming);
  expect(await axeViolations(confirming, 'the proposal to confirm')).toEqual([]);
  await proposal.getByRole('button', { name: 'Confirm award' }).click();
  await confirming
    .getByRole('dialog', { name: 'Confirm the award?' })
    .getByRole('button', { name: 'Confirm award' })
    .click();
  await expect(confirming.getByText(/The project was awarded to Stambygg AB/)).toBeVisible();
  await confirming.context().close();

  // the board is told: the chair and the suppleant, by e-mail
  const sentence =
    `: "${title}" är tilldelat Stambygg AB för 3 000 000 kr inkl. moms (2 400 000 kr exkl.). ` +
    'Jonas Lind bekräftade tilldelningen.\n';
  for (const who of [chair, disa]) {
    const told = await mailTo(who.email, `Tilldelat: ${title}`);
    expect(plain(told.text)).toContain(sentence);
    expect(told.link).toBe(`${SITE}/projects/${projectId}#quotes`);
  }

  // and the chair in the app
  await page.goto('/notifications');
  await expect(
    page.getByText(
      `"${title}" är tilldelat Stambygg AB för 3 000 000 kr inkl. moms (2 400 000 kr exkl.). Jonas Lind ` +
        'bekräftade tilldelningen.',
    ),
  ).toBeVisible();
  await pageSettled(page);
  expect(await axeViolations(page, 'the board is told')).toEqual([]);
  await page.context().close();
});
