// Two builds of the site, compared sample by sample on /projects/{id} (200 quotes, as its owner;
// content is the title and the first quote painted, as page-timings.ts measures it) or, with
// BENCH_PAGE=list, on /projects over the large seed (the visit of project-list-page.ts: the first
// row painted, LCP, and the mean main-thread time of BENCH_CHANGES sort changes, default 6, per
// visit; BENCH_SORTS=uncached makes each of them fetch its page): before each pair of visits the
// static servers are pointed at one build's dist/ folders, then the other's, alternating which
// goes first. Both builds thus meet the same moments of a noisy machine, which separate benchmark
// runs do not (on the 2-core VM, runs minutes apart differed by 20 to 30% for the same build).
//
//   npx node bench/compare-builds.ts <before> <after>      (from e2e/; BENCH_SAMPLES, default 20)
//   BENCH_PAGE=list npx node bench/compare-builds.ts <before> <after>
//   BENCH_PAGE=public npx node bench/compare-builds.ts <before> <after>   (/login signed out, or BENCH_PATH:
//   the heading painted, LCP and FCP)
//
// <before> and <after> each hold one folder per app with that app's built dist/ contents
// (shell/, mf-accounts/, mf-admin/, mf-messaging/, mf-projects/, mf-quotes/). To make one for a
// commit: check it out, `npx turbo run build`, then copy each app's dist/ there.
// Prints p50 / p95 of each build and the median of the paired differences (after minus before).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, apps } from '../../scripts/lib/site.mjs';
import type { Browser } from '@playwright/test';
import { CPU_SLOWDOWN, percentiles, savedSession, startBackendSiteAndBrowser } from './lib/bench-browser.ts';
import { CONTENT, contentPainted, contentTimes, observePaints, readPaints } from './lib/paint-timings.ts';
import { seedProjectWithQuotes, visitProjectDetail } from './lib/project-detail-visit.ts';
import {
  filterChange,
  LIST_PROVIDER,
  LIST_PROVIDER_PASSWORD,
  seedLargeMarketplace,
  sortLabel,
  uncachedSortLabel,
  visitProjectList,
} from './lib/project-list-visit.ts';

const QUOTES = 200;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20);
const LIST = process.env.BENCH_PAGE === 'list';
const PUBLIC = process.env.BENCH_PAGE === 'public';
const CHANGES = Number(process.env.BENCH_CHANGES ?? 6);
// BENCH_SORTS=uncached: every change fetches its page (up to 10 per visit), instead of two sorts alternating
const label = process.env.BENCH_SORTS === 'uncached' ? uncachedSortLabel : sortLabel;
const builds = process.argv.slice(2, 4).map((dir) => path.resolve(dir));
if (builds.length !== 2) throw new Error('usage: npx node bench/compare-builds.ts <before> <after>');
const appNames = Object.keys(apps);
for (const build of builds) {
  for (const app of appNames)
    if (!fs.existsSync(path.join(build, app, 'index.html')))
      throw new Error(`${build}/${app}: no built app (index.html) there`);
}

/** A signed-out visitor's cold visit of a public page: its heading painted, LCP and FCP. */
async function visitPublicPage(browser: Browser, baseURL: string, urlPath: string) {
  const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: { width: 1280, height: 900 } });
  await observePaints(context);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(urlPath);
    await contentPainted(page, CONTENT.public);
    await page.waitForLoadState('networkidle');
    const paints = await readPaints(page);
    return { content: contentTimes(paints, CONTENT.public).content, lcp: paints.lcp?.time ?? null, fcp: paints.fcp };
  } finally {
    await context.close();
  }
}

const { backend, site, browser, stop } = await startBackendSiteAndBrowser();
const serve = async (build: string) => {
  for (const app of appNames) {
    await site.stopApp(app);
    await site.startApp(app, path.join(build, app));
  }
};
try {
  fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  type Measures = Record<string, number | null>;
  let storageState: string;
  let visit: () => Promise<Measures>;
  if (PUBLIC) {
    storageState = '';
    visit = () => visitPublicPage(browser, site.url, process.env.BENCH_PATH ?? '/login');
  } else if (LIST) {
    await seedLargeMarketplace(backend, 10_000, 30_000);
    storageState = await savedSession(browser, site.url, {
      email: LIST_PROVIDER,
      password: LIST_PROVIDER_PASSWORD,
      name: 'provider',
    });
    visit = async () => {
      const list = await visitProjectList(browser, { baseURL: site.url, storageState });
      try {
        let busy = 0;
        for (let change = 0; change < CHANGES; change += 1)
          busy += (await filterChange(list.page, list.cdp, label(change))).mainThread;
        return { lcp: list.lcp, content: list.content, filterChange: CHANGES ? busy / CHANGES : null };
      } finally {
        await list.close();
      }
    };
  } else {
    const { ownerEmail, projectId } = await seedProjectWithQuotes(QUOTES);
    storageState = await savedSession(browser, site.url, { email: ownerEmail, name: 'owner' });
    visit = async () => ({
      ...(await visitProjectDetail(browser, { baseURL: site.url, storageState, projectId, quotes: QUOTES })),
    });
  }
  const visits: Measures[][] = [[], []];
  // one warm-up pair (the owner's first load also marks the quotes viewed), then the samples
  for (let sample = -1; sample < SAMPLES; sample += 1) {
    const order = sample % 2 === 0 ? [0, 1] : [1, 0];
    for (const which of order) {
      await serve(builds[which]!);
      const measured = await visit();
      if (sample >= 0) visits[which]!.push(measured);
    }
  }
  if (storageState) fs.rmSync(storageState, { force: true });
  const measures = PUBLIC
    ? ['content', 'lcp', 'fcp']
    : LIST
      ? ['content', 'lcp', 'filterChange']
      : ['content', 'dataLoaded', 'headerShown', 'lcp'];
  const median = (values: number[]) => percentiles(values).p50;
  for (const [which, build] of builds.entries()) {
    const cells = measures.map((measure) => {
      const p = percentiles(visits[which]!.map((visit) => visit[measure] ?? 0));
      return `${measure} ${p.p50} / ${p.p95}`;
    });
    console.log(`${which === 0 ? 'before' : 'after '} ${build}: ${cells.join(', ')}`);
  }
  const paired = measures.map(
    (measure) =>
      `${measure} ${median(visits[1]!.map((visit, i) => (visit[measure] ?? 0) - (visits[0]![i]![measure] ?? 0)))}`,
  );
  console.log(`paired median, after minus before (ms, ${SAMPLES} pairs): ${paired.join(', ')}`);
} finally {
  await stop();
}
