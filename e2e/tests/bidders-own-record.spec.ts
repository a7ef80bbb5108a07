// The bidder's own record (decision 0027), end to end: a provider sends a quote with its terms and
// a file through the form, in Swedish on a phone; 'Your Quote' lists the terms; the receipt in the
// mail outbox lists them too, dates as dates. After the award the winner's letter gives the board's
// contact and the next step, the others' their rank, the board's reason and the winner the board
// publishes. And an invitation's page, before the person has an account, names the organisation,
// the role and who invited, fills in the address, and still says 'check your inbox' after a reload.
import { expect, test, type BrowserContextOptions, type Page } from '@playwright/test';
import { OUTBOX_URL, serviceClient, signedInClient, uniqueEmail } from '../support/accounts-backend.ts';
import { axeViolations, pageSettled } from '../support/axe.ts';
import {
  activeCategories,
  createBrf,
  createProvider,
  fileOf,
  insertProject,
  type Brf,
  type Provider,
} from '../support/projects-world.ts';
import { signedInPage } from '../support/roles.ts';

interface Mail {
  to: string;
  subject: string;
  text: string;
  kind: string;
}

const SWEDISH_PHONE: BrowserContextOptions = { locale: 'sv-SE', viewport: { width: 375, height: 812 } };
const ENGLISH_DESKTOP: BrowserContextOptions = { locale: 'en-US', viewport: { width: 1280, height: 900 } };
const yourQuote = (page: Page) => page.locator('[data-remote="mf-quotes"][data-page="your-quote"]');
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The mail to `email` whose subject is `subject`, waited for (a receipt settles for 20 seconds first). */
async function mailTo(email: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${OUTBOX_URL}/api/messages?to=${encodeURIComponent(email)}`);
        found = ((await response.json()) as Mail[]).find((mail) => mail.subject === subject);
        return Boolean(found);
      },
      { message: `a mail '${subject}' to ${email}`, timeout: 60_000, intervals: [500] },
    )
    .toBe(true);
  return found as Mail;
}

async function speaks(user: { id: string }, language: 'sv' | 'en'): Promise<void> {
  const { error } = await serviceClient().auth.admin.updateUserById(user.id, { user_metadata: { language } });
  if (error) throw new Error(`language: ${error.message}`);
}

test.describe.configure({ mode: 'serial' });

test.describe("the bidder's own record: the receipt, 'Your Quote' and the award's letters", () => {
  let chair: Brf;
  let alfa: Provider;
  let beta: Provider;
  let gamma: Provider;
  let projectId: string;
  const stamp = Date.now();
  const title = `Stambyte 48 lägenheter ${stamp}`;
  // the first of a month two years on: west of UTC, a date read as local midnight would print the day before
  const year = new Date().getFullYear() + 2;

  test.beforeAll(async () => {
    const category = (await activeCategories())[0]!;
    chair = await createBrf('Greta');
    alfa = await createProvider([category.id], 'Alfa Rör AB');
    beta = await createProvider([category.id], 'Beta Bygg AB');
    gamma = await createProvider([category.id], 'Gamma VVS AB');
    await speaks(alfa, 'sv');
    await speaks(beta, 'en');
    projectId = await insertProject(chair, { title, deadlineDays: 20, createdDaysAgo: 2, categoryIds: [category.id] });
    await serviceClient().from('projects').update({ show_winner_publicly: true }).eq('id', projectId);
  });

  test('a provider sends a quote with its terms and a file; Your Quote and the receipt list them', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await signedInPage(browser, alfa, SWEDISH_PHONE);
    await page.goto(`/projects/${projectId}/submit-quote`);
    const form = page.locator('[data-page="submit-quote"] form');
    await form.getByRole('textbox', { name: /Offertbelopp/ }).fill('4 350 000');
    await form.getByRole('textbox', { name: /Beskrivning/ }).fill('Stambyte med relining av spillvatten.');
    await form.getByRole('radio', { name: 'Exklusive moms' }).check();
    await form.getByLabel(/Giltig till/).fill(`${year}-03-01`);
    await form.getByLabel(/Planerad start/).fill(`${year}-04-01`);
    await form.getByLabel(/Genomförandetid/).fill('20');
    await form.getByLabel(/Garanti/).fill('5');
    await form.getByLabel(/Timpris/).fill('650');
    await form.getByLabel(/Standardavtal/).selectOption('ab04');
    await form.getByLabel(/Betalningsplan/).fill('30 % vid start, 70 % vid slutbesiktning');
    await form.getByLabel(/Förbehåll/).fill('Asbestsanering ingår inte.');
    await form.locator('input[type="file"]').setInputFiles([fileOf('offert.pdf', 'application/pdf', 4096)]);
    await form.getByRole('button', { name: /Skicka offert/ }).click();
    await expect(page).toHaveURL(`/projects/${projectId}`);

    const section = yourQuote(page);
    const terms = section.locator('[data-part="binding-terms"]');
    await expect(section.getByRole('heading', { name: 'Villkoren ert företag är bundet av' })).toBeVisible();
    await expect(terms).toContainText(/Belopp4\s350\s000\skr exkl\. moms/);
    await expect(terms).toContainText(/Belopp inkl\. moms5\s437\s500\skr/);
    await expect(terms).toContainText(`Giltig till1 mars ${year}`);
    await expect(terms).toContainText(`Planerad start1 apr. ${year}`);
    await expect(terms).toContainText('Genomförandetid20 veckor');
    await expect(terms).toContainText('StandardavtalAB 04');
    await expect(section.getByText('offert.pdf')).toBeVisible();
    await pageSettled(page);
    expect(await axeViolations(page, 'Your Quote with its terms, sv, 375 px')).toEqual([]);
    // nothing wider than the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.context().close();

    const receipt = await mailTo(alfa.email, `Kvitto på er offert: ${title}`);
    const text = plain(receipt.text);
    expect(text).toContain(`Er offert på "${title}" kom fram till BRF Testgården den `);
    expect(text).toContain(
      'Alfa Rör AB är bunden av de här villkoren:\n\n' +
        'Belopp: 4 350 000 kr exkl. moms\n' +
        'Belopp inkl. moms: 5 437 500 kr\n' +
        'Moms: 1 087 500 kr\n' +
        `Giltig till: 1 mars ${year}\n` +
        `Planerad start: 1 apr. ${year}\n` +
        'Genomförandetid: 20 veckor\n' +
        'Garanti: 5 år\n' +
        'Betalningsplan: 30 % vid start, 70 % vid slutbesiktning\n' +
        'Timpris för ändrings- och tilläggsarbeten (ÄTA): 650 kr/tim\n' +
        'Förbehåll: Asbestsanering ingår inte.\n' +
        'Standardavtal: AB 04\n' +
        'Beskrivning: Stambyte med relining av spillvatten.\n' +
        'Filer: offert.pdf\n',
    );
    expect(text).toContain(`Se er offert: http://localhost:3000/projects/${projectId}`);
  });

  test("after the award: the winner's letter gives the contact, the others' their rank, reason, winner", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    for (const [provider, amount, basis] of [
      [beta, 5_000_000, 'incl_vat'],
      [gamma, 5_000_000, 'excl_vat'],
    ] as const) {
      const client = await signedInClient(provider);
      const { error } = await client.from('quotes').insert({
        project_id: projectId,
        service_provider_id: provider.profileId,
        quote_amount: amount,
        price_basis: basis,
        description: 'Offert enligt förfrågningsunderlaget.',
      });
      expect(error).toBeNull();
    }
    await serviceClient()
      .from('projects')
      .update({ submission_deadline: new Date(Date.now() - 60_000).toISOString() })
      .eq('id', projectId);
    const alfaQuote = await serviceClient()
      .from('quotes')
      .select('id')
      .eq('project_id', projectId)
      .eq('service_provider_id', alfa.profileId)
      .single();
    const awarded = await (await signedInClient(chair)).rpc('award_project', {
      p_project_id: projectId,
      p_quote_id: alfaQuote.data?.id,
      p_reason: 'Bäst referenser och fem års garanti.',
    });
    expect(awarded.error).toBeNull();

    const won = plain((await mailTo(alfa.email, `Du vann: ${title}`)).text);
    expect(won).toContain(
      `Grattis! BRF Testgården har antagit er offert på "${title}": 5 437 500 kr inkl. moms (4 350 000 kr exkl.).\n\n` +
        'Styrelsens motivering: Bäst referenser och fem års garanti.\n\n' +
        'Nästa steg: styrelsen kontaktar er för att skriva avtal. Ni når styrelsen via Greta Lind, ' +
        `+46 70 123 45 67, ${chair.email}.\n`,
    );
    const lost = plain((await mailTo(beta.email, `Not awarded: ${title}`)).text);
    expect(lost).toContain(
      `BRF Testgården has awarded "${title}" to another provider. Thank you for your quote.\n\n` +
        'Your quote, 5 000 000 kr incl. VAT (4 000 000 kr excl.), ranked 1 of 3 by price including VAT ' +
        '(1 is the lowest).\n\n' +
        "The board's reason: Bäst referenser och fem års garanti.\n\n" +
        'The board chose Alfa Rör AB: 5 437 500 kr incl. VAT (4 350 000 kr excl.).\n',
    );
    const third = plain((await mailTo(gamma.email, `Inte antagen: ${title}`)).text);
    expect(third).toContain('kom på plats 3 av 3 räknat på pris inklusive moms');
    // the winner's contact goes to the winner alone
    expect(lost).not.toContain(chair.email);
    expect(third).not.toContain(chair.email);

    // the losing company's page says so in words, in English on a desktop
    const page = await signedInPage(browser, beta, ENGLISH_DESKTOP);
    await page.goto(`/projects/${projectId}`);
    await expect(yourQuote(page).getByText('Not accepted: the board chose another quote.')).toBeVisible();
    await expect(yourQuote(page).locator('[data-part="binding-terms"]')).toContainText(
      /Amount5\s000\s000\skr incl\. VAT/,
    );
    await pageSettled(page);
    expect(await axeViolations(page, 'Your Quote after the award, en, 1280 px')).toEqual([]);
    await page.context().close();
  });
});

