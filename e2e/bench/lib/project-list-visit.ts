// /projects over the large seed (public.local_seed_large, what `npm run seed:large` adds) as the
// provider who sees the most projects: one cold visit at 4x CPU slowdown, its LCP and its first
// row's paint and, on request, sort changes measured by the renderer's main-thread time. Shared by
// project-list-page.ts (the filter-change benchmark), page-timings.ts (the seed) and
// compare-builds.ts (two builds, sample by sample).
import type { Browser, CDPSession, Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { CPU_SLOWDOWN } from './bench-browser.ts';
import { CONTENT, contentPainted, contentTimes, observePaints, readPaints } from './paint-timings.ts';

export const LIST_PROVIDER = 'bench-provider-01@seed.brf-marknaden.se';
export const LIST_PROVIDER_PASSWORD = 'BrfDemo#2026!';
const ROWS = '[data-page="project-list"] ul[data-view] > li';

export async function seedLargeMarketplace(
  backend: { url: string; keys: { serviceRole: string } },
  projects: number,
  quotes: number,
): Promise<void> {
  const service = createClient(backend.url, backend.keys.serviceRole, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const seeded = await service.rpc('local_seed_large', { p_projects: projects, p_quotes: quotes });
  if (seeded.error) throw new Error(`local_seed_large: ${seeded.error.message}`);
}

async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration')!.value;
}

/** The sort choices a measured change alternates between (after the first two, each page is in the cache). */
export const sortLabel = (change: number) => (change % 2 === 0 ? 'Title (A-Z)' : 'Deadline (earliest first)');

/** Ten sort choices in an order where each one changes the first row: every change fetches its page. */
const UNCACHED_SORTS = [
  'Title (A-Z)',
  'Deadline (latest first)',
  'Title (Z-A)',
  'Category (A-Z)',
  'Quoted amount (highest first)',
  'Category (Z-A)',
  'Quoted amount (lowest first)',
  'Status (open last)',
  'Deadline (earliest first)',
  'Status (open first)',
];
export const uncachedSortLabel = (change: number) => UNCACHED_SORTS[change % UNCACHED_SORTS.length]!;

/**
 * One sort change: main-thread ms and wall ms from the change to the new first row painted.
 * 'browser' picks the option the way the browser does for a person (the select's value, then its
 * `input` and `change` events), so the main thread holds only the page's own work; 'playwright'
 * uses selectOption, whose actionability checks and injected script run on the same main thread
 * (kept as a second figure).
 */
export async function filterChange(
  page: Page,
  cdp: CDPSession,
  label: string,
  driver: 'browser' | 'playwright' = 'browser',
): Promise<{ mainThread: number; wall: number }> {
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's locator.innerText(), the title as rendered
  const before = await page.locator(`${ROWS} h2`).first().innerText();
  const select = page.getByRole('combobox', { name: 'Sort by' });
  if (driver === 'playwright') await select.waitFor();
  const busyBefore = await taskSeconds(cdp);
  const t0 = Date.now();
  // one observer in the page (no polling, which would itself keep the main thread busy)
  const changed = page.evaluate(
    ({ rows, before, label, pick }) =>
      new Promise<void>((resolve) => {
        const done = () => {
          const first = document.querySelector(`${rows} h2`)?.textContent;
          if (!first || first === before) return false;
          observer.disconnect();
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          return true;
        };
        const observer = new MutationObserver(done);
        observer.observe(document.querySelector('[data-page="project-list"]')!, {
          childList: true,
          subtree: true,
          characterData: true,
        });
        if (pick) {
          const sort = [...document.querySelectorAll<HTMLSelectElement>('[data-page="project-list"] select')].find(
            (element) => element.labels?.[0]?.textContent?.trim() === 'Sort by',
          )!;
          sort.value = [...sort.options].find((option) => option.text === label)!.value;
          sort.dispatchEvent(new Event('input', { bubbles: true }));
          sort.dispatchEvent(new Event('change', { bubbles: true }));
        }
        done();
      }),
    { rows: ROWS, before, label, pick: driver === 'browser' },
  );
  if (driver === 'playwright') await select.selectOption({ label });
  await changed;
  const wall = Date.now() - t0;
  return { mainThread: (await taskSeconds(cdp)) * 1000 - busyBefore * 1000, wall };
}

export interface ListVisit {
  lcp: number;
  /** the first row's title and description painted (Element Timing), null if they never did */
  content: number | null;
  /** "Showing X of Y projects" as the page said it */
  visible: string;
  page: Page;
  cdp: CDPSession;
  close: () => Promise<void>;
}

/** One cold visit (new context, the saved session, 1280x900, 4x CPU); the caller closes it. */
export async function visitProjectList(
  browser: Browser,
  { baseURL, storageState }: { baseURL: string; storageState: string },
): Promise<ListVisit> {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    storageState,
    viewport: { width: 1280, height: 900 },
  });
  await observePaints(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Performance.enable');
  await page.goto('/projects');
  // the first row, seen from inside the page: a Playwright locator would inject and run its own
  // script on the main thread whose LCP is measured
  await page.evaluate(
    (rows) =>
      new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector(rows)) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document, { childList: true, subtree: true });
        if (document.querySelector(rows)) resolve();
      }),
    ROWS,
  );
  // the row is on the page; its paint may come after the network is already at rest
  await contentPainted(page, CONTENT.list);
  await page.waitForLoadState('networkidle');
  const paints = await readPaints(page);
  const visible = await page
    .locator('[data-page="project-list"]')
    .getByText(/^Showing \d+ of \d+ projects$/)
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's locator.innerText(), the line as rendered
    .innerText();
  return {
    lcp: paints.lcp?.time ?? 0,
    content: contentTimes(paints, CONTENT.list).content,
    visible,
    page,
    cdp,
    close: () => context.close(),
  };
}
