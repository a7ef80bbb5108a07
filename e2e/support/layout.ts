import type { Locator, Page } from '@playwright/test';
import { createConfirmedUser, type CreatedUser } from './accounts-backend.ts';

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
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden' || overflowX === 'clip')
          return true;
      }
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height <= 1) continue; // hidden, or visually hidden (1 px clip)
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || (style.position === 'fixed' && rect.bottom < 0)) continue;
      if (rect.bottom < 0) continue; // the skip link waiting above the page
      const sticksOut = rect.width > width + 0.5 || rect.right > width + 0.5 || rect.left < -0.5;
      if (sticksOut && !scrollsSideways(el)) {
        const firstClass = el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : '';
        const name = `${el.tagName.toLowerCase()}${firstClass}`;
        const text = (el.textContent ?? '').trim().slice(0, 40);
        found.push(`${name} "${text}" ${Math.round(rect.left)}..${Math.round(rect.right)} of ${width}`);
      }
    }
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) {
      // name what reaches the page's far edge: often a visually hidden, absolutely positioned text
      // inside a sideways scroller that is not its containing block, which the loop above skips
      const reaching = [...document.body.querySelectorAll('*')]
        .filter((el) => Math.round(el.getBoundingClientRect().right + window.scrollX) >= scrollWidth)
        .slice(-3)
        .map((el) => {
          const firstClass = el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : '';
          return `${el.tagName.toLowerCase()}${firstClass} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
        });
      found.push(
        `page scrolls sideways: ${scrollWidth} > ${width}${reaching.length ? ` (${reaching.join(', ')})` : ''}`,
      );
    }
    return found;
  });
}

/** A realistic long address: exactly 40 characters, unique per call. */
export function fortyCharacterEmail(): string {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.slice(-8);
  return `margareta.lindqvist.${tag}@brfhemet.se`; // 20 + 8 + 12 = 40
}

/** A confirmed user with a 40-character e-mail and a long double-barrelled name, registered as far as `step`. */
export function createUserWithLongTexts(
  organizationType: 'brf' | 'service_provider',
  step: 'person_completed' | 'organization_completed',
): Promise<CreatedUser> {
  return createConfirmedUser({
    email: fortyCharacterEmail(),
    metadata: {
      first_name: 'Margareta',
      last_name: 'Lindqvist-Andersson',
      phone: '+46 70 555 12 34',
      registration_step: step,
      organization_type: organizationType,
    },
  });
}

/**
 * Words of the located texts that go on to a new line anywhere but after one of their soft
 * hyphens (Swedish hyphenation), as 'word split mid-word before "x"' lines; a text styled to
 * break anywhere is reported too.
 */
export async function wordsSplitMidWord(texts: Locator): Promise<string[]> {
  return texts.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const problems: string[] = [];
      const style = getComputedStyle(element);
      if (style.overflowWrap === 'anywhere' || style.wordBreak === 'break-all')
        problems.push(`${element.textContent}: breaks anywhere`);
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const text = node;
        // the line a character is drawn on: its glyph's box (a range at a line end may also report
        // an empty box at the end of the previous line)
        const lineOf = (index: number) => {
          const r = document.createRange();
          r.setStart(text, index);
          r.setEnd(text, index + 1);
          const boxes = [...r.getClientRects()].filter((box) => box.width > 0);
          return boxes.length ? Math.round(boxes[boxes.length - 1]!.top) : null;
        };
        for (const match of text.data.matchAll(/[^\s]+/g)) {
          const word = match[0];
          // every place where the word goes on to a new line must follow one of its soft hyphens
          let previous: { line: number; index: number } | null = null;
          for (let i = 0; i < word.length; i++) {
            if (word[i] === '\u00ad') continue;
            const line = lineOf(match.index + i);
            if (line === null) continue;
            if (previous && line > previous.line && !/[\u00ad\-\u2013]/.test(word.slice(previous.index, i))) {
              const lines = [...word]
                .map((c, j) => `${c === '\u00ad' ? '~' : c}${lineOf(match.index + j) ?? '-'}`)
                .join(' ');
              problems.push(`${word.replaceAll('\u00ad', '')} split mid-word before "${word[i]}" (${lines})`);
            }
            previous = { line, index: i };
          }
        }
      }
      return problems;
    }),
  );
}

/** How many lines each located element's text takes ('label: n' for each). */
export async function linesOfText(texts: Locator): Promise<Array<{ text: string; lines: number }>> {
  return texts.evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const tops = new Set(
        [...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.bottom)),
      );
      return { text: (element.textContent ?? '').trim(), lines: tops.size };
    }),
  );
}

/** Whether a select's box shows its longest option whole (the text measured in the select's own font). */
export async function selectShowsLongestOption(select: Locator): Promise<{ longest: string; fits: boolean }> {
  return select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const options = [...element.options].map((option) => option.text);
    const longest = options.reduce((a, b) => (context.measureText(b).width > context.measureText(a).width ? b : a));
    const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { longest, fits: context.measureText(longest).width <= room };
  });
}