test.describe("an invitation's page before the person has an account", () => {
  test('names the organisation, the role and who invited, fills in the address, and keeps "check your inbox"', async ({
    browser,
  }) => {
    const chair = await createBrf('Greta');
    const email = uniqueEmail('suppleant');
    const invited = await (await signedInClient(chair)).rpc('invite_member', { p_email: email, p_role: 'deputy' });
    expect(invited.error).toBeNull();
    let link = '';
    await expect
      .poll(
        async () => {
          const response = await fetch(`${OUTBOX_URL}/api/messages?to=${encodeURIComponent(email)}`);
          const mails = (await response.json()) as Mail[];
          link = /https?:\/\/[^/\s]+(\/invitations\/accept\?token=[0-9a-f]+)/.exec(mails[0]?.text ?? '')?.[1] ?? '';
          return link;
        },
        { message: `an invitation to ${email}`, timeout: 15_000 },
      )
      .not.toBe('');
    const response = await fetch(`${OUTBOX_URL}/api/messages?to=${encodeURIComponent(email)}`);
    const mail = ((await response.json()) as Mail[])[0]!;
    expect(mail.text).toContain('Greta Lind bjuder in dig till BRF Testgården på BRF-marknaden som suppleant.');

    const page = await (await browser.newContext(SWEDISH_PHONE)).newPage();
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbjudan till BRF Testgården' })).toBeVisible();
    await expect(
      page.getByText(
        'Greta Lind har bjudit in dig till BRF Testgården som suppleant. ' +
          `Logga in, eller skapa ett konto, med ${email}. ` +
          'Sedan kan du gå med.',
      ),
    ).toBeVisible();
    const create = page.getByRole('form', { name: 'Skapa ett konto' });
    await expect(create.getByLabel(/E-post/)).toHaveValue(email);
    await pageSettled(page);
    expect(await axeViolations(page, 'invitation, signed out, sv, 375 px')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await create.getByLabel(/Förnamn/).fill('Sara');
    await create.getByLabel(/Efternamn/).fill('Holm');
    await create.getByLabel(/Lösenord/).fill('Brf#Test!2026ab');
    await create.getByRole('checkbox').check();
    await create.getByRole('button', { name: 'Skapa konto' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Kolla din inkorg' })).toContainText(
      `vi har skickat en bekräftelselänk till ${email}`,
    );
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Kolla din inkorg' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Skapa ett konto' })).toHaveCount(0);
    await page.context().close();
  });
});
