import { displayLocale, type DisplayLanguage } from './display-locale.ts';

// A date-only value ('2026-12-01': a quote's 'Valid until', a registration date, a chart's day) names
// a day on the calendar, not a moment: it is printed as written, in every time zone, and never
// passes through a Date at local midnight (which prints the day before east of UTC).

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** How a calendar date is written: the same shapes as the moments' formats of `dates.ts`. */
export type CalendarDateStyle = 'medium' | 'short' | 'long' | 'dayMonth';

function styleOptions(style: CalendarDateStyle, language: DisplayLanguage): Intl.DateTimeFormatOptions {
  switch (style) {
    case 'short':
      return { year: 'numeric', month: 'short', day: 'numeric' };
    case 'long':
      return { year: 'numeric', month: 'long', day: 'numeric' };
    case 'dayMonth':
      return { month: 'short', day: 'numeric' };
    default:
      return { year: 'numeric', month: 'short', day: language === 'sv' ? 'numeric' : '2-digit' };
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function calendarFormat(language: DisplayLanguage, style: CalendarDateStyle): Intl.DateTimeFormat {
  const key = `${language}:${style}`;
  let cached = formatters.get(key);
  if (!cached) {
    // the day is laid on UTC's calendar and read back from it: no zone can move it
    cached = new Intl.DateTimeFormat(displayLocale(language), { ...styleOptions(style, language), timeZone: 'UTC' });
    formatters.set(key, cached);
  }
  return cached;
}

/** Whether a value is a date without a time, 'YYYY-MM-DD', naming a day that exists. */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const day = new Date(Date.UTC(y!, m! - 1, d!));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m! - 1 && day.getUTCDate() === d;
}

/**
 * A date-only value ('2026-12-01') as the language writes it: 'Dec 01, 2026' / '1 dec. 2026'
 * (`medium`, the spec's date format), 'Dec 1, 2026' (`short`), 'December 1, 2026' / '1 december
 * 2026' (`long`), 'Dec 1' / '1 dec.' (`dayMonth`). The same day wherever the reader is. A value that
 * is not a calendar date is a mistake of the caller's: it throws rather than print a wrong day.
 */
export function formatCalendarDate(
  day: string,
  language: DisplayLanguage = 'en',
  style: CalendarDateStyle = 'medium',
): string {
  if (!isCalendarDate(day)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${day}`);
  const [y, m, d] = day.split('-').map(Number);
  return calendarFormat(language, style).format(new Date(Date.UTC(y!, m! - 1, d!)));
}
