import { toDate, type DateLike } from '../format/dates.ts';
import { PRODUCT_TIME_ZONE } from '../format/stockholm-day.ts';

/** One quote as the board's comparison lists it. */
export interface QuoteComparisonRow {
  provider: string;
  organizationNumber: string | null;
  amount: number;
  createdAt: DateLike;
  rating: number | null;
  description: string | null;
  /** further columns after the six above (terms, scores), already written as CSV reads them */
  extra?: readonly string[];
}

export interface QuoteComparisonHeaders {
  provider: string;
  organizationNumber: string;
  amount: string;
  date: string;
  rating: string;
  description: string;
  /** the further columns' headers, in the rows' order */
  extra?: readonly string[];
}

// Excel in Sweden reads a semicolon-separated file (the list separator where the decimal mark
// is a comma) and needs the byte-order mark to take the file as UTF-8 (å, ä, ö).
export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';
export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';

/**
 * Quoted when it holds the separator, a quote or a line break; a leading =, +, - or @ is neutralised so Excel
 * never runs it as a formula.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const swedishClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: PRODUCT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * Date and time 'YYYY-MM-DD HH:MM' in Swedish time, which Excel reads as a date in every language;
 * the board's record states its times as Sweden's clocks showed them, wherever it is downloaded.
 */
export function csvDateTime(value: DateLike): string {
  const parts = swedishClock.formatToParts(toDate(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** A number with a decimal comma and no grouping ('1250000,50'), so Swedish Excel sums it. */
export function csvDecimal(value: number, decimals: number): string {
  return value.toFixed(decimals).replace('.', ',');
}

/** The comparison as CSV text: BOM, header row, one row per quote, CRLF line ends. */
export function quotesCsv(rows: readonly QuoteComparisonRow[], headers: QuoteComparisonHeaders): string {
  const lines = [
    [
      headers.provider,
      headers.organizationNumber,
      headers.amount,
      headers.date,
      headers.rating,
      headers.description,
      ...(headers.extra ?? []),
    ],
    ...rows.map((row) => [
      row.provider,
      row.organizationNumber ?? '',
      csvDecimal(row.amount, 2),
      csvDateTime(row.createdAt),
      row.rating === null ? '' : csvDecimal(row.rating, 1),
      row.description ?? '',
      ...(row.extra ?? []),
    ]),
  ];
  return `${CSV_BOM}${lines.map((fields) => fields.map(csvField).join(CSV_SEPARATOR)).join('\r\n')}\r\n`;
}

/** 'offerter-stambyte-i-hus-a.csv': the project title as a safe file name. */
export function quotesCsvFileName(prefix: string, title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${prefix}${slug ? `-${slug}` : ''}.csv`;
}
