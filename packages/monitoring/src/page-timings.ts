import { METRIC_NAMES } from './types.ts';

export interface PageTiming {
  name: string;
  value: number;
}

interface NavigationTimingLike {
  startTime: number;
  domContentLoadedEventEnd: number;
  loadEventEnd: number;
  loadEventStart: number;
}

/** Page-load and DOM-ready times (ms since navigation start) from the navigation timing entry. */
export function readPageTimings(performanceApi: Pick<Performance, 'getEntriesByType'> | undefined): PageTiming[] {
  const entry = performanceApi?.getEntriesByType?.('navigation')[0] as NavigationTimingLike | undefined;
  if (!entry) return [];
  const timings: PageTiming[] = [];
  if (entry.domContentLoadedEventEnd > 0) {
    timings.push({ name: METRIC_NAMES.domReady, value: Math.round(entry.domContentLoadedEventEnd - entry.startTime) });
  }
  const loaded = entry.loadEventEnd > 0 ? entry.loadEventEnd : entry.loadEventStart;
  if (loaded > 0) timings.push({ name: METRIC_NAMES.pageLoad, value: Math.round(loaded - entry.startTime) });
  return timings;
}

/** Calls back once the load event has finished (at once when it already has). */
export function afterPageLoad(target: Window, callback: () => void): () => void {
  if (target.document?.readyState === 'complete') {
    const timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  // loadEventEnd is only set after the load handlers return, hence the extra tick.
  const onLoad = () => {
    timer = setTimeout(callback, 0);
  };
  target.addEventListener('load', onLoad, { once: true });
  return () => {
    target.removeEventListener('load', onLoad);
    if (timer !== undefined) clearTimeout(timer);
  };
}
