import * as z from 'zod/mini';
import {
  INVALID_INPUT,
  maxLengthMessage,
  maxValueMessage,
  minLengthMessage,
  minValueMessage,
  requiredMessage,
} from './field-messages.ts';

/** What a form control hands over: text inputs give strings, number inputs may give numbers or NaN. */
export type NumberInput = string | number | null | undefined;
export type DateInput = string | Date | null | undefined;

const anyInput = <T>() => z.custom<T>(() => true);

export function toNumberOrUndefined(value: NumberInput): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  const trimmed = value.trim().replace(/\s/g, '').replace(',', '.');
  if (trimmed === '') return undefined;
  const parsed = Number(trimmed);
  return Number.isNaN(parsed) ? Number.NaN : parsed;
}

export function toDateOrUndefined(value: DateInput): Date | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return value;
  if (value.trim() === '') return undefined;
  // A bare date or datetime-local value is read as local time, like the browser shows it.
  const bareDate = /^\d{4}-\d{2}-\d{2}$/.test(value.trim());
  return new Date(bareDate ? `${value.trim()}T00:00:00` : value.trim());
}

interface TextOptions {
  min?: number;
  max?: number;
  requiredText?: string;
  minText?: string;
  maxText?: string;
}

/** Required text, trimmed; length limits count the trimmed text (as the SQL CHECKs use btrim). */
export function requiredText(label: string, options: TextOptions = {}) {
  const required = options.requiredText ?? requiredMessage(label);
  const checks: z.core.$ZodCheck<string>[] = [z.trim(), z.minLength(1, { error: required })];
  if (options.min !== undefined && options.min > 1) {
    checks.push(z.minLength(options.min, { error: options.minText ?? minLengthMessage(label, options.min) }));
  }
  if (options.max !== undefined) {
    checks.push(z.maxLength(options.max, { error: options.maxText ?? maxLengthMessage(label, options.max) }));
  }
  return z.string({ error: required }).check(...checks);
}

/** Optional text, trimmed; an empty value becomes null, so an update clears the column. */
export function optionalText(label: string, max: number) {
  return z.pipe(
    z.nullable(
      z.optional(
        z.string({ error: INVALID_INPUT }).check(z.trim(), z.maxLength(max, { error: maxLengthMessage(label, max) })),
      ),
    ),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  );
}

interface NumberOptions {
  min?: number;
  max?: number;
  integer?: boolean;
  /** Allowed decimals (0.01 -> 2). */
  decimals?: number;
  requiredText?: string;
  minText?: string;
  maxText?: string;
}

function numberSchema(label: string, options: NumberOptions) {
  const required = options.requiredText ?? requiredMessage(label);
  const checks: z.core.$ZodCheck<number>[] = [z.refine(Number.isFinite, { error: INVALID_INPUT, abort: true })];
  if (options.integer) checks.push(z.refine(Number.isInteger, { error: INVALID_INPUT, abort: true }));
  if (options.decimals !== undefined) {
    const factor = 10 ** options.decimals;
    checks.push(
      z.refine((n: number) => Math.abs(Math.round(n * factor) - n * factor) < 1e-6, {
        error: INVALID_INPUT,
        abort: true,
      }),
    );
  }
  if (options.min !== undefined) {
    checks.push(
      z.refine((n: number) => n >= options.min!, {
        error: options.minText ?? minValueMessage(label, options.min),
        abort: true,
      }),
    );
  }
  if (options.max !== undefined) {
    checks.push(
      z.refine((n: number) => n <= options.max!, {
        error: options.maxText ?? maxValueMessage(label, options.max),
      }),
    );
  }
  return z.number({ error: (issue) => (issue.input === undefined ? required : INVALID_INPUT) }).check(...checks);
}

export function requiredNumber(label: string, options: NumberOptions = {}) {
  return z.pipe(z.pipe(anyInput<NumberInput>(), z.transform(toNumberOrUndefined)), numberSchema(label, options));
}

/** Optional number; empty becomes null, so an update clears the column. */
export function optionalNumber(label: string, options: NumberOptions = {}) {
  return z.pipe(
    z.pipe(z.pipe(anyInput<NumberInput>(), z.transform(toNumberOrUndefined)), z.optional(numberSchema(label, options))),
    z.transform((value: number | undefined) => value ?? null),
  );
}

export function requiredDate(label: string, requiredText?: string) {
  const required = requiredText ?? requiredMessage(label);
  return z.pipe(
    z.pipe(anyInput<DateInput>(), z.transform(toDateOrUndefined)),
    z.date({ error: (issue) => (issue.input === undefined ? required : INVALID_INPUT) }),
  );
}
