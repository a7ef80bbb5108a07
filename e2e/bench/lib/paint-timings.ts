// What a visit painted, as the page itself reports it: first contentful paint, the largest
// contentful paint and which element it was, and the Element Timing entries of the elements our
// pages mark with `elementtiming` (the content a visitor came for). Installed before the page's own
// scripts (context.addInitScript); read once the visit has settled.
import type { BrowserContext, Page } from '@playwright/test';

/** An element as a report names it: its tag, its page (data-page), its elementtiming and its text. */
export interface PaintedElement {
  tag: string;
  page: string | null;
  elementtiming: string | null;
  text: string;
}

export interface Paints {
  fcp: number | null;
  /** when each secondary element first entered the page, painted or not (below the fold it is not) */
  rendered: Record<string, number>;
  /** every layout shift the visitor did not cause: what moved, and how many it pushed out of view */
  shifts: { time: number; value: number; left: number; moved: (PaintedElement | null)[] }[];
  /** the last largest-contentful-paint entry; its element described when it was reported */
  lcp: { time: number; element: PaintedElement | null } | null;
  /** every element-timing entry: renderTime, or loadTime where the render time is hidden */
  elements: { identifier: string; time: number; element: PaintedElement | null }[];
}

/** The names our pages give the content a visitor came for (`elementtiming`), per page. */
export const CONTENT = {
  public: ['public-heading'],
  list: ['list-first-row-title', 'list-first-row-description'],
  detail: ['detail-header', 'first-quote'],
  notifications: ['first-notification'],
} as const;

/**
 * What the boot plan leaves until the content has painted (shell/src/boot/boot-plan.tsx, steps 4
 * and 5): the bell's unread count and the message board, an idle region (below the fold on a
 * project with many quotes, so rendered but not painted). Each is marked where it shows; a page
 * without unread notifications or messages has no entry for it.
 */
export const SECONDARY = ['bell-count', 'message'] as const;

/**
 * Runs in the page (addInitScript, with SECONDARY as its argument): serialised, so it names nothing
 * from this module.
 */
const paintObservers = (secondary: string[]) => {
  type Described = { tag: string; page: string | null; elementtiming: string | null; text: string };
  const paints: {
    fcp: number | null;
    rendered: Record<string, number>;
    shifts: { time: number; value: number; left: number; moved: (Described | null)[] }[];
    lcp: { time: number; element: Described | null } | null;
    elements: { identifier: string; time: number; element: Described | null }[];
  } = { fcp: null, rendered: {}, shifts: [], lcp: null, elements: [] };
  const waiting: (() => void)[] = [];
  const named = (element: Element | null): Described | null =>
    element && {
      tag: element.tagName.toLowerCase(),
      page: element.closest('[data-page]')?.getAttribute('data-page') ?? null,
      elementtiming: element.getAttribute('elementtiming'),
      text: (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60),
    };
  const observe = (type: string, record: (entry: PerformanceEntry) => void) => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record(entry);
      for (const wake of waiting.splice(0)) wake();
    }).observe({ type, buffered: true });
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') paints.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    const lcp = entry as PerformanceEntry & { element: Element | null };
    paints.lcp = { time: lcp.startTime, element: named(lcp.element) };
  });
  observe('element', (entry) => {
    const timing = entry as PerformanceEntry & {
      identifier: string;
      renderTime: number;
      loadTime: number;
      element: Element | null;
    };
    paints.elements.push({
      identifier: timing.identifier,
      time: timing.renderTime || timing.loadTime,
      element: named(timing.element),
    });
  });
  // a region below the fold is rendered but never painted during the visit: when it entered the page
  new MutationObserver((_, observer) => {
    for (const id of secondary) {
      if (!(id in paints.rendered) && document.querySelector(`[elementtiming="${id}"]`)) {
        paints.rendered[id] = performance.now();
      }
    }
    if (secondary.every((id) => id in paints.rendered)) observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
  // something painted in view and then pushed below the fold by what came later moves its box out
  observe('layout-shift', (entry) => {
    const shift = entry as PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    if (shift.hadRecentInput) return;
    const moved = (shift.sources ?? []).map((source) => {
      const node = source.node instanceof Element ? source.node : (source.node?.parentElement ?? null);
      return node ? named(node) : null;
    });
    const left = (shift.sources ?? []).filter(
      (source) =>
        source.previousRect.height > 0 &&
        (source.currentRect.height === 0 || source.currentRect.top >= window.innerHeight),
    ).length;
    paints.shifts.push({ time: shift.startTime, value: shift.value, left, moved });
  });
  const w = window as unknown as {
    __paints: typeof paints;
    __painted: (identifiers: string[], timeoutMs: number) => Promise<boolean>;
  };
  w.__paints = paints;
  // resolved by the observers' own callbacks: no polling on the main thread being measured
  w.__painted = (identifiers, timeoutMs) =>
    new Promise<boolean>((resolve) => {
      const done = () => identifiers.every((id) => paints.elements.some((entry) => entry.identifier === id));
      const check = () => (done() ? resolve(true) : waiting.push(check));
      setTimeout(() => resolve(false), timeoutMs);
      check();
    });
};

/** Every page of `context` records its paints from the start (before the page's own scripts). */
export function observePaints(context: BrowserContext): Promise<void> {
  return context.addInitScript(paintObservers, [...SECONDARY]);
}

/** Waits until every named element has painted (false when `timeoutMs` passed first). */
export function contentPainted(page: Page, identifiers: readonly string[], timeoutMs = 20_000): Promise<boolean> {
  return page.evaluate(
    ({ identifiers, timeoutMs }) =>
      (window as unknown as { __painted: (ids: string[], ms: number) => Promise<boolean> }).__painted(
        identifiers,
        timeoutMs,
      ),
    { identifiers: [...identifiers], timeoutMs },
  );
}

/**
 * Waits until each of the secondary elements the page is expected to show has entered it, painted
 * or not: a visit that ended at the network's first rest could end before the boot plan's idle work.
 */
export async function secondaryShown(page: Page, identifiers: readonly string[], timeoutMs = 10_000) {
  if (!identifiers.length) return true;
  return page
    .waitForFunction(
      (ids) => ids.every((id) => id in (window as unknown as { __paints: Paints }).__paints.rendered),
      [...identifiers],
      { timeout: timeoutMs, polling: 100 },
    )
    .then(
      () => true,
      () => false,
    );
}

export function readPaints(page: Page): Promise<Paints> {
  return page.evaluate(() => (window as unknown as { __paints: Paints }).__paints);
}

/**
 * Each named element's first paint and its text, and the content's: when the last of them
 * painted, null when one never did.
 */
export function contentTimes(paints: Paints, identifiers: readonly string[]) {
  const elements: Record<string, { time: number; text: string | null } | null> = {};
  for (const id of identifiers) {
    const entry = paints.elements.find((painted) => painted.identifier === id);
    elements[id] = entry ? { time: entry.time, text: entry.element?.text ?? null } : null;
  }
  const times = Object.values(elements).map((element) => element?.time ?? null);
  const content = times.some((time) => time === null) ? null : Math.max(...(times as number[]));
  return { content, elements };
}

/** An element in one line: `p[list-first-row-description] in project-list: "Stambyte i…"`. */
export function describeElement(element: PaintedElement | null): string {
  if (!element) return '(removed)';
  const name = element.elementtiming ? `[${element.elementtiming}]` : '';
  const page = element.page ? ` in ${element.page}` : '';
  return `${element.tag}${name}${page}: "${element.text}"`;
}
