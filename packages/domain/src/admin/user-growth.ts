import { TOP_CATEGORIES_COUNT, USER_GROWTH_WINDOW_DAYS } from '../accounts/account-limits.ts';
import { addDays, startOfDay, toDate, toDateInputValue, type DateLike } from '../format/dates.ts';

export interface GrowthDay {
  /** yyyy-mm-dd, local time. */
  date: string;
  count: number;
}

/** New users per day over the last 30 days (today included), oldest first, days without sign-ups as 0. */
export function userGrowthByDay(createdAts: readonly DateLike[], now: DateLike = new Date(), days = USER_GROWTH_WINDOW_DAYS): GrowthDay[] {
  const first = addDays(startOfDay(now), -(days - 1));
  const counts = new Map<string, number>();
  for (let i = 0; i < days; i += 1) counts.set(toDateInputValue(addDays(first, i)), 0);
  for (const createdAt of createdAts) {
    const key = toDateInputValue(toDate(createdAt));
    if (counts.has(key)) counts.set(key, counts.get(key)! + 1);
  }
  return [...counts].map(([date, count]) => ({ date, count }));
}

/** The start of the growth window, for the created_at >= filter. */
export function userGrowthWindowStart(now: DateLike = new Date(), days = USER_GROWTH_WINDOW_DAYS): Date {
  return addDays(startOfDay(now), -(days - 1));
}

/** The analytics snapshot keeps the first 5 category names. */
export function topCategoryNames(names: readonly string[]): string[] {
  return names.slice(0, TOP_CATEGORIES_COUNT);
}
