import { expect, test } from '@playwright/test';
import { createBrfUser } from '../support/accounts-backend.ts';
import { signInThroughLogin, textbox } from '../support/accounts-pages.ts';

test('profile: e-mail and organization number read-only and never sent; the new name reaches the nav bar', async ({
  page,
}) => {
  const user = await createBrfUser('Karin');
  await signInThroughLogin(page, user.email, user.password);
  await expect(page).toHaveURL('/projects');
  await page.getByRole('button', { name: 'Account menu for Karin Lind' }).click();
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();

  await expect(textbox(page, 'Email')).toHaveAttribute('readonly', '');
  await expect(textbox(page, 'Email')).toHaveValue(user.email);
  await expect(textbox(page, 'Organization number')).toHaveAttribute('readonly', '');
  await expect(textbox(page, 'Organization number')).toHaveValue(user.organizationNumber);
  await expect(page.getByRole('group', { name: 'Service categories' })).toHaveCount(0);

  const updates: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/rest/v1/brf_profiles'))
      updates.push(request.postData() ?? '');
  });
  await page.evaluate(() => {
    window.addEventListener('profileUpdated', (event) => {
      (window as any).__profileUpdated = (event as CustomEvent).detail;
    });
  });

  await textbox(page, 'First name').fill('Kajsa');
  await page.getByRole('spinbutton', { name: 'Number of apartments' }).fill('30');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Kajsa Lind' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as any).__profileUpdated))
    .toEqual({ profileType: 'brf', userId: user.id });

  expect(updates).toHaveLength(1);
  const body = JSON.parse(updates[0]!);
  expect(body).not.toHaveProperty('organization_number');
  expect(body).not.toHaveProperty('email');
  expect(body).toMatchObject({ contact_person_first_name: 'Kajsa', number_of_apartments: 30 });
});

test('profile: a refused save says so and keeps the form; names that do not reach the account get the warning', async ({
  page,
}) => {
  const user = await createBrfUser('Karin');
  await signInThroughLogin(page, user.email, user.password);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();

  // the row is not saved: the error toast, and what was typed stays
  await page.route('**/rest/v1/brf_profiles*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Simulated outage"}' })
      : route.continue(),
  );
  await page.getByRole('spinbutton', { name: 'Number of apartments' }).fill('31');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.locator('[data-toast-type="error"]').getByText('Failed to update profile. Please try again.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Number of apartments' })).toHaveValue('31');
  await page.unroute('**/rest/v1/brf_profiles*');

  // the row is saved, the sign-in account's names are not
  await page.route('**/auth/v1/user*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Simulated outage"}' })
      : route.continue(),
  );
  await textbox(page, 'First name').fill('Kajsa');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page
      .locator('[data-toast-type="warning"]')
      .getByText('Profile updated but failed to update personal information.', { exact: true }),
  ).toBeVisible();
});
