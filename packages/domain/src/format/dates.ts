// Calendar helpers in local time (what the person sees in the browser).
import { formatCalendarDate, isCalendarDate } from './calendar-date.ts';
import { displayLocale, type DisplayLanguage } from './display-locale.ts';

export { DISPLAY_LOCALES, displayLocale, type DisplayLanguage } from './display-locale.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

export type DateLike = Date | string | number;

export function toDate(value: DateLike): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00`);
  return new Date(value);
}

export function startOfDay(value: DateLike): Date {
  const date = new Date(toDate(value));
  date.setHours(0, 0, 0, 0);
  return date;
}

export function endOfDay(value: DateLike): Date {
  const date = new Date(toDate(value));
  date.setHours(23, 59, 59, 999);
  return date;
}

export function addDays(value: DateLike, days: number): Date {
  const date = new Date(toDate(value));
  date.setDate(date.getDate() + days);
  return date;
}

/** Adds calendar months; the 31st plus one month stops at the end of the shorter month. */
export function addMonths(value: DateLike, months: number): Date {
  const date = new Date(toDate(value));
  const day = date.getDate();
  date.setDate(1);
  date.setMonth(date.getMonth() + months);
  const lastDay = new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate();
  date.setDate(Math.min(day, lastDay));
  return date;
}

export function addYears(value: DateLike, years: number): Date {
  return addMonths(value, years * 12);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Value for <input type="date">: yyyy-mm-dd. */
export function toDateInputValue(value: DateLike): string {
  const date = toDate(value);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Value for <input type="datetime-local">: yyyy-mm-ddThh:mm. */
export function toDateTimeInputValue(value: DateLike): string {
  const date = toDate(value);
  return `${toDateInputValue(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

// A date without a time ('2026-12-01') given to a formatter is that calendar day, whatever the zone.
const calendarDay = (value: DateLike): value is string => typeof value === 'string' && isCalendarDate(value);

function dateFormat(language: DisplayLanguage, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(displayLocale(language), options);
    formatters.set(key, cached);
  }
  return cached;
}

/** 'MMM dd, yyyy' in English ('Jan 05, 2026', the spec's date format); '5 jan. 2026' as Swedish writes it. */
export function formatDate(value: DateLike, language: DisplayLanguage = 'en', timeZone?: string): string {
  if (calendarDay(value)) return formatCalendarDate(value, language, 'medium');
  return dateFormat(language, {
    year: 'numeric',
    month: 'short',
    day: language === 'sv' ? 'numeric' : '2-digit',
    timeZone,
  }).format(toDate(value));
}

/**
 * A submission deadline always with its time ('Jan 05, 2026 12:00' / '5 jan. 2026 12:00'): a
 * bidder must know it ends at noon, not at midnight.
 */
export function formatDeadline(value: DateLike, language: DisplayLanguage = 'en'): string {
  return formatDateTime(value, language);
}

/** 'Jan 5, 2026' / '5 jan. 2026' (notification and quote dates); in the browser's zone unless one is given. */
export function formatShortDate(value: DateLike, language: DisplayLanguage = 'en', timeZone?: string): string {
  if (calendarDay(value)) return formatCalendarDate(value, language, 'short');
  return dateFormat(language, { year: 'numeric', month: 'short', day: 'numeric', timeZone }).format(toDate(value));
}

/** 'Jan 5, 2026 14:30' / '5 jan. 2026 14:30': a notification says when it happened, not only which day. */
export function formatShortDateTime(value: DateLike, language: DisplayLanguage = 'en'): string {
  return `${formatShortDate(value, language)} ${formatTime(value, language)}`;
}

/** 'Nov 23' / '23 nov.' (chart axes, where the year is stated once elsewhere). */
export function formatDayMonth(value: DateLike, language: DisplayLanguage = 'en'): string {
  if (calendarDay(value)) return formatCalendarDate(value, language, 'dayMonth');
  return dateFormat(language, { month: 'short', day: 'numeric' }).format(toDate(value));
}

/** 'January 15, 2025' / '15 januari 2025' (legal pages). */
export function formatLongDate(value: DateLike, language: DisplayLanguage = 'en'): string {
  if (calendarDay(value)) return formatCalendarDate(value, language, 'long');
  return dateFormat(language, { year: 'numeric', month: 'long', day: 'numeric' }).format(toDate(value));
}

/** '14:30' in both languages (24-hour clock, as Swedish users and the spec's examples use). */
export function formatTime(value: DateLike, language: DisplayLanguage = 'en', timeZone?: string): string {
  return dateFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(toDate(value));
}

/**
 * 'Jan 05, 2026 14:30' / '5 jan. 2026 14:30' (deadlines, viewing dates, messages); in the
 * browser's zone unless one is given (an e-mail, written on a server, gives Stockholm's).
 */
export function formatDateTime(value: DateLike, language: DisplayLanguage = 'en', timeZone?: string): string {
  return `${formatDate(value, language, timeZone)} ${formatTime(value, language, timeZone)}`;
}

/** 'today', 'tomorrow', 'in 3 days', '2 days ago' / 'i dag', 'i morgon', 'om 3 dagar', 'för 5 dagar sedan'. */
export function formatRelativeDays(days: number, language: DisplayLanguage = 'en'): string {
  return new Intl.RelativeTimeFormat(displayLocale(language), { numeric: 'auto' }).format(days, 'day');
}

/** Counts and other plain numbers: '1,250' / '1 250'. */
export function formatNumber(value: number, language: DisplayLanguage = 'en'): string {
  return new Intl.NumberFormat(displayLocale(language)).format(value);
}
