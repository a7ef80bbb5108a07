// One project with N quotes from N providers, and one cold visit of /projects/{id} as its owner
// at 4x CPU slowdown, measured from inside the page. The project is page-timings.ts' (the
// benchmark); the visit, compare-builds.ts' (two builds, sample by sample).
import type { Browser } from '@playwright/test';
import { CPU_SLOWDOWN } from './bench-browser.ts';
import { CONTENT, contentPainted, contentTimes, observePaints, readPaints } from './paint-timings.ts';
import { serviceClient } from '../../support/accounts-backend.ts';
import {
  activeCategories,
  createBrf,
  createProvider,
  daysFromNow,
  insertProject,
} from '../../support/projects-world.ts';

/** The cards the quotes section renders at first (the rest come with 'show more'). */
const FIRST_CARDS = 20;

export async function seedProjectWithQuotes(quotes: number): Promise<{ ownerEmail: string; projectId: string }> {
  const category = (await activeCategories())[0]!;
  const brf = await createBrf('Bench');
  const projectId = await insertProject(brf, {
    title: 'Stambyte, 200 offerter',
    deadlineDays: 20,
    createdDaysAgo: 40,
    categoryIds: [category.id],
  });
  const providers = [];
  for (let i = 0; i < quotes; i += 25) {
    providers.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(25, quotes - i) }, (_, k) =>
          createProvider([category.id], `Leverantör ${String(i + k + 1).padStart(3, '0')} AB`),
        ),
      )),
    );
  }
  const rows = providers.map((provider, index) => ({
    project_id: projectId,
    service_provider_id: provider.profileId,
    quote_amount: 400_000 + index * 3_517.5,
    description:
      `Offert ${index + 1}: stambyte med relining, ställning, rivning och återställning ` +
      `enligt förfrågningsunderlaget. Fast pris, ${8 + (index % 10)} veckor.`,
    status: 'submitted',
    created_at: daysFromNow(-(index % 35)).toISOString(),
  }));
  const inserted = await serviceClient().from('quotes').insert(rows);
  if (inserted.error) throw new Error(`quotes: ${inserted.error.message}`);
  return { ownerEmail: brf.email, projectId };
}

const headerObserver = () => {
  const w = window as unknown as { __header?: number };
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-page="project-detail"] h1')) {
      w.__header = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
};

export interface DetailVisit {
  /** navigation start to the quotes section showing its statistics over every quote and its first cards */
  dataLoaded: number;
  /** the project's title on the page (mf-projects), for the breakdown */
  headerShown: number | null;
  /** the project's title and the first quote card painted (Element Timing), null if one never did */
  content: number | null;
  lcp: number;
  /** the REST call reading the quotes with providers and files, start to end of body */
  quotesRequest: number | null;
}

/** One visit in a new context (cold HTTP cache, the saved session), 1280x900, 4x CPU slowdown. */
export async function visitProjectDetail(
  browser: Browser,
  {
    baseURL,
    storageState,
    projectId,
    quotes,
  }: { baseURL: string; storageState: string; projectId: string; quotes: number },
): Promise<DetailVisit> {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    storageState,
    viewport: { width: 1280, height: 900 },
  });
  try {
    await context.addInitScript(headerObserver);
    await observePaints(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`/projects/${projectId}`);
    // watched from inside the page by one MutationObserver: a polling wait (Playwright's
    // waitForFunction, locators) would add its own script and checks to the main thread measured
    const dataLoaded = await page.evaluate(
      ({ count, cards }) =>
        new Promise<number>((resolve) => {
          const loaded = () =>
            document.querySelector('[data-page="quotes-section"] [data-stat="total"]')?.textContent === String(count) &&
            document.querySelectorAll('[data-page="quotes-section"] article[data-quote-id]').length ===
              Math.min(count, cards);
          const observer = new MutationObserver(() => {
            if (!loaded()) return;
            observer.disconnect();
            resolve(performance.now());
          });
          observer.observe(document, { childList: true, subtree: true, characterData: true });
          if (loaded()) resolve(performance.now());
        }),
      { count: quotes, cards: FIRST_CARDS },
    );
    const headerShown = await page.evaluate(() => (window as unknown as { __header?: number }).__header ?? null);
    // the cards are on the page; their paint may come after the network is already at rest
    await contentPainted(page, CONTENT.detail);
    await page.waitForLoadState('networkidle');
    const measured = await page.evaluate(() => {
      const request = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/rest/v1/quotes?') && entry.name.includes('quote_attachments'))
        .at(-1) as PerformanceResourceTiming | undefined;
      return request ? request.responseEnd - request.startTime : null;
    });
    const paints = await readPaints(page);
    return {
      dataLoaded,
      headerShown,
      content: contentTimes(paints, CONTENT.detail).content,
      lcp: paints.lcp?.time ?? 0,
      quotesRequest: measured,
    };
  } finally {
    await context.close();
  }
}
