import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { createBrfUser, createConfirmedUser, enrolVerifiedFactor } from '../support/accounts-backend.ts';
import { signInThroughLogin, textbox } from '../support/accounts-pages.ts';

function adminRemoteRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === '3005') urls.push(request.url());
  });
  return urls;
}

test('an admin signs in to /mfa, enrols on /admin/setup-mfa and reaches the dashboard only at aal2', async ({
  page,
}) => {
  const admin = await createConfirmedUser({
    prefix: 'admin',
    metadata: { first_name: 'Ada', last_name: 'Admin', registration_step: 'organization_completed' },
    appMetadata: { role: 'admin' },
  });
  const adminRequests = adminRemoteRequests(page);
  await signInThroughLogin(page, admin.email, admin.password);
  await expect(page).toHaveURL('/mfa');
  await expect(page.getByRole('heading', { name: 'Verify MFA' })).toBeVisible();
  await expect(page.getByText('Enter the 6-digit code from your authenticator to complete sign-in.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled();

  // the dashboard is refused below aal2, and mf-admin is never fetched
  await page.getByRole('link', { name: 'Set up two-factor authentication' }).click();
  await expect(page).toHaveURL('/admin/setup-mfa');
  await expect(page.getByRole('heading', { name: 'Admin MFA Setup' })).toBeVisible();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Enter a valid 6-digit code.')).toBeVisible();
  await textbox(page, '6-digit code').fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Enroll first to get a factorId.')).toBeVisible();

  await textbox(page, 'Friendly name (optional)').fill('Work phone');
  await page.getByRole('button', { name: 'Enroll' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toHaveAttribute('src', /^data:image\//);
  await expect(qr).toHaveAttribute('width', '220');
  await expect(page.getByRole('list', { name: 'Authentication factors' })).toContainText('Work phone');

  await page.getByRole('button', { name: 'Check AAL' }).click();
  await expect(page.getByText('Current AAL: aal1 (next: aal1)')).toBeVisible();

  const current = await generate({ secret });
  const wrong = current === '000000' ? '111111' : '000000';
  await textbox(page, '6-digit code').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Verify failed: Invalid TOTP code entered')).toBeVisible();
  expect(adminRequests).toEqual([]);

  await textbox(page, '6-digit code').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('MFA verified. Your session is now aal2.')).toBeVisible();
  await page.getByRole('button', { name: 'Check AAL' }).click();
  await expect(page.getByText('Current AAL: aal2 (next: aal2)')).toBeVisible();
  expect(adminRequests).toEqual([]);

  await page.getByRole('button', { name: 'Go to Admin Dashboard' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
  await expect(page.locator('[data-remote="mf-admin"]').first()).toBeVisible();
  expect(adminRequests.length).toBeGreaterThan(0);
});

test('an admin with a verified factor verifies on /mfa and lands on /admin/dashboard', async ({ page }) => {
  const admin = await createConfirmedUser({
    prefix: 'admin-factor',
    metadata: { first_name: 'Alva', last_name: 'Admin', registration_step: 'organization_completed' },
    appMetadata: { role: 'admin' },
  });
  const secret = await enrolVerifiedFactor(admin.email, admin.password, 'Desk token');
  const adminRequests = adminRemoteRequests(page);
  await signInThroughLogin(page, admin.email, admin.password);
  await expect(page).toHaveURL('/mfa');
  const factors = page.getByRole('list', { name: 'Authentication factors' });
  await expect(factors).toContainText('Desk token');
  // spec: each factor has a 'Use' button; the chosen one is pressed and still reads 'Use'
  await expect(factors.getByRole('button', { name: 'Use Desk token' })).toHaveAttribute('aria-pressed', 'true');
  await expect(factors.getByRole('button', { name: 'Use Desk token' })).toHaveText('Use');
  await expect(factors).toContainText('verified');
  // removing a factor belongs on the setup page, not on the sign-in step
  await expect(factors.getByRole('button', { name: /Remove/ })).toHaveCount(0);
  await page.goto('/admin/setup-mfa');
  const setupFactors = page.getByRole('list', { name: 'Authentication factors' });
  await setupFactors.getByRole('button', { name: 'Remove Desk token' }).click();
  await expect(page.getByText('Unenroll failed: AAL2 required to unenroll verified factor')).toBeVisible();
  await expect(setupFactors).toContainText('Desk token');
  await page.goto('/mfa');
  await expect(factors.getByRole('button', { name: 'Use Desk token' })).toHaveAttribute('aria-pressed', 'true');

  const current = await generate({ secret });
  await textbox(page, '6-digit code').fill(current === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Invalid TOTP code entered')).toBeVisible();
  expect(adminRequests).toEqual([]);

  await textbox(page, '6-digit code').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
  await expect(page.locator('[data-remote="mf-admin"]').first()).toBeVisible();
  expect(adminRequests.length).toBeGreaterThan(0);
});

test('a BRF and a provider never fetch mf-admin, even when they open /admin/dashboard', async ({ page }) => {
  const brf = await createBrfUser('Bo');
  const provider = await createConfirmedUser({
    prefix: 'provider-admin-check',
    metadata: {
      first_name: 'Per',
      last_name: 'Lev',
      registration_step: 'organization_completed',
      organization_type: 'service_provider',
    },
  });
  const adminRequests = adminRemoteRequests(page);
  for (const user of [brf, provider]) {
    await signInThroughLogin(page, user.email, user.password);
    await expect(page).toHaveURL('/projects');
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL('/');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => localStorage.clear());
  }
  expect(adminRequests).toEqual([]);
});

test("'Unable to list factors...' on /mfa, 'List failed:' on /admin/setup-mfa, 'Enroll failed:' on refusal", async ({
  page,
}) => {
  const admin = await createConfirmedUser({
    prefix: 'admin-lists',
    metadata: { first_name: 'Lisa', last_name: 'Lista', registration_step: 'organization_completed' },
    appMetadata: { role: 'admin' },
  });
  await signInThroughLogin(page, admin.email, admin.password);
  await expect(page).toHaveURL('/mfa');
  await expect(page.getByRole('heading', { name: 'Verify MFA' })).toBeVisible();
  // supabase-js lists the factors from the user it fetches
  await page.route('**/auth/v1/user*', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"msg":"Simulated outage"}' })
      : route.continue(),
  );
  await page.reload();
  await expect(page.getByText('Unable to list factors. Please try again or contact support.')).toBeVisible();
  await page.goto('/admin/setup-mfa');
  await expect(page.getByText(/^List failed: /)).toBeVisible();
  await page.unroute('**/auth/v1/user*');
  await page.route('**/auth/v1/factors*', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"msg":"Simulated outage"}' })
      : route.continue(),
  );
  await page.reload();
  await page.getByRole('button', { name: 'Enroll' }).click();
  await expect(page.getByText('Enroll failed: Simulated outage')).toBeVisible();
});
