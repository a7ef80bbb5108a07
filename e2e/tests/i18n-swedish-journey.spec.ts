import { expect, test, type Page } from '@playwright/test';
import { randomOrganizationNumber } from '@brf/domain/accounts';
import { STRONG_PASSWORD, latestMail, uniqueEmail } from '../support/accounts-backend.ts';
import { textbox } from '../support/accounts-pages.ts';
import { englishOnlyPhrases, englishShown } from '../support/catalogue-phrases.ts';

test.use({ locale: 'sv-SE' });

const phrases = englishOnlyPhrases();

async function expectNoEnglish(page: Page, where: string) {
  expect(await englishShown(page, phrases), `English text on ${where}`).toEqual([]);
}

test('registration and login in Swedish show no English text of the catalogues, and the mail is Swedish', async ({
  page,
}) => {
  expect(phrases.length).toBeGreaterThan(200);
  const email = uniqueEmail('sv-journey');

  await page.goto('/register-brf');
  const person = page.getByRole('form', { name: 'Personuppgifter' });
  await expect(page.getByRole('heading', { name: 'Registrera BRF' })).toBeVisible();
  await expectNoEnglish(page, '/register-brf step 1');
  await textbox(person, 'Förnamn').fill('A');
  await textbox(person, 'Förnamn').blur();
  await expect(person.getByText('Förnamn krävs (minst 2 tecken)')).toBeVisible();
  await expectNoEnglish(page, 'step 1 with an error');
  await textbox(person, 'Förnamn').fill('Astrid');
  await textbox(person, 'Efternamn').fill('Holm');
  await textbox(person, 'E-post').fill(email);
  await textbox(person, 'Telefon').fill('+46 70 555 12 34');
  await textbox(person, 'Lösenord').fill(STRONG_PASSWORD);
  await person.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Fortsätt' }).click();

  await expect(page.getByRole('heading', { name: 'Titta i din inkorg' })).toBeVisible();
  await expectNoEnglish(page, '/verify-email');
  const mail = await latestMail(email, 'signup');
  expect(mail.subject).toBe('Bekräfta din registrering');

  await page.goto(mail.link);
  await expect(page.getByRole('heading', { name: 'E-postadressen är verifierad!' })).toBeVisible();
  await expectNoEnglish(page, 'the verified page');
  await page.getByRole('button', { name: 'Slutför registreringen' }).click();

  await expect(page.getByText('Välkommen tillbaka! Fyll i uppgifterna om din BRF.')).toBeVisible();
  const org = page.getByRole('form', { name: 'Föreningens uppgifter' });
  await expectNoEnglish(page, 'step 2');
  await textbox(org, 'Organisationsnummer').fill(randomOrganizationNumber('7696'));
  await textbox(org, 'Organisationens namn').fill('BRF Holmen');
  await textbox(org, 'Ort').fill('Uppsala');
  await textbox(org, 'Gatuadress').fill('Storgatan');
  await textbox(org, 'Gatunummer').fill('12');
  await textbox(org, 'Postnummer').fill('753 20');
  await org.getByRole('spinbutton', { name: 'Antal lägenheter' }).fill('42');
  await page.getByRole('button', { name: 'Slutför registreringen' }).click();
  await expect(page.getByText('Registreringen är klar! Skickar dig till dina projekt …')).toBeVisible();
  await expect(page).toHaveURL('/projects');
  await expectNoEnglish(page, '/projects (the shell around it)');

  await page.getByRole('button', { name: 'Kontomeny för Astrid Holm' }).click();
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Logga in' }),
  ).toBeVisible();

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Logga in på ditt konto' })).toBeVisible();
  await expectNoEnglish(page, '/login');
  await textbox(page, 'E-post').fill(email);
  await textbox(page, 'Lösenord').fill('wrong-password-1');
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(page.getByText('Fel e-postadress eller lösenord')).toBeVisible();
  await expectNoEnglish(page, '/login with a wrong password');
  await textbox(page, 'Lösenord').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(page.getByText('Du är inloggad! Skickar dig vidare …')).toBeVisible();
  await expect(page).toHaveURL('/projects');
  await expectNoEnglish(page, 'after login');
});
