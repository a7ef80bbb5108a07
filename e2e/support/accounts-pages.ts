import { expect, type Page } from '@playwright/test';

export const accountsPage = (page: Page, name: string) =>
  page.locator(`[data-remote="mf-accounts"][data-page="${name}"]`);

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

/**
 * Records which of the texts appeared on the page at any moment (busy labels and loading states
 * that last as long as a request): read with `seenTexts(page)` after the page has moved on.
 */
export async function watchForTexts(page: Page, texts: readonly string[]): Promise<void> {
  await page.addInitScript(
    (wanted: string[]) => {
      const seen = new Set<string>();
      (window as unknown as { __seenTexts: Set<string> }).__seenTexts = seen;
      const look = () => {
        // biome-ignore lint/performance/useDomNodeTextContent: only the text shown counts, not hidden nodes' text
        const text = document.body?.innerText ?? '';
        for (const t of wanted) if (text.includes(t)) seen.add(t);
      };
      new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
    },
    [...texts],
  );
}

export const seenTexts = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { __seenTexts: Set<string> }).__seenTexts]);
