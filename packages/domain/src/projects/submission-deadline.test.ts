import { describe, expect, it } from 'vitest';
import {
  daysRemaining,
  deadlineCountdownText,
  earliestSubmissionDeadline,
  isDeadlineFarEnough,
  isDeadlinePassed,
} from './submission-deadline.ts';

const now = new Date(2026, 4, 10, 15, 30); // May 10, 2026 15:30

describe('minimum deadline lead', () => {
  it('allows from the start of the 7th day after today, not the 6th', () => {
    expect(earliestSubmissionDeadline(now)).toEqual(new Date(2026, 4, 17));
    expect(isDeadlineFarEnough(new Date(2026, 4, 17), now)).toBe(true);
    expect(isDeadlineFarEnough('2026-05-17', now)).toBe(true);
    expect(isDeadlineFarEnough(new Date(2026, 4, 16, 23, 59), now)).toBe(false);
  });
  it('counts Swedish calendar days, as the database does, across midnight and summer time', () => {
    // 00:30 in Stockholm is still the previous day in UTC; the eves of summer and winter time
    for (const [created, edge] of [
      ['2026-05-10T22:30:00Z', '2026-05-17T22:00:00Z'],
      ['2026-03-22T22:30:00Z', '2026-03-28T23:00:00Z'],
      ['2026-10-24T21:30:00Z', '2026-10-30T23:00:00Z'],
    ] as const) {
      expect(earliestSubmissionDeadline(created).toISOString()).toBe(new Date(edge).toISOString());
      expect(isDeadlineFarEnough(edge, created)).toBe(true);
      expect(isDeadlineFarEnough(new Date(new Date(edge).getTime() - 1000), created)).toBe(false);
    }
  });
});

describe('daysRemaining', () => {
  it('is the ceiling of the days left', () => {
    expect(daysRemaining(new Date(2026, 4, 10, 15, 31), now)).toBe(1);
    expect(daysRemaining(new Date(2026, 4, 11, 15, 30), now)).toBe(1);
    expect(daysRemaining(new Date(2026, 4, 11, 15, 31), now)).toBe(2);
    expect(daysRemaining(now, now)).toBe(0);
    expect(daysRemaining(new Date(2026, 4, 8, 15, 30), now)).toBe(-2);
  });
  it('knows when the deadline has passed', () => {
    expect(isDeadlinePassed(now, now)).toBe(true);
    expect(isDeadlinePassed(new Date(2026, 4, 10, 15, 31), now)).toBe(false);
  });
  it('words the countdown', () => {
    expect(deadlineCountdownText(new Date(2026, 4, 13, 15, 30), now)).toBe('3 days remaining');
    expect(deadlineCountdownText(new Date(2026, 4, 11, 8, 0), now)).toBe('1 day remaining');
    expect(deadlineCountdownText(new Date(2026, 4, 10, 8, 0), now)).toBe('1 day past deadline');
    expect(deadlineCountdownText(new Date(2026, 4, 7, 8, 0), now)).toBe('3 days past deadline');
  });
});
