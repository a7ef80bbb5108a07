import { describe, expect, it } from 'vitest';
import {
  addMonths,
  addYears,
  formatDate,
  formatDateTime,
  formatDeadline,
  formatLongDate,
  formatNumber,
  formatRelativeDays,
  formatShortDate,
  formatShortDateTime,
  formatDayMonth,
  formatTime,
  toDateInputValue,
  toDateTimeInputValue,
} from './dates.ts';

describe('date formatting', () => {
  it('formats deadlines as MMM dd, yyyy', () => {
    expect(formatDate(new Date(2026, 0, 5, 13, 0))).toBe('Jan 05, 2026');
    expect(formatDate('2026-12-31')).toBe('Dec 31, 2026');
    // a deadline always shows its time
    expect(formatDeadline(new Date(2026, 0, 5, 12, 0))).toBe('Jan 05, 2026 12:00');
  });
  it('formats short, long and date-time', () => {
    expect(formatShortDate(new Date(2026, 2, 7))).toBe('Mar 7, 2026');
    expect(formatLongDate(new Date(2025, 0, 15))).toBe('January 15, 2025');
    expect(formatDateTime(new Date(2026, 5, 9, 8, 5))).toBe('Jun 09, 2026 08:05');
  });
  it('gives input values in local time', () => {
    expect(toDateInputValue(new Date(2026, 1, 3, 23, 59))).toBe('2026-02-03');
    expect(toDateTimeInputValue(new Date(2026, 1, 3, 7, 4))).toBe('2026-02-03T07:04');
  });
  it('adds months without overflowing short months', () => {
    expect(toDateInputValue(addMonths(new Date(2026, 0, 31), 1))).toBe('2026-02-28');
    expect(toDateInputValue(addYears(new Date(2024, 1, 29), 10))).toBe('2034-02-28');
  });

  it('formats in Swedish through Intl when the page is Swedish', () => {
    const date = new Date(2026, 0, 5, 13, 7);
    // Swedish writes the day without a leading zero
    expect(formatDate(date, 'sv')).toBe('5 jan. 2026');
    expect(formatDeadline(date, 'sv')).toBe('5 jan. 2026 13:07');
    expect(formatShortDate(date, 'sv')).toBe('5 jan. 2026');
    expect(formatShortDateTime(date, 'sv')).toBe('5 jan. 2026 13:07');
    expect(formatShortDateTime(date)).toBe('Jan 5, 2026 13:07');
    expect(formatDayMonth(date, 'sv')).toBe('5 jan.');
    expect(formatDayMonth('2026-11-23', 'en')).toBe('Nov 23');
    expect(formatLongDate(new Date(2025, 0, 15), 'sv')).toBe('15 januari 2025');
    expect(formatTime(date, 'sv')).toBe('13:07');
    expect(formatDateTime(date, 'sv')).toBe('5 jan. 2026 13:07');
  });
  it('formats relative days and numbers by language', () => {
    expect(formatRelativeDays(0, 'en')).toBe('today');
    expect(formatRelativeDays(1, 'sv')).toBe('i morgon');
    expect(formatRelativeDays(3, 'en')).toBe('in 3 days');
    expect(formatRelativeDays(3, 'sv')).toBe('om 3 dagar');
    expect(formatRelativeDays(-2, 'sv')).toBe('i förrgår');
    expect(formatRelativeDays(-5, 'sv')).toBe('för 5 dagar sedan');
    expect(formatNumber(1250000, 'en')).toBe('1,250,000');
    expect(formatNumber(1250000, 'sv')).toBe('1\u00a0250\u00a0000');
  });
});
