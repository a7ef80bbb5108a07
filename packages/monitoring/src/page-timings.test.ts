import { describe, expect, it } from 'vitest';
import { readPageTimings } from './page-timings.ts';

const performanceWith = (entry: Record<string, number> | undefined) =>
  ({
    getEntriesByType: (type: string) => (type === 'navigation' && entry ? [entry] : []),
  }) as unknown as Performance;

describe('readPageTimings', () => {
  it('reads DOM-ready and page-load times from the navigation entry', () => {
    expect(
      readPageTimings(
        performanceWith({ startTime: 0, domContentLoadedEventEnd: 420.4, loadEventStart: 880, loadEventEnd: 900.6 }),
      ),
    ).toEqual([
      { name: 'dom_ready', value: 420 },
      { name: 'page_load', value: 901 },
    ]);
  });
  it('skips what has not happened yet', () => {
    expect(
      readPageTimings(
        performanceWith({ startTime: 0, domContentLoadedEventEnd: 0, loadEventStart: 0, loadEventEnd: 0 }),
      ),
    ).toEqual([]);
    expect(readPageTimings(performanceWith(undefined))).toEqual([]);
    expect(readPageTimings(undefined)).toEqual([]);
  });
});
