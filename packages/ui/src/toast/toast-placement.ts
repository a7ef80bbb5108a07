/** A box on the screen, in viewport pixels. */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const GAP = 8;

/**
 * How far down the top-right toast stack goes so it covers none of the given controls: the first
 * free place from `top` down, in the upper part of the screen (`lowest`); when there is none
 * there, the place that covers the fewest.
 */
export function toastTop(
  stack: { height: number; left: number; right: number },
  controls: readonly Box[],
  top: number,
  lowest: number,
): number {
  const inColumn = controls
    .filter((box) => box.left < stack.right && box.right > stack.left)
    .sort((a, b) => a.top - b.top);
  const covered = (y: number) => inColumn.filter((box) => box.top < y + stack.height && box.bottom > y);
  const candidates = [top, ...inColumn.map((box) => box.bottom + GAP).filter((y) => y > top && y <= lowest)];
  let best = top;
  let fewest = Infinity;
  for (const y of candidates.sort((a, b) => a - b)) {
    const count = covered(y).length;
    if (count === 0) return y;
    if (count < fewest) [best, fewest] = [y, count];
  }
  return best;
}

const CONTROLS = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="switch"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * The controls on the screen now, also those under a dialog's overlay: a toast raised as a dialog
 * closes (a quote sent) stays after it, over the page's own controls.
 */
export function visibleControls(except: Element): Box[] {
  const boxes: Box[] = [];
  for (const element of document.querySelectorAll(CONTROLS)) {
    if (except.contains(element) || !element.checkVisibility({ visibilityProperty: true })) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.bottom < 0 || box.top > window.innerHeight) continue;
    boxes.push(box);
  }
  return boxes;
}
