import { DEADLINE_MIN_LEAD_DAYS } from './project-limits.ts';
import { addDays, DAY_MS, startOfDay, toDate, type DateLike } from '../format/dates.ts';

export const DEADLINE_TOO_SOON_MESSAGE = 'Submission deadline must be at least 7 days from today.';

/** The earliest allowed deadline: the start of the day 7 days from today. */
export function earliestSubmissionDeadline(now: DateLike = new Date()): Date {
  return addDays(startOfDay(now), DEADLINE_MIN_LEAD_DAYS);
}

export function isDeadlineFarEnough(deadline: DateLike, now: DateLike = new Date()): boolean {
  return toDate(deadline).getTime() >= earliestSubmissionDeadline(now).getTime();
}

/** spec: days remaining = ceiling of (deadline minus now) in days; negative once passed. */
export function daysRemaining(deadline: DateLike, now: DateLike = new Date()): number {
  const days = Math.ceil((toDate(deadline).getTime() - toDate(now).getTime()) / DAY_MS);
  return days === 0 ? 0 : days;
}

export function isDeadlinePassed(deadline: DateLike, now: DateLike = new Date()): boolean {
  return toDate(now).getTime() >= toDate(deadline).getTime();
}

/** Tile text: '3 days remaining', '1 day remaining', '2 days past deadline'. */
export function deadlineCountdownText(deadline: DateLike, now: DateLike = new Date()): string {
  const days = daysRemaining(deadline, now);
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'} remaining`;
  // Reaching here means the deadline has passed; a part of a day still counts as one.
  const past = Math.max(1, Math.floor((toDate(now).getTime() - toDate(deadline).getTime()) / DAY_MS));
  return `${past} ${past === 1 ? 'day' : 'days'} past deadline`;
}
