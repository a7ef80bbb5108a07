import type { Language, Translate } from '@brf/i18n';
import { formatCalendarDate, formatNumber, percentAgainstBudget, type AmountOnBothBases } from '@brf/domain/format';
import {
  averageRating,
  csvDecimal,
  formatExactQuoteAmount,
  formatRating,
  type QuoteTermsValues,
  type StandardTerms,
} from '@brf/domain/quotes';
import type { RequestQuoteTerm } from '@brf/domain/projects';
import type { MemberScore, QuoteAssessment } from '../../shared/api/quote-assessments.ts';
import type { QuoteListEntry } from '../quote-list-item.ts';

/** What a quote states besides its amount and description, its numbers as numbers. */
export interface QuoteTerms extends QuoteTermsValues {
  amount_incl_vat: number;
  vat_amount: number;
}

/** A quote as the board compares it: its terms, the members' scores and the reader's note beside it. */
export interface ComparedQuote {
  id: string;
  entry: QuoteListEntry;
  provider: string;
  amount: number;
  terms: QuoteTerms;
  scores: MemberScore[];
  averageScore: number | null;
  note: string | null;
  /** whole percent over (+) or under (-) the board's budget, both including VAT; null without a budget */
  againstBudget: number | null;
}

const orNull = (value: number | null) => (value === null ? null : Number(value));

function termsOf({ quote }: QuoteListEntry): QuoteTerms {
  return {
    price_basis: quote.price_basis === 'incl_vat' ? 'incl_vat' : 'excl_vat',
    amount_incl_vat: Number(quote.amount_incl_vat),
    vat_amount: Number(quote.vat_amount),
    valid_until: quote.valid_until,
    planned_start: quote.planned_start,
    duration_weeks: quote.duration_weeks,
    warranty_years: quote.warranty_years,
    payment_plan: quote.payment_plan,
    hourly_rate: orNull(quote.hourly_rate),
    reservations: quote.reservations,
    standard_terms: quote.standard_terms as StandardTerms | null,
  };
}

/**
 * The quotes the board compares, lowest price including VAT first (a BRF cannot deduct the VAT),
 * each set against the board's budget where it has one (decision 0026); withdrawn ones are no
 * longer bids.
 */
export function comparedQuotes(
  items: readonly QuoteListEntry[],
  assessments: ReadonlyMap<string, QuoteAssessment> | undefined,
  unknownProvider: string,
  budget: AmountOnBothBases | null = null,
): ComparedQuote[] {
  return items
    .filter((item) => item.quote.status !== 'withdrawn')
    .map((item) => {
      const assessment = assessments?.get(item.id);
      const scores = assessment?.scores ?? [];
      return {
        id: item.id,
        entry: item,
        provider: item.provider_name ?? unknownProvider,
        amount: item.quote_amount,
        terms: termsOf(item),
        scores,
        // a member who declared a conflict of interest takes no part: its earlier scores count for nothing
        averageScore: averageRating(scores.filter((score) => !score.excluded).map((score) => score.score)),
        note: assessment?.note ?? null,
        againstBudget: budget ? percentAgainstBudget(item.amounts, budget) : null,
      };
    })
    .sort(
      (a, b) =>
        a.terms.amount_incl_vat - b.terms.amount_incl_vat ||
        a.amount - b.amount ||
        a.entry.created_at.localeCompare(b.entry.created_at),
    );
}

/** One row of the comparison: its label, how a quote's value reads on the page and in the CSV, and what is best. */
export interface ComparisonField {
  id: string;
  /** the catalogue key of the row's label */
  label: string;
  /** the request's term the row shows: flagged when required and left out */
  term?: RequestQuoteTerm;
  /** what 'best' means on this row: the lowest or the highest value among the quotes */
  best?: { value: (quote: ComparedQuote) => number | string | null; lowest: boolean };
  /** as the page shows it; null when the quote does not say */
  text: (quote: ComparedQuote, t: Translate, language: Language) => string | null;
  /** as the CSV writes it (decimal comma, ISO dates), '' when the quote does not say */
  csv: (quote: ComparedQuote, t: Translate) => string;
  /** free text, kept with its line breaks */
  long?: boolean;
}

