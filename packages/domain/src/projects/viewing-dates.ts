import { toDate, type DateLike } from '../format/dates.ts';

/** The viewing-dates tile: how many there are and the next one still to come. */
export function viewingDatesSummary<V extends { viewing_date: DateLike }>(
  dates: readonly V[],
  now: DateLike = new Date(),
): { count: number; next: V | null } {
  const current = toDate(now).getTime();
  const upcoming = dates
    .filter((date) => toDate(date.viewing_date).getTime() >= current)
    .sort((a, b) => toDate(a.viewing_date).getTime() - toDate(b.viewing_date).getTime());
  return { count: dates.length, next: upcoming[0] ?? null };
}
