import { expect, test, type Route } from '@playwright/test';
import { STRONG_PASSWORD, createBrfUser, latestMail, serviceClient, uniqueEmail } from '../support/accounts-backend.ts';
import { seenTexts, textbox, watchForTexts } from '../support/accounts-pages.ts';

/** accounts spec 8: verification, resend, reset and new password, each way it can go, with its words. */

const refuse = (route: Route, body: object = {}) =>
  route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify(body) });
const slowly = async (route: Route) => {
  await new Promise((resolve) => setTimeout(resolve, 600));
  await route.continue();
};

/** An unconfirmed sign-up and its link, made by the admin API as the mail would carry it. */
async function signUpLink(redirectTo: string) {
  const email = uniqueEmail('verify');
  const { data, error } = await serviceClient().auth.admin.generateLink({
    type: 'signup',
    email,
    password: STRONG_PASSWORD,
    options: {
      redirectTo,
      data: { first_name: 'Vera', last_name: 'Fors', registration_step: 'person_completed', organization_type: 'brf' },
    },
  });
  if (error || !data.user) throw new Error(`generateLink: ${error?.message}`);
  return { email, userId: data.user.id, tokenHash: data.properties.hashed_token, link: data.properties.action_link };
}

const metadataOf = async (userId: string) =>
  (await serviceClient().auth.admin.getUserById(userId)).data.user?.user_metadata ?? {};

test("token hash in the address: 'Verifying your email...', then verified and recorded in the metadata", async ({
  page,
}) => {
  const { email, userId, tokenHash } = await signUpLink('http://localhost:3000/verify-email');
  await watchForTexts(page, ['Verifying your email...']);
  await page.route('**/auth/v1/verify*', slowly);
  await page.goto(`/verify-email?token_hash=${tokenHash}&type=signup&email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { name: 'Email Verified Successfully!' })).toBeVisible();
  expect(await seenTexts(page)).toEqual(['Verifying your email...']);
  expect(await metadataOf(userId)).toMatchObject({ email_verified: true, registration_step: 'person_completed' });
});

test('verification by the access token in the address (the link of the e-mail)', async ({ page }) => {
  const { userId, link } = await signUpLink('http://localhost:3000/verify-email');
  await page.goto(link);
  await expect(page).toHaveURL(/\/verify-email/);
  await expect(page.getByRole('heading', { name: 'Email Verified Successfully!' })).toBeVisible();
  expect(await metadataOf(userId)).toMatchObject({ email_verified: true });
});

test("a used or wrong link: the server's words (token hash), 'Failed to verify email session.' (access token)", async ({
  page,
}) => {
  await page.goto('/verify-email?token_hash=not-a-real-token&type=signup&email=someone%40e2e.test');
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(/expired|invalid/i);
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeEnabled();
  await page.goto('/verify-email#access_token=not.a.jwt&refresh_token=nope&type=signup');
  await expect(page.getByRole('alert')).toHaveText('Failed to verify email session.');
});

test("'Processing verification...' while an e-mail link is routed onward from /auth-callback", async ({ page }) => {
  await watchForTexts(page, ['Processing verification...']);
  await page.goto('/auth-callback');
  await expect(page).toHaveURL('/verify-email?error=no_session');
  expect(await seenTexts(page)).toEqual(['Processing verification...']);
});

test("a failed resend: 'Failed to resend verification email. Please try again.'; a working one locks 60 s", async ({
  page,
}) => {
  const email = uniqueEmail('resend-fail');
  expect(
    (await serviceClient().auth.admin.createUser({ email, password: STRONG_PASSWORD, email_confirm: false })).error,
  ).toBeNull();
  await page.route('**/auth/v1/resend*', (route) => refuse(route));
  await page.goto(`/verify-email?email=${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('Failed to resend verification email. Please try again.')).toBeVisible();
  await page.unroute('**/auth/v1/resend*');
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('Verification email sent! Please check your inbox.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend available in (59|60)s$/ })).toBeDisabled();
});

test("failed reset: the server's words or 'Failed to send reset email. Please try again.'; 'Sending...' first", async ({
  page,
}) => {
  const user = await createBrfUser('Rut');
  await watchForTexts(page, ['Sending...']);
  await page.goto('/reset-password');
  await textbox(page, 'Email').fill(user.email);
  await page.route('**/auth/v1/recover*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await refuse(route, { msg: 'Error sending recovery email' });
  });
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('alert')).toHaveText('Error sending recovery email');
  expect(await seenTexts(page)).toEqual(['Sending...']);
  await page.unroute('**/auth/v1/recover*');
  await page.route('**/auth/v1/recover*', (route) => refuse(route));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to send reset email. Please try again.');
});

test("password update fails: 'Failed to update password. Please try again.'; 'Updating...', 'Back to sign in'", async ({
  page,
}) => {
  const user = await createBrfUser('Rut');
  await page.goto('/reset-password');
  await textbox(page, 'Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Password reset email sent! Check your inbox for instructions.')).toBeVisible();
  await watchForTexts(page, ['Updating...']);
  await page.goto((await latestMail(user.email, 'recovery')).link);
  await expect(page).toHaveURL('/new-password');
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  await page.route('**/auth/v1/user*', async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    await new Promise((resolve) => setTimeout(resolve, 600));
    await refuse(route);
  });
  await textbox(page, 'New password').fill('NewSecret#77');
  await textbox(page, 'Confirm new password').fill('NewSecret#77');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to update password. Please try again.');
  expect(await seenTexts(page)).toEqual(['Updating...']);
  await expect(page).toHaveURL('/new-password');
});
