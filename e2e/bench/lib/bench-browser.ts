// What every browser benchmark does the same way: Chromium as the test suite starts it, a user's
// saved session, and percentiles.
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { ROOT } from '../../../scripts/lib/site.mjs';
// @ts-expect-error plain ESM helper shared with `npm test`'s browser check
import { findChromium } from '../../../scripts/lib/browser.mjs';
import { STRONG_PASSWORD } from '../../support/accounts-backend.ts';

export const CPU_SLOWDOWN = 4;

export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium().wanted,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** Signs a user in once and saves the session; each visit starts a new context from that file. */
export async function savedSession(browser: Browser, baseURL: string, { email, password = STRONG_PASSWORD, name }: { email: string; password?: string; name: string }): Promise<string> {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/projects');
  const file = path.join(ROOT, 'bench-results', `.${name}-session.json`);
  await context.storageState({ path: file });
  await context.close();
  return file;
}

export function percentiles(samples: readonly number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { p50: Math.round(at(50)), p95: Math.round(at(95)), min: Math.round(sorted[0]!), max: Math.round(sorted[sorted.length - 1]!) };
}
