import { expect, test } from '@playwright/test';
import { randomOrganizationNumber } from '@brf/domain/accounts';
import { createConfirmedUser, serviceClient } from '../support/accounts-backend.ts';
import { signInThroughLogin } from '../support/accounts-pages.ts';

test('an unfinished registration sends a user from signed-in pages to the registration page of their type', async ({
  page,
}) => {
  const provider = await createConfirmedUser({
    prefix: 'guard-provider',
    metadata: {
      first_name: 'Gun',
      last_name: 'Ek',
      registration_step: 'person_completed',
      organization_type: 'service_provider',
    },
  });
  await signInThroughLogin(page, provider.email, provider.password);
  await expect(page).toHaveURL('/register-service-provider');
  await page.goto('/projects');
  await expect(page).toHaveURL('/register-service-provider');
  await page.goto('/profile');
  await expect(page).toHaveURL('/register-service-provider');
});

test('an unclear step is settled by the database: no profile -> /register-brf, a profile -> the page', async ({
  page,
}) => {
  const user = await createConfirmedUser({
    prefix: 'guard-unclear',
    metadata: { first_name: 'Ulla', last_name: 'Oklar' },
  });
  await signInThroughLogin(page, user.email, user.password);
  // login sends an unknown step to /projects; with no profile in the database the guard sends the user on
  await expect(page).toHaveURL('/register-brf');

  const { error } = await serviceClient()
    .from('brf_profiles')
    .insert({
      user_id: user.id,
      organization_number: randomOrganizationNumber('7696'),
      organization_name: 'BRF Oklar',
      city: 'Lund',
      street_address: 'Klostergatan',
      street_number: '1',
      zip: '222 22',
      number_of_apartments: 8,
    });
  expect(error).toBeNull();
  await page.goto('/notifications');
  await expect(page).toHaveURL('/notifications');
});
