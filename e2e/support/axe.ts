import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (2.2 adds target-size, 24 px). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Waits until the page has settled: a page (or not-found) in main, no region still loading. */
export async function pageSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      Boolean(document.querySelector('#main [data-page], #main [data-remote-fallback]')) &&
      !document.querySelector('[data-remote-loading], #main [aria-busy="true"]'),
    undefined,
    { timeout: 15_000 },
  );
  // fonts and the last state update of the page
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(resolve))));
}

/**
 * One line per violating node: 'where: rule-id (impact) selector — summary'. `within` limits the
 * run to part of the page (an open dialog, when the page behind it was checked already).
 */
export async function axeViolations(page: Page, where: string, within?: string): Promise<string[]> {
  // axe.run in the page itself: the site has no cross-origin frames, and the default mode opens a
  // blank page for every run to merge frame results (most of a short run's time, dialogs included)
  // no CSSOM preload: axe copies the style sheets into <style> elements, which the site's CSP blocks (a
  // violation), and only css-orientation-lock reads them, an experimental rule these tags leave out
  const builder = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ preload: { assets: ['media'] } })
    .setLegacyMode();
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const why = node.failureSummary?.split('\n')[1]?.trim() ?? violation.help;
      return `${where}: ${violation.id} (${violation.impact}) ${node.target.join(' ')} — ${why}`;
    }),
  );
}
