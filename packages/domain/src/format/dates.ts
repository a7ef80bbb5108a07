// Calendar helpers in local time (what the person sees in the browser).
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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

/** 'MMM dd, yyyy', e.g. 'Jan 05, 2026' (project deadlines). */
export function formatDeadline(value: DateLike): string {
  const date = toDate(value);
  return `${MONTHS[date.getMonth()]} ${pad(date.getDate())}, ${date.getFullYear()}`;
}

/** 'MMM d, yyyy', e.g. 'Jan 5, 2026' (notification and quote dates). */
export function formatShortDate(value: DateLike): string {
  const date = toDate(value);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** 'MMMM d, yyyy', e.g. 'January 15, 2025' (legal pages). */
export function formatLongDate(value: DateLike): string {
  const date = toDate(value);
  return `${LONG_MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** 'MMM dd, yyyy HH:mm', e.g. 'Jan 05, 2026 14:30' (viewing dates, messages). */
export function formatDateTime(value: DateLike): string {
  const date = toDate(value);
  return `${formatDeadline(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
