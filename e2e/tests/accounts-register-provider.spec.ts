import { expect, test } from '@playwright/test';
import { randomOrganizationNumber } from '@brf/domain/accounts';
import { API_URL, createConfirmedUser, serviceClient } from '../support/accounts-backend.ts';
import { signInThroughLogin, textbox } from '../support/accounts-pages.ts';

// 1x1 transparent PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('a returning provider completes step 2 with two categories and a logo; oversized and .bmp logos refused', async ({
  page,
}) => {
  const user = await createConfirmedUser({
    prefix: 'provider',
    metadata: {
      first_name: 'Pelle',
      last_name: 'Bygg',
      phone: '+46 8 123 456 78',
      registration_step: 'person_completed',
      organization_type: 'service_provider',
    },
  });
  await signInThroughLogin(page, user.email, user.password);
  await expect(page).toHaveURL('/register-service-provider');
  await expect(
    page.getByText('Welcome back! Please complete your Service Provider organization details.'),
  ).toBeVisible();

  const org = page.getByRole('form', { name: 'Service Provider Organization' });
  const grid = org.getByRole('group', { name: 'Service categories' });
  const options = grid.getByRole('checkbox');
  await expect(options.last()).toHaveAccessibleName('Other');
  await expect(grid.locator('[data-icon="wrench"]')).toHaveCount(1);

  // a Swedish organisation number: ten digits whose last is the Luhn check digit
  await textbox(org, 'Organization number').fill('556677-8890');
  await textbox(org, 'Organization number').blur();
  await expect(
    org.getByText('Enter a Swedish organization number: ten digits, NNNNNN-NNNN, with a valid check digit'),
  ).toBeVisible();
  await textbox(org, 'Organization number').fill(randomOrganizationNumber('5566'));
  await textbox(org, 'Organization name').fill('Pelles Bygg AB');
  await textbox(org, 'City').fill('Stockholm');
  await textbox(org, 'Street address').fill('Hantverkargatan');
  await textbox(org, 'Street number').fill('3');
  await textbox(org, 'ZIP code').fill('11221');
  // the company's registration date: nothing guessed, never after today
  const registered = org.getByLabel('Registration date');
  await expect(registered).toHaveValue('');
  const tomorrow = new Date(Date.now() + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  await registered.fill(`${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`);
  await registered.blur();
  await expect(org.getByText('Registration date cannot be in the future')).toBeVisible();
  await registered.fill('2012-03-01');
  await grid.getByRole('checkbox', { name: 'Plumbing and heating' }).check();
  await grid.getByRole('checkbox', { name: 'Electrical', exact: true }).check();

  const logo = org.getByLabel('Logo (optional)');
  await logo.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
  await expect(org.getByText('Logo file "huge.png" exceeds the maximum size of 5 MB.')).toBeVisible();
  await logo.setInputFiles({ name: 'logo.bmp', mimeType: 'image/bmp', buffer: Buffer.from('BM') });
  await expect(
    org.getByText(
      'Logo file "logo.bmp" has an unsupported type: image/bmp. Allowed types are JPEG, PNG, GIF, and WebP.',
    ),
  ).toBeVisible();
  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(org.getByText('logo.png')).toBeVisible();

  await page.getByRole('button', { name: 'Complete registration' }).click();
  await expect(page).toHaveURL('/projects');

  const { data: profile } = await serviceClient()
    .from('service_provider_profiles')
    .select('service_categories, logo_id, organization_name, contact_person_first_name')
    .eq('user_id', user.id)
    .single();
  expect(profile!.organization_name).toBe('Pelles Bygg AB');
  expect(profile!.contact_person_first_name).toBe('Pelle');
  expect(profile!.service_categories).toHaveLength(2);
  expect(profile!.logo_id).toMatch(new RegExp(`^service_provider/logo_${user.id}_\\d+\\.png$`));
  const served = await fetch(`${API_URL}/storage/v1/object/public/logos/${profile!.logo_id}`);
  expect(served.status).toBe(200);
  expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

  // the provider's profile: categories instead of apartments, and the logo by its public URL
  await page.getByRole('button', { name: 'Account menu for Pelle Bygg' }).click();
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  const categories = page.getByRole('group', { name: 'Service categories' });
  await expect(categories.getByRole('checkbox', { name: 'Plumbing and heating' })).toBeChecked();
  await expect(categories.getByRole('checkbox', { name: 'Electrical', exact: true })).toBeChecked();
  await expect(page.getByRole('spinbutton', { name: 'Number of apartments' })).toHaveCount(0);
  // the provider's own logo by a signed URL (3600 s); it can be replaced and removed
  const shownLogo = page.getByRole('img', { name: 'Your company logo' });
  await expect(shownLogo).toBeVisible();
  expect(new URL((await shownLogo.getAttribute('src'))!).pathname).toBe(
    `/storage/v1/object/sign/logos/${profile!.logo_id}`,
  );
  await page.getByLabel('Logo (optional)').setInputFiles({ name: 'ny-logo.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Replace logo' }).click();
  await expect(page.locator('[data-toast-type="success"]').getByText('Logo saved.', { exact: true })).toBeVisible();
  const replaced = (
    await serviceClient().from('service_provider_profiles').select('logo_id').eq('user_id', user.id).single()
  ).data!.logo_id;
  expect(replaced).not.toBe(profile!.logo_id);
  expect(replaced).toMatch(new RegExp(`^service_provider/logo_${user.id}_\\d+\\.png$`));
  const { data: left } = await serviceClient()
    .storage.from('logos')
    .list('service_provider', { search: `logo_${user.id}` });
  expect(left?.map((object) => `service_provider/${object.name}`)).toEqual([replaced]);
  await expect(page.getByRole('img', { name: 'Your company logo' })).toBeVisible();

  await page.getByRole('button', { name: 'Remove logo' }).click();
  await expect(page.locator('[data-toast-type="success"]').getByText('Logo removed.', { exact: true })).toBeVisible();
  await expect(page.getByText('No logo yet.')).toBeVisible();
  expect(
    (await serviceClient().from('service_provider_profiles').select('logo_id').eq('user_id', user.id).single()).data!
      .logo_id,
  ).toBeNull();
  const { data: none } = await serviceClient()
    .storage.from('logos')
    .list('service_provider', { search: `logo_${user.id}` });
  expect(none).toEqual([]);
});

