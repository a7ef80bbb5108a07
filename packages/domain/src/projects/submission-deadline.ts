import { DEADLINE_MIN_LEAD_DAYS } from './project-limits.ts';
import { DAY_MS, toDate, type DateLike } from '../format/dates.ts';
import { addCalendarDays, calendarDaysBetween, startOfStockholmDay, stockholmDay } from '../format/stockholm-day.ts';

export const DEADLINE_TOO_SOON_MESSAGE = 'Submission deadline must be at least 7 days from today.';

/**
 * The earliest allowed deadline: the start of the Swedish day 7 days after today's, counted as the
 * database counts it (private.swedish_date in supabase/migrations/*_projects.sql), wherever the browser is.
 */
export function earliestSubmissionDeadline(now: DateLike = new Date()): Date {
  return startOfStockholmDay(addCalendarDays(stockholmDay(now), DEADLINE_MIN_LEAD_DAYS));
}

export function isDeadlineFarEnough(deadline: DateLike, now: DateLike = new Date()): boolean {
  return stockholmDay(deadline) >= addCalendarDays(stockholmDay(now), DEADLINE_MIN_LEAD_DAYS);
}

/** spec: days remaining = ceiling of (deadline minus now) in days; negative once passed. */
export function daysRemaining(deadline: DateLike, now: DateLike = new Date()): number {
  const days = Math.ceil((toDate(deadline).getTime() - toDate(now).getTime()) / DAY_MS);
  return days === 0 ? 0 : days;
}

export function isDeadlinePassed(deadline: DateLike, now: DateLike = new Date()): boolean {
  return toDate(now).getTime() >= toDate(deadline).getTime();
}

/**
 * Days since a passed deadline, counted on the Swedish calendar as the product's date rules are:
 * 0 on the deadline's own day (minutes after a noon deadline are not 'a day past'), 1 the day after.
 */
export function daysPastDeadline(deadline: DateLike, now: DateLike = new Date()): number {
  return Math.max(0, calendarDaysBetween(stockholmDay(deadline), stockholmDay(now)));
}

/** Tile text: '3 days remaining', '1 day remaining', 'Passed today', '2 days past deadline'. */
export function deadlineCountdownText(deadline: DateLike, now: DateLike = new Date()): string {
  const days = daysRemaining(deadline, now);
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'} remaining`;
  const past = daysPastDeadline(deadline, now);
  if (past === 0) return 'Passed today';
  return `${past} ${past === 1 ? 'day' : 'days'} past deadline`;
}
