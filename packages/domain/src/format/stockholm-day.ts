import { formatDateTime, toDate, type DateLike, type DisplayLanguage } from './dates.ts';

/** The product's calendar: date rules ('at least 7 days from today') count Swedish days, as the database does. */
export const PRODUCT_TIME_ZONE = 'Europe/Stockholm';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PRODUCT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: PRODUCT_TIME_ZONE, timeZoneName: 'longOffset' });

/**
 * A moment as Sweden's clocks showed it ('1 dec. 2026 12:00'): the board's record (the opening
 * record, the decision pack) states its times in Swedish time wherever it is read or printed.
 */
export function formatStockholmDateTime(value: DateLike, language: DisplayLanguage = 'en'): string {
  return formatDateTime(value, language, PRODUCT_TIME_ZONE);
}

/** The Swedish calendar day of a moment, 'YYYY-MM-DD' (SQL: private.swedish_date). */
export function stockholmDay(value: DateLike): string {
  return dayFormat.format(toDate(value));
}

/** The calendar day `days` after a 'YYYY-MM-DD' day. */
export function addCalendarDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** Whole calendar days from one 'YYYY-MM-DD' day to another (negative when `to` is earlier). */
export function calendarDaysBetween(from: string, to: string): number {
  const utc = (day: string) => {
    const [y, m, d] = day.split('-').map(Number);
    return Date.UTC(y!, m! - 1, d!);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

function offsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The moment a Swedish calendar day begins (00:00 in Stockholm). */
export function startOfStockholmDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const utcMidnight = Date.UTC(y!, m! - 1, d!);
  // the offset at that midnight; a transition never falls at midnight in Sweden (it is at 02:00/03:00)
  return new Date(
    utcMidnight - offsetMinutes(new Date(utcMidnight - offsetMinutes(new Date(utcMidnight)) * 60_000)) * 60_000,
  );
}
