import { describe, expect, it } from 'vitest';
import { formatCalendarDate, isCalendarDate } from './calendar-date.ts';
import { formatDate, formatDayMonth, formatLongDate, formatShortDate } from './dates.ts';

// This suite runs in Europe/Stockholm and in America/New_York (vitest.config.ts): a date-only
// value must read as the same day in both, east and west of UTC.
describe(`a date without a time, in ${process.env.TZ}`, () => {
  it('prints the day it names', () => {
    expect(formatCalendarDate('2026-12-01', 'sv')).toBe('1 dec. 2026');
    expect(formatCalendarDate('2026-12-01', 'en')).toBe('Dec 01, 2026');
    expect(formatCalendarDate('2027-03-01', 'sv')).toBe('1 mars 2027');
    expect(formatCalendarDate('2026-01-01', 'en')).toBe('Jan 01, 2026');
    expect(formatCalendarDate('2026-12-31', 'sv')).toBe('31 dec. 2026');
  });
  it('prints the day in every style', () => {
    expect(formatCalendarDate('2026-03-07', 'en', 'short')).toBe('Mar 7, 2026');
    expect(formatCalendarDate('2025-01-15', 'sv', 'long')).toBe('15 januari 2025');
    expect(formatCalendarDate('2026-11-23', 'en', 'dayMonth')).toBe('Nov 23');
    expect(formatCalendarDate('2026-11-23', 'sv', 'dayMonth')).toBe('23 nov.');
  });
  it('keeps the day across the change to and from summer time', () => {
    expect(formatCalendarDate('2026-03-29', 'sv')).toBe('29 mars 2026');
    expect(formatCalendarDate('2026-10-25', 'sv')).toBe('25 okt. 2026');
  });
  it('is the same day through the general formatters, whatever zone they are given', () => {
    for (const zone of [undefined, 'UTC', 'Europe/Stockholm', 'America/New_York', 'Pacific/Auckland']) {
      expect(formatDate('2026-12-01', 'sv', zone), zone).toBe('1 dec. 2026');
    }
    expect(formatShortDate('2026-12-01', 'en')).toBe('Dec 1, 2026');
    expect(formatDayMonth('2026-12-01', 'sv')).toBe('1 dec.');
    expect(formatLongDate('2026-12-01', 'en')).toBe('December 1, 2026');
  });
  it('refuses what is not a date without a time', () => {
    expect(isCalendarDate('2026-12-01')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-12-01T00:00:00Z')).toBe(false);
    expect(() => formatCalendarDate('2026-12-01T00:00:00Z', 'sv')).toThrow(RangeError);
  });
});

describe(`a moment, in ${process.env.TZ}`, () => {
  it('is printed in the zone asked for', () => {
    // 23:30 UTC on Nov 30 is Dec 1 in Stockholm and still Nov 30 in New York
    expect(formatDate('2026-11-30T23:30:00Z', 'sv', 'Europe/Stockholm')).toBe('1 dec. 2026');
    expect(formatDate('2026-11-30T23:30:00Z', 'sv', 'America/New_York')).toBe('30 nov. 2026');
  });
});