// a date without a time ('2026-12-01') is that day wherever the reader is
const day = (value: string | null | undefined, language: Language) =>
  value ? formatCalendarDate(value, language) : null;
const count = (value: number | null | undefined, language: Language) =>
  value === null || value === undefined ? null : formatNumber(value, language);
const sek = (value: number | null | undefined) =>
  value === null || value === undefined ? null : formatExactQuoteAmount(value);
const decimal = (value: number | null | undefined, decimals: number) =>
  value === null || value === undefined ? '' : csvDecimal(value, decimals);
/** '{name}: {score}', and for a score of a member who declared a conflict afterwards, why it does not count. */
export const memberScoreText = (score: MemberScore, t: Translate) =>
  t(score.excluded ? 'matrix.memberScoreExcluded' : 'matrix.memberScore', {
    name: score.member_name ?? t('declarations.unnamed'),
    score: score.score,
  });
const memberScores = (quote: ComparedQuote, t: Translate) =>
  quote.scores.map((score) => memberScoreText(score, t)).join(', ');

export const COMPARISON_FIELDS: readonly ComparisonField[] = [
  {
    id: 'amount',
    label: 'matrix.amount',
    text: (quote) => formatExactQuoteAmount(quote.amount),
    csv: (quote) => csvDecimal(quote.amount, 2),
  },
  {
    id: 'priceBasis',
    label: 'matrix.priceBasis',
    text: (quote, t) => t(`matrix.basis.${quote.terms.price_basis}`),
    csv: (quote, t) => t(`matrix.basis.${quote.terms.price_basis}`),
  },
  {
    id: 'vat',
    label: 'matrix.vat',
    text: (quote) => sek(quote.terms.vat_amount),
    csv: (quote) => decimal(quote.terms.vat_amount, 2),
  },
  {
    id: 'amountInclVat',
    label: 'matrix.amountInclVat',
    best: { value: (quote) => quote.terms.amount_incl_vat, lowest: true },
    text: (quote) => sek(quote.terms.amount_incl_vat),
    csv: (quote) => decimal(quote.terms.amount_incl_vat, 2),
  },
  {
    id: 'validUntil',
    label: 'matrix.validUntil',
    term: 'valid_until',
    text: (quote, _t, language) => day(quote.terms.valid_until, language),
    csv: (quote) => quote.terms.valid_until ?? '',
  },
  {
    id: 'plannedStart',
    label: 'matrix.plannedStart',
    term: 'planned_start',
    best: { value: (quote) => quote.terms.planned_start ?? null, lowest: true },
    text: (quote, _t, language) => day(quote.terms.planned_start, language),
    csv: (quote) => quote.terms.planned_start ?? '',
  },
  {
    id: 'durationWeeks',
    label: 'matrix.durationWeeks',
    term: 'duration_weeks',
    best: { value: (quote) => quote.terms.duration_weeks ?? null, lowest: true },
    text: (quote, _t, language) => count(quote.terms.duration_weeks, language),
    csv: (quote) => quote.terms.duration_weeks?.toString() ?? '',
  },
  {
    id: 'warrantyYears',
    label: 'matrix.warrantyYears',
    term: 'warranty_years',
    best: { value: (quote) => quote.terms.warranty_years ?? null, lowest: false },
    text: (quote, _t, language) => count(quote.terms.warranty_years, language),
    csv: (quote) => quote.terms.warranty_years?.toString() ?? '',
  },
  {
    id: 'paymentPlan',
    label: 'matrix.paymentPlan',
    term: 'payment_plan',
    long: true,
    text: (quote) => quote.terms.payment_plan,
    csv: (quote) => quote.terms.payment_plan ?? '',
  },
  {
    id: 'hourlyRate',
    label: 'matrix.hourlyRate',
    term: 'hourly_rate',
    best: { value: (quote) => quote.terms.hourly_rate ?? null, lowest: true },
    text: (quote, t) => {
      const rate = sek(quote.terms.hourly_rate);
      return rate === null ? null : t('matrix.perHour', { amount: rate });
    },
    csv: (quote) => decimal(quote.terms.hourly_rate, 2),
  },
  {
    id: 'reservations',
    label: 'matrix.reservations',
    term: 'reservations',
    long: true,
    text: (quote) => quote.terms.reservations,
    csv: (quote) => quote.terms.reservations ?? '',
  },
  {
    id: 'standardTerms',
    label: 'matrix.standardTerms',
    term: 'standard_terms',
    text: (quote, t) => {
      const standard = quote.terms.standard_terms;
      return standard ? t(`matrix.terms.${standard}`) : null;
    },
    csv: (quote, t) => {
      const standard = quote.terms.standard_terms;
      return standard ? t(`matrix.terms.${standard}`) : '';
    },
  },
  {
    id: 'scores',
    label: 'matrix.scores',
    text: (quote, t) => (quote.scores.length === 0 ? null : memberScores(quote, t)),
    csv: memberScores,
  },
  {
    id: 'averageScore',
    label: 'matrix.averageScore',
    best: { value: (quote) => quote.averageScore, lowest: false },
    text: (quote, _t, language) => (quote.averageScore === null ? null : formatRating(quote.averageScore, language)),
    csv: (quote) => decimal(quote.averageScore, 1),
  },
];

