// npm run bench -w @brf/e2e (and `npm run bench` at the root): /projects over 10,000 projects and
// 30,000 quotes (public.local_seed_large, what `npm run seed:large` adds) as the provider who sees
// the most of them, in Chromium at 4x CPU slowdown on the built site and a fresh in-memory
// local-supabase.
// - LCP of /projects: a new context per sample (cold HTTP cache, the provider's saved session),
//   the last largest-contentful-paint entry once the first page of rows is shown;
// - a filter change: the sort choice switched between 'Title (A-Z)' and 'Deadline (earliest
//   first)', measured from the change to the new first row painted: main-thread task time
//   (CDP Performance.getMetrics TaskDuration, the renderer's busy time, throttled, including the
//   arrival of the new page of rows) and wall time. The option is picked in the page as the
//   browser does for a person (value, `input`, `change`); the same change through Playwright's
//   selectOption, whose own checks run on the page's main thread, is recorded beside it.
// Writes bench-results/project-list-page.json and prints the README row. Budgets: LCP 1.5 s,
// a filter change 100 ms of main-thread work (p95).
import fs from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { start } from '@brf/local-supabase';
import { ROOT, runtimeConfig, serveSite } from '../../scripts/lib/site.mjs';
import { CPU_SLOWDOWN, launchBenchBrowser, savedSession } from './lib/bench-browser.ts';

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 10_000);
const QUOTES = Number(process.env.BENCH_QUOTES ?? 30_000);
// the p95 of 10 samples is their maximum, one outlier; of 30 it is the second-worst (of 40
// filter changes the third-worst)
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 40);
const LCP_BUDGET_MS = 1500;
const FILTER_BUDGET_MS = 100;
const PROVIDER = 'bench-provider-01@seed.brf-marknaden.se';
const PASSWORD = 'BrfDemo#2026!';

const round = (n: number) => Math.round(n * 10) / 10;
function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { p50: round(at(50)), p95: round(at(95)), min: round(sorted[0]!), max: round(sorted[sorted.length - 1]!) };
}

const lcpObserver = () => {
  const w = window as unknown as { __lcp: number };
  w.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

const ROWS = '[data-page="project-list"] ul[data-view] > li';
const firstTitle = (page: Page) => page.locator(`${ROWS} h2`).first().innerText();

async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration')!.value;
}

/**
 * One sort change: main-thread ms and wall ms from the change to the new first row painted.
 * 'browser' picks the option the way the browser does for a person (the select's value, then its
 * `input` and `change` events), so the main thread holds only the page's own work; 'playwright'
 * uses selectOption, whose actionability checks and injected script run on the same main thread
 * (kept as a second figure).
 */
async function filterChange(
  page: Page,
  cdp: CDPSession,
  label: string,
  driver: 'browser' | 'playwright',
): Promise<{ mainThread: number; wall: number }> {
  const before = await firstTitle(page);
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
        observer.observe(document.querySelector('[data-page="project-list"]')!, { childList: true, subtree: true, characterData: true });
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
  const busyAfter = await taskSeconds(cdp);
  return { mainThread: (busyAfter - busyBefore) * 1000, wall };
}

const backend = await start({ dataDir: null, port: 54321, outboxPort: 54324, quiet: true, schedulerIntervalMs: 0 });
const site = await serveSite({ config: runtimeConfig() });
const browser = await launchBenchBrowser();
try {
  fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  const service = createClient(backend.url, backend.keys.serviceRole, { auth: { persistSession: false, autoRefreshToken: false } });
  const seeded = await service.rpc('local_seed_large', { p_projects: PROJECTS, p_quotes: QUOTES });
  if (seeded.error) throw new Error(`local_seed_large: ${seeded.error.message}`);
  const storageState = await savedSession(browser, site.url, { email: PROVIDER, password: PASSWORD, name: 'provider' });

  const lcp: number[] = [];
  const mainThread: number[] = [];
  const wall: number[] = [];
  const viaPlaywright: number[] = [];
  let visible = '';
  for (let sample = -1; sample < SAMPLES; sample += 1) {
    const context = await browser.newContext({ baseURL: site.url, locale: 'en-US', storageState, viewport: { width: 1280, height: 900 } });
    await context.addInitScript(lcpObserver);
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
    await page.waitForLoadState('networkidle');
    if (sample >= 0) lcp.push(await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp));
    visible = await page.locator('[data-page="project-list"]').getByText(/^Showing \d+ of \d+ projects$/).innerText();
    const sortLabel = (change: number) => (change % 2 === 0 ? 'Title (A-Z)' : 'Deadline (earliest first)');
    if (sample >= 0 && sample < 2) {
      // the filter changes on two of the loaded pages, alternating the sort
      for (let change = 0; change < CHANGES / 2; change += 1) {
        const measured = await filterChange(page, cdp, sortLabel(change), 'browser');
        mainThread.push(measured.mainThread);
        wall.push(measured.wall);
      }
    }
    if (sample === 2) {
      for (let change = 0; change < CHANGES / 2; change += 1) {
        viaPlaywright.push((await filterChange(page, cdp, sortLabel(change), 'playwright')).mainThread);
      }
    }
    await context.close();
  }
  fs.rmSync(storageState, { force: true });
  const report = {
    measuredAt: new Date().toISOString(),
    page: '/projects as bench-provider-01 (the provider who sees the most projects)',
    projects: PROJECTS,
    quotes: QUOTES,
    list: visible,
    samples: SAMPLES,
    filterChanges: mainThread.length,
    cpuSlowdown: CPU_SLOWDOWN,
    viewport: '1280x900',
    lcpMs: percentiles(lcp),
    filterChangeMainThreadMs: percentiles(mainThread),
    filterChangeWallMs: percentiles(wall),
    /** the same changes made with Playwright's selectOption: its own checks add main-thread time */
    filterChangeMainThreadViaPlaywrightMs: percentiles(viaPlaywright),
    /** every sample, in the order measured (outliers show here) */
    samplesMs: { lcp: lcp.map(Math.round), filterChangeMainThread: mainThread.map(Math.round) },
    budgets: { lcpMs: LCP_BUDGET_MS, filterChangeMainThreadMs: FILTER_BUDGET_MS },
  };
  const within = { lcp: report.lcpMs.p95 <= LCP_BUDGET_MS, filterChange: report.filterChangeMainThreadMs.p95 <= FILTER_BUDGET_MS };
  fs.writeFileSync(path.join(ROOT, 'bench-results', 'project-list-page.json'), JSON.stringify({ ...report, within }, null, 2) + '\n');
  const cell = (p: { p50: number; p95: number }) => `${p.p50} / ${p.p95}`;
  console.log(`${visible}`);
  console.log('| projects | LCP, ms | filter change main thread, ms | filter change wall, ms | budgets (p95) |');
  console.log(
    `| ${PROJECTS} | ${cell(report.lcpMs)} | ${cell(report.filterChangeMainThreadMs)} | ${cell(report.filterChangeWallMs)} | LCP 1500: ${within.lcp ? 'within' : 'over'}; filter 100: ${within.filterChange ? 'within' : 'over'} |`,
  );
} finally {
  await browser.close();
  await site.stop();
  await backend.stop();
}
