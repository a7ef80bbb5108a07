import { expect, test } from '@playwright/test';
import { createBrfUser } from '../support/accounts-backend.ts';
import { signInThroughLogin } from '../support/accounts-pages.ts';

test('/auth-callback, no session: sign-up links go to /verify-email?error=no_session, recovery to /login', async ({
  page,
}) => {
  await page.goto('/auth-callback');
  await expect(page).toHaveURL('/verify-email?error=no_session');
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await page.goto('/auth-callback?type=recovery');
  await expect(page).toHaveURL('/login?error=reset_session_expired');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
});

test('a failed verification link shows its message with the resend panel', async ({ page }) => {
  await page.goto('/verify-email?error=verification_failed&email=someone%40e2e.test');
  await expect(page.getByText('Failed to process verification link. Please try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeEnabled();
});

test('a registered user opening a registration page is sent to /projects', async ({ page }) => {
  const user = await createBrfUser('Greta');
  await signInThroughLogin(page, user.email, user.password);
  await expect(page).toHaveURL('/projects');
  await page.goto('/register-service-provider');
  await expect(page).toHaveURL('/projects');
});
