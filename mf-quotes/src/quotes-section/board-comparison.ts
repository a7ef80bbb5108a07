import type { Language, Translate } from '@brf/i18n';
import {
  formatShortDate,
  formatStockholmDateTime,
  PRODUCT_TIME_ZONE,
  type AmountOnBothBases,
} from '@brf/domain/format';
import {
  CSV_MIME_TYPE,
  formatExactQuoteAmount,
  formatRating,
  quotesCsv,
  quotesCsvFileName,
  type QuoteComparisonHeaders,
  type QuoteComparisonRow,
} from '@brf/domain/quotes';
import type { QuoteAssessment } from '../shared/api/quote-assessments.ts';
import type { QuoteProject } from '../shared/api/quote-project.ts';
import {
  bestQuoteIds,
  COMPARISON_FIELDS,
  comparedQuotes,
  comparisonFields,
  missesRequiredTerm,
  type ComparedQuote,
} from './comparison/compared-quotes.ts';
import type { QuoteListEntry } from './quote-list-item.ts';

/** What the board's comparison adds to the quotes: their terms and scores, and the terms the request required. */
export interface ComparisonDetails {
  assessments?: ReadonlyMap<string, QuoteAssessment>;
  requiredTerms?: readonly string[];
  /** the board's budget: the printable comparison sets each quote against it (decision 0026) */
  budget?: AmountOnBothBases | null;
}

// the amount as given is the spec's column already; the CSV adds the rest of the comparison after it
const ADDED_FIELDS = COMPARISON_FIELDS.filter((field) => field.id !== 'amount');

// The board compares the quotes by the price including VAT, lowest first, in the CSV and the printable page alike.
function comparisonRows(quotes: readonly ComparedQuote[], t: Translate): QuoteComparisonRow[] {
  return quotes.map((quote) => ({
    provider: quote.provider,
    organizationNumber: quote.entry.quote.service_provider_profiles?.organization_number ?? null,
    amount: quote.amount,
    createdAt: quote.entry.created_at,
    rating: quote.entry.rating,
    description: quote.entry.description,
    extra: ADDED_FIELDS.map((field) => field.csv(quote, t)),
  }));
}

const headersOf = (t: Translate): QuoteComparisonHeaders => ({
  provider: t('compare.provider'),
  organizationNumber: t('compare.organizationNumber'),
  amount: t('compare.amount'),
  date: t('compare.date'),
  rating: t('compare.rating'),
  description: t('compare.description'),
  extra: ADDED_FIELDS.map((field) => t(field.label)),
});

const compared = (items: readonly QuoteListEntry[], t: Translate, details: ComparisonDetails) =>
  comparedQuotes(items, details.assessments, t('compare.unknownProvider'), details.budget ?? null);

/**
 * spec (board minutes): the project's quotes as a CSV file, semicolon-separated UTF-8 with BOM for
 * Excel in Sweden; the spec's columns first, then the terms and the board's scores.
 */
