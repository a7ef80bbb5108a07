import { expect, test } from '@playwright/test';
import { createBrfUser } from '../support/accounts-backend.ts';
import { signInThroughLogin, textbox } from '../support/accounts-pages.ts';

test('profile: e-mail and organization number read-only and never sent; the new name reaches the nav bar', async ({ page }) => {
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
    if (request.method() === 'PATCH' && request.url().includes('/rest/v1/brf_profiles')) updates.push(request.postData() ?? '');
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
  await expect.poll(() => page.evaluate(() => (window as any).__profileUpdated)).toEqual({ profileType: 'brf', userId: user.id });

  expect(updates).toHaveLength(1);
  const body = JSON.parse(updates[0]!);
  expect(body).not.toHaveProperty('organization_number');
  expect(body).not.toHaveProperty('email');
  expect(body).toMatchObject({ contact_person_first_name: 'Kajsa', number_of_apartments: 30 });
});
