import { describe, expect, it } from 'vitest';
import {
  addMonths,
  addYears,
  formatDateTime,
  formatDeadline,
  formatLongDate,
  formatShortDate,
  toDateInputValue,
  toDateTimeInputValue,
} from './dates.ts';

describe('date formatting', () => {
  it('formats deadlines as MMM dd, yyyy', () => {
    expect(formatDeadline(new Date(2026, 0, 5, 13, 0))).toBe('Jan 05, 2026');
    expect(formatDeadline('2026-12-31')).toBe('Dec 31, 2026');
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
});