/** '12 % over budget', '5 % under budget', 'On budget': a quote against the board's budget. */
function againstBudgetText(percent: number, t: Translate, language: Language): string {
  if (percent === 0) return t('matrix.onBudget');
  return t(percent > 0 ? 'matrix.overBudget' : 'matrix.underBudget', {
    percent: formatNumber(Math.abs(percent), language),
  });
}

/** The row the board's budget adds below the amount including VAT (decision 0026). */
export const AGAINST_BUDGET_FIELD: ComparisonField = {
  id: 'againstBudget',
  label: 'matrix.againstBudget',
  text: (quote, t, language) =>
    quote.againstBudget === null ? null : againstBudgetText(quote.againstBudget, t, language),
  csv: (quote) =>
    quote.againstBudget === null ? '' : `${quote.againstBudget > 0 ? '+' : ''}${quote.againstBudget}\u00a0%`,
};

/** The comparison's rows for these quotes: with the row against the budget where the board set one. */
export function comparisonFields(quotes: readonly ComparedQuote[]): readonly ComparisonField[] {
  if (!quotes.some((quote) => quote.againstBudget !== null)) return COMPARISON_FIELDS;
  const at = COMPARISON_FIELDS.findIndex((field) => field.id === 'amountInclVat') + 1;
  return [...COMPARISON_FIELDS.slice(0, at), AGAINST_BUDGET_FIELD, ...COMPARISON_FIELDS.slice(at)];
}

/**
 * The quotes with the row's best value (every one of them on a tie). Nothing is best where fewer
 * than two quotes say, or where all that say are equal: there is nothing to choose between.
 */
export function bestQuoteIds(quotes: readonly ComparedQuote[], field: ComparisonField): ReadonlySet<string> {
  if (!field.best) return new Set();
  const { value, lowest } = field.best;
  const given = quotes.flatMap((quote) => {
    const v = value(quote);
    return v === null ? [] : [{ id: quote.id, v }];
  });
  if (given.length < 2) return new Set();
  const better = (a: number | string, b: number | string) => (lowest ? a < b : a > b);
  const best = given.reduce((winner, next) => (better(next.v, winner) ? next.v : winner), given[0]!.v);
  if (given.every(({ v }) => v === best)) return new Set();
  return new Set(given.filter(({ v }) => v === best).map(({ id }) => id));
}

/** Whether the request required this row's term and the quote left it out. */
export function missesRequiredTerm(
  quote: ComparedQuote,
  field: ComparisonField,
  requiredTerms: readonly string[],
): boolean {
  return Boolean(field.term && requiredTerms.includes(field.term) && quote.terms[field.term] === null);
}
