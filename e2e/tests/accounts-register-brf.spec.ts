import { expect, test } from '@playwright/test';
import { randomOrganizationNumber } from '@brf/domain/accounts';
import {
  STRONG_PASSWORD,
  createBrfUser,
  createConfirmedUser,
  latestMail,
  serviceClient,
  uniqueEmail,
} from '../support/accounts-backend.ts';
import { accountsPage, signInThroughLogin, textbox } from '../support/accounts-pages.ts';
import { axeViolations } from '../support/axe.ts';

test("step 1 shows each rule's message only once its field was touched, and keeps Continue disabled", async ({
  page,
}) => {
  await page.goto('/register-brf');
  const steps = page.getByRole('navigation', { name: 'Registration progress' });
  await expect(steps).toContainText('Personal Information');
  await expect(steps).toContainText('BRF Organization');
  const form = page.getByRole('form', { name: 'Personal Information' });
  const cont = page.getByRole('button', { name: 'Continue' });
  await expect(cont).toBeDisabled();
  // nothing touched yet: no messages
  await expect(form.getByText('First name is required (min 2 characters)')).toHaveCount(0);

  const cases: Array<[string, string, string]> = [
    ['First name', 'A', 'First name is required (min 2 characters)'],
    ['Last name', 'B', 'Last name is required (min 2 characters)'],
    ['Email', 'not-an-email', 'Please enter a valid email address'],
    ['Phone', 'abc', 'Please enter a valid phone number'],
    ['Password', 'password12', 'Password does not meet complexity requirements'],
  ];
  for (const [label, value, message] of cases) {
    await expect(form.getByText(message)).toHaveCount(0);
    await textbox(form, label).fill(value);
    await textbox(form, label).blur();
    await expect(form.getByText(message)).toBeVisible();
  }
  const terms = form.getByRole('checkbox');
  await terms.check();
  await terms.uncheck();
  await terms.blur();
  await expect(form.getByText('You must agree to the terms to continue')).toBeVisible();
  await expect(cont).toBeDisabled();
});

test('a BRF registers: sign-up, e-mail link, verification, step 2, then /projects with its name in the nav', async ({
  page,
}) => {
  const email = uniqueEmail('brf-register');
  await page.goto('/register-brf');
  const form = page.getByRole('form', { name: 'Personal Information' });
  await textbox(form, 'First name').fill('Astrid');
  await textbox(form, 'Last name').fill('Holm');
  await textbox(form, 'Email').fill(email);
  await textbox(form, 'Phone').fill('+46 70 555 12 34');
  await textbox(form, 'Password').fill(STRONG_PASSWORD);
  await form.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/verify-email\?email=/);
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  // the metadata at each step (spec 7): sign-up writes person_completed, not yet verified
  const { data: listed } = await serviceClient().auth.admin.listUsers({ page: 1, perPage: 1000 });
  const userId = listed.users.find((u) => u.email === email)!.id;
  const metadata = async () => (await serviceClient().auth.admin.getUserById(userId)).data.user!.user_metadata;
  expect(await metadata()).toMatchObject({
    registration_step: 'person_completed',
    organization_type: 'brf',
    first_name: 'Astrid',
  });
  expect((await metadata()).email_verified).not.toBe(true);

  const mail = await latestMail(email, 'signup');
  await page.goto(mail.link);
  await expect(page.getByRole('heading', { name: 'Email Verified Successfully!' })).toBeVisible();
  await expect.poll(async () => (await metadata()).email_verified).toBe(true);
  await page.getByRole('button', { name: 'Complete Registration' }).click();

  await expect(page).toHaveURL('/register-brf');
  await expect(page.getByText('Welcome back! Please complete your BRF organization details.')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Registration progress' }).locator('[aria-current="step"]'),
  ).toContainText('BRF Organization');
  const org = page.getByRole('form', { name: 'BRF Organization' });
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await textbox(org, 'Organization number').fill(randomOrganizationNumber('7696'));
  await textbox(org, 'Organization name').fill('BRF Holmen');
  await textbox(org, 'City').fill('Uppsala');
  await textbox(org, 'Street address').fill('Storgatan');
  await textbox(org, 'Street number').fill('12');
  await textbox(org, 'ZIP code').fill('753 20');
  await org.getByRole('spinbutton', { name: 'Number of apartments' }).fill('0');
  await org.getByRole('spinbutton', { name: 'Number of apartments' }).blur();
  await expect(org.getByText('Number of apartments must be at least 1')).toBeVisible();
  await org.getByRole('spinbutton', { name: 'Number of apartments' }).fill('42');
  await page.getByRole('button', { name: 'Complete registration' }).click();

  await expect(page.getByText('Registration complete! Redirecting to your projects...')).toBeVisible();
  await expect.poll(async () => (await metadata()).registration_step).toBe('organization_completed');
  await expect(page).toHaveURL('/projects');
  const account = page.getByRole('button', { name: 'Account menu for Astrid Holm' });
  await expect(account).toBeVisible();
  await expect(account).toContainText('A');
  await expect(accountsPage(page, 'register-brf')).toHaveCount(0);
});

test('a BRF whose organization number is already registered is told so, and nothing is saved', async ({ page }) => {
  const existing = await createBrfUser('Första');
  const user = await createConfirmedUser({
    prefix: 'brf-copy',
    metadata: {
      first_name: 'Andra',
      last_name: 'Styrelsen',
      phone: '+46 70 111 22 33',
      registration_step: 'person_completed',
      organization_type: 'brf',
    },
  });
  await signInThroughLogin(page, user.email, user.password);
  await expect(page).toHaveURL('/register-brf');
  const org = page.getByRole('form', { name: 'BRF Organization' });
  // the same number written without its hyphen is the same organisation
  await textbox(org, 'Organization number').fill(existing.organizationNumber.replace('-', ''));
  await textbox(org, 'Organization name').fill('BRF Kopian');
  await textbox(org, 'City').fill('Uppsala');
  await textbox(org, 'Street address').fill('Storgatan');
  await textbox(org, 'Street number').fill('12');
  await textbox(org, 'ZIP code').fill('753 20');
  await org.getByRole('spinbutton', { name: 'Number of apartments' }).fill('42');
  await page.getByRole('button', { name: 'Complete registration' }).click();
  await expect(org.getByText('An organization with this organization number is already registered.')).toBeVisible();
  await expect(page).toHaveURL('/register-brf');
  expect(await axeViolations(page, 'registration refused')).toEqual([]);
  const { data } = await serviceClient().from('brf_profiles').select('id').eq('user_id', user.id);
  expect(data).toEqual([]);
});
