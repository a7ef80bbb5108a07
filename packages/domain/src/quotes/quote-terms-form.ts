import * as z from 'zod/mini';
import { INVALID_INPUT } from '../forms/field-messages.ts';
import { optionalNumber, optionalText, requiredNumber, requiredText } from '../forms/field-types.ts';
import type { RequestQuoteTerm } from '../projects/request-terms.ts';
import { QUOTE_TERM_LABELS } from './quote-labels.ts';
import {
  DURATION_WEEKS_MAX,
  DURATION_WEEKS_MIN,
  HOURLY_RATE_DECIMALS,
  HOURLY_RATE_MAX,
  HOURLY_RATE_MIN,
  PAYMENT_PLAN_MAX_LENGTH,
  PRICE_BASES,
  QUOTE_TERM_REQUIRED_MESSAGES,
  QUOTE_TERMS_MESSAGES,
  RESERVATIONS_MAX_LENGTH,
  STANDARD_TERMS,
  WARRANTY_YEARS_MAX,
  WARRANTY_YEARS_MIN,
  firstValidUntilDay,
  type PriceBasis,
  type StandardTerms,
} from './quote-terms.ts';

/** What a project asks of its quotes: the terms it requires and its submission deadline (timestamptz). */
export interface QuoteTermsRequest {
  requiredTerms: readonly RequestQuoteTerm[];
  submissionDeadline: string;
}

/** A control's value: text (a number from a number input), or null for a radio group with nothing chosen. */
type ControlValue = string | number | null | undefined;
/** A term's field: its output is null when the quote leaves an optional term out. */
type TermField<T> = z.ZodMiniType<T | null, ControlValue>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDay = (day: string) => DAY.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
const emptyAsUndefined = z.pipe(
  z.custom<ControlValue>(() => true),
  z.transform((value: ControlValue) => (typeof value === 'string' ? value.trim() || undefined : (value ?? undefined))),
);
const undefinedAsNull = <T>(value: T | undefined) => value ?? null;

/** A date input's 'YYYY-MM-DD' (a calendar day, not a moment: sent as the date column takes it). */
function dayField(required: string | null, notBefore?: { day: string; message: string }): TermField<string> {
  const checks: z.core.$ZodCheck<string>[] = [z.refine(isCalendarDay, { error: INVALID_INPUT, abort: true })];
  if (notBefore) checks.push(z.refine((day: string) => day >= notBefore.day, { error: notBefore.message }));
  const day = z.string({ error: (issue) => (issue.input === undefined && required ? required : INVALID_INPUT) });
  const checked = day.check(...checks);
  return z.pipe(emptyAsUndefined, required ? checked : z.pipe(z.optional(checked), z.transform(undefinedAsNull)));
}

/** One of a few values; none chosen is the term's required message, or null when optional. */
function choiceField<const T extends readonly string[]>(values: T, required: string | null): TermField<T[number]> {
  const choice = z.enum(values, {
    error: (issue) => (issue.input === undefined && required ? required : INVALID_INPUT),
  });
  return z.pipe(emptyAsUndefined, required ? choice : z.pipe(z.optional(choice), z.transform(undefinedAsNull)));
}

interface NumberRule {
  min: number;
  max: number;
  integer?: boolean;
  decimals?: number;
}

function numberField(label: string, required: string | null, rule: NumberRule): TermField<number> {
  return required ? requiredNumber(label, { ...rule, requiredText: required }) : optionalNumber(label, rule);
}

function textField(label: string, required: string | null, max: number): TermField<string> {
  return required ? requiredText(label, { max, requiredText: required }) : optionalText(label, max);
}

/**
 * The terms fieldset of both quote forms: the price basis always; each term required when the
 * project requires it (with the database's message), else optional and sent as null when empty.
 * Valid until is at least the deadline's Swedish date, as the database checks.
 */
export function quoteTermsShape(request: QuoteTermsRequest) {
  const required = (term: RequestQuoteTerm) =>
    request.requiredTerms.includes(term) ? QUOTE_TERM_REQUIRED_MESSAGES[term] : null;
  const labels = QUOTE_TERM_LABELS;
  return {
    price_basis: choiceField(PRICE_BASES, QUOTE_TERMS_MESSAGES.priceBasisRequired) as z.ZodMiniType<
      PriceBasis,
      ControlValue
    >,
    valid_until: dayField(required('valid_until'), {
      day: firstValidUntilDay(request.submissionDeadline),
      message: QUOTE_TERMS_MESSAGES.validUntilBeforeDeadline,
    }),
    planned_start: dayField(required('planned_start')),
    duration_weeks: numberField(labels.duration_weeks, required('duration_weeks'), {
      min: DURATION_WEEKS_MIN,
      max: DURATION_WEEKS_MAX,
      integer: true,
    }),
    warranty_years: numberField(labels.warranty_years, required('warranty_years'), {
      min: WARRANTY_YEARS_MIN,
      max: WARRANTY_YEARS_MAX,
      integer: true,
    }),
    payment_plan: textField(labels.payment_plan, required('payment_plan'), PAYMENT_PLAN_MAX_LENGTH),
    hourly_rate: numberField(labels.hourly_rate, required('hourly_rate'), {
      min: HOURLY_RATE_MIN,
      max: HOURLY_RATE_MAX,
      decimals: HOURLY_RATE_DECIMALS,
    }),
    reservations: textField(labels.reservations, required('reservations'), RESERVATIONS_MAX_LENGTH),
    standard_terms: choiceField(STANDARD_TERMS, required('standard_terms')) as TermField<StandardTerms>,
  };
}

/** A quote's terms as the form gives them to be saved (the columns of quotes, null for a term left out). */
export interface QuoteTermsValues {
  price_basis: PriceBasis;
  valid_until: string | null;
  planned_start: string | null;
  duration_weeks: number | null;
  warranty_years: number | null;
  payment_plan: string | null;
  hourly_rate: number | null;
  reservations: string | null;
  standard_terms: StandardTerms | null;
}
