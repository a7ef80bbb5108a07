import { expect, type Locator, type Page } from '@playwright/test';

/** What the focused element shows: an outline or a ring (box-shadow), so focus is visible. */
async function focusIsVisible(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing focused';
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const ring = style.boxShadow !== 'none';
    // a checkbox or radio shows focus on its label (the option around it)
    const label = el.closest('label');
    const labelRing = label
      ? getComputedStyle(label).outlineStyle !== 'none' || getComputedStyle(label).boxShadow !== 'none'
      : false;
    if (outline || ring || labelRing) return null;
    const name = el.textContent || el.getAttribute('aria-label') || el.getAttribute('name') || '';
    return `${el.tagName.toLowerCase()} "${name.trim().slice(0, 30)}" has no visible focus`;
  });
}

/**
 * Presses Tab (only Tab) until the target has focus, checking on every stop that the focus is
 * visible; fails when the target is not reached. Tabbing past the page's last control leaves the
 * page (the browser's own controls) and the next Tab starts again at its top, as for a person;
 * where the sequence starts after a page change is the browser's choice (Chromium 156 keeps the
 * removed control's place), so the wrap is one of the stops, not a failure.
 */
export async function tabTo(page: Page, target: Locator, maxStops = 60): Promise<void> {
  const handle = await target.elementHandle();
  let wrapped = false;
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press('Tab');
    const problem = await focusIsVisible(page);
    if (problem === 'nothing focused' && !wrapped) {
      wrapped = true;
      continue;
    }
    expect(problem).toBeNull();
    if (await handle!.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}
