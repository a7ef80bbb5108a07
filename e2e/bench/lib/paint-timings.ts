// What a visit painted, as the page itself reports it: first contentful paint, the largest
// contentful paint and which element it was, and the Element Timing entries of the elements our
// pages mark with `elementtiming` (the content a visitor came for). Installed before the page's own
// scripts (context.addInitScript); read once the visit has settled.
import type { Page } from '@playwright/test';

/** An element as a report names it: its tag, its page (data-page), its elementtiming and its text. */
export interface PaintedElement {
  tag: string;
  page: string | null;
  elementtiming: string | null;
  text: string;
}

export interface Paints {
  fcp: number | null;
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
 * and 5): the bell's unread count and the message board, an idle region. Each is marked where it
 * shows; a page without unread notifications or messages has no entry for it.
 */
export const SECONDARY = ['bell-count', 'message'] as const;

/** Runs in the page (addInitScript): serialised, so it names nothing from this module. */
export const paintObservers = () => {
  type Described = { tag: string; page: string | null; elementtiming: string | null; text: string };
  const paints: {
    fcp: number | null;
    lcp: { time: number; element: Described | null } | null;
    elements: { identifier: string; time: number; element: Described | null }[];
  } = { fcp: null, lcp: null, elements: [] };
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