test('a logo that cannot be stored is logged, and the registration completes without it', async ({ page }) => {
  const user = await createConfirmedUser({
    prefix: 'provider-nologo',
    metadata: {
      first_name: 'Lisa',
      last_name: 'Logo',
      phone: '+46 8 123 456 79',
      registration_step: 'person_completed',
      organization_type: 'service_provider',
    },
  });
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await signInThroughLogin(page, user.email, user.password);
  await expect(page).toHaveURL('/register-service-provider');
  await page.route('**/storage/v1/object/logos/**', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Simulated outage"}' })
      : route.continue(),
  );
  const org = page.getByRole('form', { name: 'Service Provider Organization' });
  await textbox(org, 'Organization number').fill(randomOrganizationNumber('5566'));
  await textbox(org, 'Organization name').fill('Logolösa AB');
  await textbox(org, 'City').fill('Stockholm');
  await textbox(org, 'Street address').fill('Hantverkargatan');
  await textbox(org, 'Street number').fill('5');
  await textbox(org, 'ZIP code').fill('11221');
  await org.getByLabel('Registration date').fill('2015-06-01');
  await org
    .getByRole('group', { name: 'Service categories' })
    .getByRole('checkbox', { name: 'Painting', exact: true })
    .check();
  await org.getByLabel('Logo (optional)').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Complete registration' }).click();
  await expect(page).toHaveURL('/projects');
  const { data: profile } = await serviceClient()
    .from('service_provider_profiles')
    .select('organization_name, logo_id')
    .eq('user_id', user.id)
    .single();
  expect(profile).toEqual({ organization_name: 'Logolösa AB', logo_id: null });
  expect(errors.some((text) => /logo/i.test(text))).toBe(true);
});
