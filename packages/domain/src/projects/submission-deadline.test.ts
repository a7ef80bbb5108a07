import { describe, expect, it } from 'vitest';
import {
  daysPastDeadline,
  daysRemaining,
  deadlineCountdownText,
  earliestSubmissionDeadline,
  isDeadlineFarEnough,
  isDeadlinePassed,
} from './submission-deadline.ts';

const now = new Date(2026, 4, 10, 15, 30); // May 10, 2026 15:30

describe('minimum deadline lead', () => {
  it('allows from the start of the 7th day after today, not the 6th', () => {
    // May 10, 2026 15:30 in Stockholm; the 7th day after starts at 00:00 Swedish summer time
    const afternoon = '2026-05-10T13:30:00Z';
    expect(earliestSubmissionDeadline(afternoon)).toEqual(new Date('2026-05-16T22:00:00Z'));
    expect(isDeadlineFarEnough('2026-05-16T22:00:00Z', afternoon)).toBe(true);
    expect(isDeadlineFarEnough('2026-05-17', afternoon)).toBe(true);
    expect(isDeadlineFarEnough('2026-05-16T21:59:00Z', afternoon)).toBe(false);
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
    expect(deadlineCountdownText(new Date(2026, 4, 9, 8, 0), now)).toBe('1 day past deadline');
    expect(deadlineCountdownText(new Date(2026, 4, 7, 8, 0), now)).toBe('3 days past deadline');
  });
});

describe('daysPastDeadline', () => {
  // a noon deadline in Stockholm (summer time: 10:00 UTC)
  const deadline = '2026-05-10T10:00:00Z';
  it('is 0 minutes after the deadline and for the rest of its Swedish day', () => {
    expect(daysPastDeadline(deadline, '2026-05-10T10:05:00Z')).toBe(0);
    expect(deadlineCountdownText(deadline, '2026-05-10T10:05:00Z')).toBe('Passed today');
    // 23:59 in Stockholm
    expect(daysPastDeadline(deadline, '2026-05-10T21:59:00Z')).toBe(0);
  });
  it('counts Swedish calendar days, wherever the reader is', () => {
    // 00:01 in Stockholm on the next day is still May 10 in UTC and in New York
    expect(daysPastDeadline(deadline, '2026-05-10T22:01:00Z')).toBe(1);
    expect(deadlineCountdownText(deadline, '2026-05-10T22:01:00Z')).toBe('1 day past deadline');
    expect(daysPastDeadline(deadline, '2026-05-13T09:00:00Z')).toBe(3);
    // the next morning, 08:00 in Stockholm: after a deadline at 00:30 that day, and at 23:30 the day before
    expect(daysPastDeadline('2026-12-01T23:30:00Z', '2026-12-02T07:00:00Z')).toBe(0);
    expect(daysPastDeadline('2026-12-01T22:30:00Z', '2026-12-02T07:00:00Z')).toBe(1);
  });
  it('is 0 before the deadline', () => {
    expect(daysPastDeadline(deadline, '2026-05-09T10:00:00Z')).toBe(0);
  });
});
