import type { Page } from '@playwright/test';

/**
 * Elements that stick out of the viewport sideways (wider than it, or past its right or left
 * edge), as 'tag.class "text"' lines. Off-screen helpers (the skip link, visually hidden text)
 * and what sits inside a horizontally scrolling container are not counted.
 */
export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const scrollsSideways = (el: Element | null): boolean => {
      for (let node = el?.parentElement; node && node !== document.body; node = node.parentElement) {
        const overflowX = getComputedStyle(node).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden' || overflowX === 'clip') return true;
      }
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height <= 1) continue; // hidden, or visually hidden (1 px clip)
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.position === 'fixed' && rect.bottom < 0) continue;
      if (rect.bottom < 0) continue; // the skip link waiting above the page
      const sticksOut = rect.width > width + 0.5 || rect.right > width + 0.5 || rect.left < -0.5;
      if (sticksOut && !scrollsSideways(el)) {
        const name = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : ''}`;
        found.push(`${name} "${(el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(rect.left)}..${Math.round(rect.right)} of ${width}`);
      }
    }
    if (document.documentElement.scrollWidth > width) found.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    return found;
  });
}

/** A realistic long address: exactly 40 characters, unique per call. */
export function fortyCharacterEmail(): string {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.slice(-8);
  return `margareta.lindqvist.${tag}@brfhemet.se`; // 20 + 8 + 12 = 40
}
