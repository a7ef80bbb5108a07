import { describe, expect, it } from 'vitest';
import { viewingDatesSummary } from './viewing-dates.ts';

describe('viewingDatesSummary', () => {
  it('counts all dates and picks the next upcoming one', () => {
    const now = new Date(2026, 4, 10, 12, 0);
    const dates = [
      { id: 'past', viewing_date: new Date(2026, 4, 9) },
      { id: 'later', viewing_date: new Date(2026, 4, 20) },
      { id: 'soon', viewing_date: new Date(2026, 4, 10, 12, 0) },
    ];
    expect(viewingDatesSummary(dates, now)).toEqual({ count: 3, next: dates[2] });
    expect(viewingDatesSummary([dates[0]!], now)).toEqual({ count: 1, next: null });
  });
});
