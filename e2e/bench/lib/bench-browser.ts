// What every browser benchmark does the same way: a fresh backend, the built site and Chromium as
// the test suite starts it, a user's saved session, and percentiles.
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { start } from '@brf/local-supabase';
import { ROOT, runtimeConfig, serveSite } from '../../../scripts/lib/site.mjs';
import { STRONG_PASSWORD } from '../../support/accounts-backend.ts';
import { chromiumLaunchOptions } from '../../support/chromium.ts';

export const CPU_SLOWDOWN = 4;

/**
 * Visits made and not recorded before a page benchmark's samples. With one, the first samples of
 * a run were often the slowest (detail page, data loaded, one run: the first nine 1075 to 1500 ms,
 * the other 21 875 to 1220), and the p95 of 30 is the second-worst: the backend (PGlite's
 * WebAssembly and the Node server, compiled as they run) warms up on the cores the browser
 * shares. With eight, one run's series was flat (901 to 1275) and the next had two early
 * outliers (1392, 1272). A hosted backend is warm; each sample still opens a new context (cold
 * HTTP cache, no query cache), so what a visitor's browser does first is what is measured.
 */
export const WARMUP_VISITS = Number(process.env.BENCH_WARMUP ?? 8);

/**
 * Browser parts that are not the page measured, switched off. Debian's Chromium is the whole
 * browser run headless (Playwright's usual headless browser, chrome-headless-shell, has no
 * browser UI): every new context opens a window, and every window loads its address bar's two
 * WebUI popups (chrome://omnibox-popup.top-chrome) in a renderer of their own. In a trace of one
 * /projects/{id} visit that renderer took 864 ms of CPU in the visit's first 1.6 s, on a machine
 * with 2 cores; switched off, the same build's visits measured 300 ms faster (LCP, paired median
 * of 16). A visitor's browser built its popups when its window opened, not during our page.
 */
const NOT_THE_PAGE = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Playwright's own --disable-features switch for this Chromium, read off a launch's arguments. */
async function playwrightDisabledFeatures(executablePath: string, args: string[]): Promise<string | undefined> {
  const server = await chromium.launchServer({ executablePath, args });
  try {
    return server.process().spawnargs.find((arg) => arg.startsWith('--disable-features='));
  } finally {
    await server.close();
  }
}

export async function launchBenchBrowser(): Promise<Browser> {
  const { executablePath, args } = chromiumLaunchOptions();
  // Chromium keeps only the last --disable-features, so Playwright's list and ours go in one
  const playwrights = await playwrightDisabledFeatures(executablePath, args);
  const features = [...(playwrights?.slice('--disable-features='.length).split(',') ?? []), ...NOT_THE_PAGE];
  return chromium.launch({
    executablePath,
    args: [...args, `--disable-features=${features.join(',')}`],
    ignoreDefaultArgs: playwrights ? [playwrights] : [],
  });
}

/**
 * A fresh in-memory backend on the suite's ports, the built site and the benchmark browser, started
 * in that order; `stop` closes them in the reverse order.
 */
export async function startBackendSiteAndBrowser() {
  const backend = await start({
    dataDir: null,
    port: 54321,
    outboxPort: 54324,
    quiet: true,
    schedulerIntervalMs: 0,
    idleGcMs: 0,
    authRateLimits: { perIp: false },
  });
  const site = await serveSite({ config: runtimeConfig() });
  const browser = await launchBenchBrowser();
  const stop = async () => {
    await browser.close();
    await site.stop();
    await backend.stop();
  };
  return { backend, site, browser, stop };
}

/** Signs a user in once and saves the session; each visit starts a new context from that file. */
export async function savedSession(
  browser: Browser,
  baseURL: string,
  { email, password = STRONG_PASSWORD, name }: { email: string; password?: string; name: string },
): Promise<string> {
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

/** p50, p95, min and max of the samples, rounded to `digits` decimals. */
export function percentiles(samples: readonly number[], digits = 0) {
  const round = (n: number) => Math.round(n * 10 ** digits) / 10 ** digits;
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return {
    p50: round(at(50)),
    p95: round(at(95)),
    min: round(sorted[0]!),
    max: round(sorted[sorted.length - 1]!),
  };
}
