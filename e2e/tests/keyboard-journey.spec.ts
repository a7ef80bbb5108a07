import { expect, test } from '@playwright/test';
import { randomOrganizationNumber } from '@brf/domain/accounts';
import { STRONG_PASSWORD, latestMail, uniqueEmail } from '../support/accounts-backend.ts';
import { textbox } from '../support/accounts-pages.ts';
import { tabTo } from '../support/keyboard.ts';

/** Registration and login with the keyboard alone; every focus stop on the way is visible. */
test('a BRF registers and signs in using only the keyboard', async ({ page }) => {
  const email = uniqueEmail('keyboard');
  await page.goto('/register-brf');
  const person = page.getByRole('form', { name: 'Personal Information' });
  await expect(person).toBeVisible();

  // the skip link is the first stop and moves focus to the page
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  const fields: Array<[string, string]> = [
    ['First name', 'Kaj'],
    ['Last name', 'Tangent'],
    ['Email', email],
    ['Phone', '+46 70 555 98 76'],
    ['Password', STRONG_PASSWORD],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, textbox(person, label));
    await page.keyboard.type(value);
  }
  await tabTo(page, person.getByRole('checkbox'));
  await page.keyboard.press('Space');
  await expect(person.getByRole('checkbox')).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

  const mail = await latestMail(email, 'signup');
  await page.goto(mail.link);
  await expect(page.getByRole('heading', { name: 'Email Verified Successfully!' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Complete Registration' }));
  await page.keyboard.press('Enter');

  const org = page.getByRole('form', { name: 'BRF Organization' });
  await expect(org).toBeVisible();
  const orgFields: Array<[string, string]> = [
    ['Organization number', randomOrganizationNumber('7696')],
    ['Organization name', 'BRF Tangenten'],
    ['City', 'Lund'],
    ['Street address', 'Tangentvägen'],
    ['Street number', '7'],
    ['ZIP code', '223 50'],
  ];
  for (const [label, value] of orgFields) {
    await tabTo(page, textbox(org, label));
    await page.keyboard.type(value);
  }
  await tabTo(page, org.getByRole('spinbutton', { name: 'Number of apartments' }));
  await page.keyboard.type('18');
  await tabTo(page, page.getByRole('button', { name: 'Complete registration' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/projects');

  // sign out through the account menu, then sign in again from the nav bar's Login link
  const account = page.getByRole('button', { name: 'Account menu for Kaj Tangent' });
  await tabTo(page, account);
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');

  await page.goto('/');
  const login = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' });
  await tabTo(page, login);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/login');
  await tabTo(page, textbox(page, 'Email'));
  await page.keyboard.type(email);
  await tabTo(page, textbox(page, 'Password'));
  await page.keyboard.type(STRONG_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL('/projects');
});
