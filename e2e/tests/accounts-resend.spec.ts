import { expect, test } from '@playwright/test';
import { STRONG_PASSWORD, anonClient, serviceClient, uniqueEmail } from '../support/accounts-backend.ts';
import { textbox } from '../support/accounts-pages.ts';

test("resend right after sign-up: the rate-limit message carries the server's seconds and the button locks", async ({
  page,
}) => {
  const email = uniqueEmail('resend-limit');
  const anon = anonClient();
  const { error } = await anon.auth.signUp({
    email,
    password: STRONG_PASSWORD,
    options: { data: { organization_type: 'brf' } },
  });
  expect(error).toBeNull();

  await page.goto(`/verify-email?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(
    page.getByText('Please check your email and click the verification link to complete your registration.'),
  ).toBeVisible();
  const answer = page.waitForResponse((response) => response.url().includes('/auth/v1/resend'));
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  const body = (await (await answer).json()) as { msg?: string; message?: string };
  const seconds = Number(/after (\d+) seconds/.exec(body.msg ?? body.message ?? '')?.[1]);
  expect(seconds).toBeGreaterThan(0);
  await expect(
    page.getByText(`Please wait ${seconds} seconds before requesting another verification email.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend available in \d+s$/ })).toBeDisabled();
});

test('resend succeeds for an unconfirmed address, then locks for the cooldown', async ({ page }) => {
  const email = uniqueEmail('resend-ok');
  const { error } = await serviceClient().auth.admin.createUser({
    email,
    password: STRONG_PASSWORD,
    email_confirm: false,
  });
  expect(error).toBeNull();
  await page.goto('/verify-email');
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('Please enter your email address above to resend the verification email.')).toBeVisible();
  await textbox(page, 'Email').fill(email);
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('Verification email sent! Please check your inbox.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend available in \d+s$/ })).toBeDisabled();
});
