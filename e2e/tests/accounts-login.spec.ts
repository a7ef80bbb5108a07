import { expect, test } from '@playwright/test';
import { anonClient, createBrfUser } from '../support/accounts-backend.ts';
import { textbox } from '../support/accounts-pages.ts';

test("login shows the rule messages, the server's message on failure, and success before /projects", async ({
  page,
}) => {
  const user = await createBrfUser('Lena');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset-password');
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register-brf');
  const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
  await expect(signIn).toBeDisabled();

  await textbox(page, 'Email').fill('nope');
  await textbox(page, 'Email').blur();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await textbox(page, 'Password').fill('x');
  await textbox(page, 'Password').fill('');
  await textbox(page, 'Password').blur();
  await expect(page.getByText('Password is required')).toBeVisible();

  await textbox(page, 'Email').fill(user.email);
  await textbox(page, 'Password').fill('Wrong-password-1');
  await signIn.click();
  await expect(page.getByText('Invalid login credentials')).toBeVisible();

  await textbox(page, 'Password').fill(user.password);
  await signIn.click();
  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL('/projects');
  await expect(page.getByRole('button', { name: 'Account menu for Lena Lind' })).toBeVisible();
});

/**
 * Guesses the account's password until it is locked (GoTrue's burst of 30 failed attempts), and
 * keeps guessing until stopped: a token that comes back (one every 2 s) is spent at once, so the
 * account stays locked while the page tries.
 */
async function lockOut(email: string): Promise<() => Promise<void>> {
  const client = anonClient();
  let locked = false;
  for (let i = 0; i < 40 && !locked; i++) {
    const { error } = await client.auth.signInWithPassword({ email, password: `Guess-${i}-wrong` });
    locked = error?.status === 429;
  }
  if (!locked) throw new Error(`${email} was never locked`);
  let guessing = true;
  // six guessers: while some wait for their (slow) password check, the others are there to spend
  // a token that comes back, so the page's own attempt never finds one, also on a busy machine
  const guesses = Promise.all(
    [1, 2, 3, 4, 5, 6].map(async () => {
      while (guessing) await client.auth.signInWithPassword({ email, password: 'Guess-again-wrong' });
    }),
  );
  return async () => {
    guessing = false;
    await guesses;
  };
}

test('an account guessed too often is told to wait, in words, not a raw error', async ({ page }) => {
  const user = await createBrfUser('Låst');
  await page.goto('/login');
  await textbox(page, 'Email').fill(user.email);
  await textbox(page, 'Password').fill(user.password);
  const stop = await lockOut(user.email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Request rate limit reached')).toBeVisible();
  await stop();
  await expect(page).toHaveURL('/login');
});

test.describe('in Swedish', () => {
  test.use({ locale: 'sv-SE' });

  test('the wait is asked in Swedish', async ({ page }) => {
    const user = await createBrfUser('Spärrad');
    await page.goto('/login');
    await textbox(page, 'E-post').fill(user.email);
    await textbox(page, 'Lösenord').fill(user.password);
    const stop = await lockOut(user.email);
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await expect(page.getByText('För många försök på kort tid. Vänta en stund och försök igen.')).toBeVisible();
    await stop();
  });
});
