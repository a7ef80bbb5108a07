import { expect, test } from '@playwright/test';
import { createBrfUser, latestMail } from '../support/accounts-backend.ts';
import { signInThroughLogin, textbox } from '../support/accounts-pages.ts';

test('password reset through the outbox link, the new-password rules, then sign-in with the new password', async ({
  page,
}) => {
  const user = await createBrfUser('Rut');
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  await textbox(page, 'Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Password reset email sent! Check your inbox for instructions.')).toBeVisible();

  const mail = await latestMail(user.email, 'recovery');
  await page.goto(mail.link);
  await expect(page).toHaveURL('/new-password');
  await expect(page.getByRole('heading', { name: 'Set new password' })).toBeVisible();

  const update = page.getByRole('button', { name: 'Update password' });
  await textbox(page, 'New password').fill('abc');
  await textbox(page, 'New password').blur();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await textbox(page, 'New password').fill('NewSecret#77');
  await textbox(page, 'Confirm new password').fill('NewSecret#78');
  await textbox(page, 'Confirm new password').blur();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(update).toBeDisabled();
  await textbox(page, 'Confirm new password').fill('NewSecret#77');
  await update.click();
  await expect(page.getByText('Password updated successfully! Redirecting to login...')).toBeVisible();
  await expect(page).toHaveURL('/login');

  await signInThroughLogin(page, user.email, 'NewSecret#77');
  await expect(page).toHaveURL('/projects');
});

test('/new-password without a session goes to /login', async ({ page }) => {
  await page.goto('/new-password');
  await expect(page).toHaveURL('/login');
});