export function downloadQuotesCsv(
  project: QuoteProject,
  items: readonly QuoteListEntry[],
  t: Translate,
  details: ComparisonDetails = {},
): void {
  const csv = quotesCsv(comparisonRows(compared(items, t, details), t), headersOf(t));
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

/**
 * The printable page's style sheet and the script of its Print button, files of this remote: the page is a
 * blob: document under the site's CSP, which allows no inline style, script or handler. Absolute URLs, as a
 * blob: page has no base to resolve a relative one against.
 */
const pageAssets = () => ({
  styleSheet: new URL('./printable-comparison/printable-comparison.css', import.meta.url).href,
  printScript: new URL('./printable-comparison/print-button.js', import.meta.url).href,
});

/** One table cell, its text escaped; `className` for the numbers (right-aligned) and the free text (wrapped). */
const tableCell = (text: string, className?: 'num' | 'text') =>
  `<td${className ? ` class="${className}"` : ''}>${escapeHtml(text)}</td>`;

// the spec's six columns; the terms and scores follow in a table of their own, a column per quote
const headerRow = (headers: QuoteComparisonHeaders) =>
  [headers.provider, headers.organizationNumber, headers.amount, headers.date, headers.rating, headers.description]
    .map((header) => `<th scope="col">${escapeHtml(header)}</th>`)
    .join('');

/** The comparison as the page shows it: a row per term, a column per quote, 'Best' and 'Missing' in words. */
function termsTable(quotes: readonly ComparedQuote[], t: Translate, language: Language, required: readonly string[]) {
  const head = [t('matrix.company'), ...quotes.map((quote) => quote.provider)]
    .map((text) => `<th scope="col">${escapeHtml(text)}</th>`)
    .join('');
  const rows = comparisonFields(quotes).map((field) => {
    const best = bestQuoteIds(quotes, field);
    const cells = quotes.map((quote) => {
      const text = field.text(quote, t, language);
      const missing = missesRequiredTerm(quote, field, required);
      const mark = missing ? t('matrix.missing') : best.has(quote.id) ? t('matrix.best') : null;
      const shown = [
        text ? escapeHtml(text) : mark ? '' : '–',
        mark ? `<span class="mark">${escapeHtml(mark)}</span>` : '',
      ]
        .filter(Boolean)
        .join(' ');
      return `<td${field.long ? ' class="text"' : ''}>${shown}</td>`;
    });
    return `<tr><th scope="row">${escapeHtml(t(field.label))}</th>${cells.join('')}</tr>`;
  });
  return [
    `<h2>${escapeHtml(t('matrix.title'))}</h2>`,
    `<table><caption>${escapeHtml(t('matrix.caption'))}</caption>`,
    `<thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`,
  ].join('\n');
}

/** The amount including VAT, the amount excluding VAT beside it (decision 0026), as the cards state it. */
const amountOnBases = ({ entry }: ComparedQuote, t: Translate) =>
  t('compare.amountOnBases', {
    amount: formatExactQuoteAmount(entry.amounts.inclVat),
    other: formatExactQuoteAmount(entry.amounts.exclVat),
  });

const bodyRow = (row: QuoteComparisonRow, amount: string, language: Language) =>
  [
    tableCell(row.provider),
    tableCell(row.organizationNumber ?? ''),
    tableCell(amount, 'num'),
    tableCell(formatShortDate(row.createdAt, language, PRODUCT_TIME_ZONE)),
    tableCell(row.rating === null ? '–' : formatRating(row.rating, language), 'num'),
    tableCell(row.description ?? '', 'text'),
  ].join('');

/** The printable comparison as its own page (a document of its own, so nothing of the site prints with it). */
export function printableComparisonHtml(
  project: QuoteProject,
  items: readonly QuoteListEntry[],
  t: Translate,
  language: Language,
  { now = new Date(), ...details }: ComparisonDetails & { now?: Date } = {},
): string {
  const assets = pageAssets();
  const quotes = compared(items, t, details);
  const rows = comparisonRows(quotes, t);
  const bodyRows = rows
    .map((row, index) => `<tr>${bodyRow(row, amountOnBases(quotes[index]!, t), language)}</tr>`)
    .join('');
  const title = escapeHtml(t('compare.title', { title: project.title }));
  const compiled = escapeHtml(
    t('compare.compiled', { date: formatStockholmDateTime(now, language), count: rows.length }),
  );
  return [
    '<!doctype html>',
    `<html lang="${language}"><head>`,
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    `<link rel="stylesheet" href="${escapeHtml(assets.styleSheet)}">`,
    `<script src="${escapeHtml(assets.printScript)}" defer></script>`,
    '</head><body>',
    `<h1>${title}</h1><p>${compiled}</p>`,
    `<button type="button" data-print>${escapeHtml(t('compare.print'))}</button>`,
    `<table><thead><tr>${headerRow(headersOf(t))}</tr></thead><tbody>${bodyRows}</tbody></table>`,
    quotes.length > 0 ? termsTable(quotes, t, language, details.requiredTerms ?? []) : '',
    '</body></html>',
  ].join('\n');
}

/** Opens the printable comparison in a new tab. */
export function openPrintableComparison(
  project: QuoteProject,
  items: readonly QuoteListEntry[],
  t: Translate,
  language: Language,
  details: ComparisonDetails = {},
): void {
  const url = URL.createObjectURL(
    new Blob([printableComparisonHtml(project, items, t, language, details)], { type: 'text/html;charset=utf-8' }),
  );
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
