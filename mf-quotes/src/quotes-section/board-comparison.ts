import type { Language, Translate } from '@brf/i18n';
import { formatDateTime, formatShortDate } from '@brf/domain/format';
import {
  CSV_MIME_TYPE,
  formatExactQuoteAmount,
  formatRating,
  quotesCsv,
  quotesCsvFileName,
  type QuoteComparisonHeaders,
  type QuoteComparisonRow,
} from '@brf/domain/quotes';
import type { QuoteProject } from '../shared/api/quote-project.ts';
import type { QuoteListEntry } from './quote-list-item.ts';

// The board compares the quotes by amount, lowest first, in the CSV and the printable page alike.
function comparisonRows(items: readonly QuoteListEntry[], unknownProvider: string): QuoteComparisonRow[] {
  return [...items]
    .sort((a, b) => a.quote_amount - b.quote_amount)
    .map((item) => ({
      provider: item.provider_name ?? unknownProvider,
      organizationNumber: item.quote.service_provider_profiles?.organization_number ?? null,
      amount: item.quote_amount,
      createdAt: item.created_at,
      rating: item.rating,
      description: item.description,
    }));
}

const headersOf = (t: Translate): QuoteComparisonHeaders => ({
  provider: t('compare.provider'),
  organizationNumber: t('compare.organizationNumber'),
  amount: t('compare.amount'),
  date: t('compare.date'),
  rating: t('compare.rating'),
  description: t('compare.description'),
});

/** spec (board minutes): the project's quotes as a CSV file, semicolon-separated UTF-8 with BOM for Excel in Sweden. */
export function downloadQuotesCsv(project: QuoteProject, items: readonly QuoteListEntry[], t: Translate): void {
  const csv = quotesCsv(comparisonRows(items, t('compare.unknownProvider')), headersOf(t));
  const url = URL.createObjectURL(new Blob([csv], { type: CSV_MIME_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = quotesCsvFileName(t('compare.fileName'), project.title);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The printable page's style sheet, one rule a line. */
const PRINT_STYLES = [
  'body{font-family:system-ui,sans-serif;color:#1f2933;margin:2rem;}',
  'h1{font-size:1.4rem;margin:0 0 .25rem}',
  'p{margin:0 0 1rem;color:#52606d}',
  'table{border-collapse:collapse;width:100%;font-size:.9rem}',
  'th,td{border:1px solid #9aa5b1;padding:.4rem .5rem;text-align:left;vertical-align:top}',
  'th{background:#eef2f7}',
  '.num{text-align:right;white-space:nowrap}',
  '.text{white-space:pre-wrap}',
  'button{margin-bottom:1rem;font:inherit;padding:.4rem .9rem}',
  '@media print{button{display:none}body{margin:0}}',
].join('\n');

/** One table cell, its text escaped; `className` for the numbers (right-aligned) and the free text (wrapped). */
const tableCell = (text: string, className?: 'num' | 'text') =>
  `<td${className ? ` class="${className}"` : ''}>${escapeHtml(text)}</td>`;

const headerRow = (headers: QuoteComparisonHeaders) =>
  [headers.provider, headers.organizationNumber, headers.amount, headers.date, headers.rating, headers.description]
    .map((header) => `<th scope="col">${escapeHtml(header)}</th>`)
    .join('');

const bodyRow = (row: QuoteComparisonRow, language: Language) =>
  [
    tableCell(row.provider),
    tableCell(row.organizationNumber ?? ''),
    tableCell(formatExactQuoteAmount(row.amount), 'num'),
    tableCell(formatShortDate(row.createdAt, language)),
    tableCell(row.rating === null ? '–' : formatRating(row.rating, language), 'num'),
    tableCell(row.description ?? '', 'text'),
  ].join('');

/** The printable comparison as its own page (a document of its own, so nothing of the site prints with it). */
export function printableComparisonHtml(
  project: QuoteProject,
  items: readonly QuoteListEntry[],
  t: Translate,
  language: Language,
  now = new Date(),
): string {
  const rows = comparisonRows(items, t('compare.unknownProvider'));
  const bodyRows = rows.map((row) => `<tr>${bodyRow(row, language)}</tr>`).join('');
  const title = escapeHtml(t('compare.title', { title: project.title }));
  const compiled = escapeHtml(t('compare.compiled', { date: formatDateTime(now, language), count: rows.length }));
  return [
    '<!doctype html>',
    `<html lang="${language}"><head>`,
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    `<style>${PRINT_STYLES}</style>`,
    '</head><body>',
    `<h1>${title}</h1><p>${compiled}</p>`,
    `<button type="button" onclick="window.print()">${escapeHtml(t('compare.print'))}</button>`,
    `<table><thead><tr>${headerRow(headersOf(t))}</tr></thead><tbody>${bodyRows}</tbody></table>`,
    '</body></html>',
  ].join('\n');
}

/** Opens the printable comparison in a new tab. */
export function openPrintableComparison(
  project: QuoteProject,
  items: readonly QuoteListEntry[],
  t: Translate,
  language: Language,
): void {
  const url = URL.createObjectURL(
    new Blob([printableComparisonHtml(project, items, t, language)], { type: 'text/html;charset=utf-8' }),
  );
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
