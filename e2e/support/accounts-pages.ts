import { expect, type Page } from '@playwright/test';

export const accountsPage = (page: Page, name: string) => page.locator(`[data-remote="mf-accounts"][data-page="${name}"]`);

/** Signs in through /login and waits for the success message. */
export async function signInThroughLogin(page: Page, email: string, password: string) {
  await page.goto('/login');
  await textbox(page, 'Email').fill(email);
  await textbox(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
}

/** A text control by its accessible name (labels carry an aria-hidden '*' when required). */
export const textbox = (scope: Page | import('@playwright/test').Locator, name: string) =>
  scope.getByRole('textbox', { name, exact: true });
