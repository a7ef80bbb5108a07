import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { quoteModalFormSchema, quoteSubmitPageFormSchema } from './quote-form.ts';
import { REQUEST_QUOTE_TERMS, type RequestQuoteTerm } from '../projects/request-terms.ts';
import { quoteTermsInputValues } from './quote-terms.ts';
import type { QuoteTermsRequest } from './quote-terms-form.ts';
import { quoteVat, quoteVatOfInput } from './quote-vat.ts';
import { lazyQuoteSubmitPageSchema } from './lazy-form-schemas.ts';

function errors(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[issue.path.join('.') || '_'] ??= issue.message;
  return byField;
}

// 23:30 UTC on 30 November is 00:30 on 1 December in Stockholm: the deadline's Swedish date is 1 December
const request = (requiredTerms: readonly RequestQuoteTerm[] = []): QuoteTermsRequest => ({
  requiredTerms,
  submissionDeadline: '2026-11-30T23:30:00Z',
});
const emptyTerms = quoteTermsInputValues();
const quote = (changes: Record<string, unknown> = {}) => ({
  quote_amount: '1 000 000',
  description: '',
  ...emptyTerms,
  price_basis: 'excl_vat',
  ...changes,
});

describe('the quote forms with terms (issue 30)', () => {
  it('ask for the price basis on every quote, with nothing chosen at first', () => {
    expect(emptyTerms.price_basis).toBeNull();
    expect(errors(quoteModalFormSchema(request()), quote({ price_basis: null }))).toEqual({
      price_basis: 'Choose whether the amount includes VAT.',
    });
    expect(errors(quoteModalFormSchema(request()), quote({ price_basis: 'incl_vat' }))).toEqual({});
  });

  it('leave every term optional when the project requires none, sending an empty one as null', () => {
    expect(quoteModalFormSchema(request()).parse(quote())).toEqual({
      quote_amount: 1_000_000,
      description: null,
      price_basis: 'excl_vat',
      valid_until: null,
      planned_start: null,
      duration_weeks: null,
      warranty_years: null,
      payment_plan: null,
      hourly_rate: null,
      reservations: null,
      standard_terms: null,
    });
  });

  it('require exactly the terms the project lists, with the database messages', () => {
    const all = quoteModalFormSchema(request(REQUEST_QUOTE_TERMS));
    expect(errors(all, quote())).toEqual({
      valid_until: 'Valid until is required.',
      planned_start: 'Planned start is required.',
      duration_weeks: 'Duration in weeks is required.',
      warranty_years: 'Warranty in years is required.',
      payment_plan: 'Payment plan is required.',
      hourly_rate: 'Hourly rate for changes and extra work is required.',
      reservations: 'Reservations are required.',
      standard_terms: 'Standard contract is required.',
    });
    expect(errors(quoteModalFormSchema(request(['warranty_years', 'standard_terms'])), quote())).toEqual({
      warranty_years: 'Warranty in years is required.',
      standard_terms: 'Standard contract is required.',
    });
    // blank text is no answer
    expect(errors(quoteModalFormSchema(request(['payment_plan'])), quote({ payment_plan: '   ' }))).toEqual({
      payment_plan: 'Payment plan is required.',
    });
  });

  it('save every term a provider gives, typed and trimmed', () => {
    const filled = quote({
      price_basis: 'incl_vat',
      valid_until: '2026-12-31',
      planned_start: '2027-03-01',
      duration_weeks: '12',
      warranty_years: '5',
      payment_plan: '  30 % at start, 70 % on completion ',
      hourly_rate: '1 250,50',
      reservations: ' Asbestos not included ',
      standard_terms: 'abt06',
    });
    expect(
      quoteSubmitPageFormSchema(request(REQUEST_QUOTE_TERMS)).parse({ ...filled, description: 'Full roof, 3 weeks' }),
    ).toEqual({
      quote_amount: 1_000_000,
      description: 'Full roof, 3 weeks',
      price_basis: 'incl_vat',
      valid_until: '2026-12-31',
      planned_start: '2027-03-01',
      duration_weeks: 12,
      warranty_years: 5,
      payment_plan: '30 % at start, 70 % on completion',
      hourly_rate: 1250.5,
      reservations: 'Asbestos not included',
      standard_terms: 'abt06',
    });
  });

  it('keep the database ranges: 1–520 weeks, 0–30 years, an hourly rate above 0 up to 100 000', () => {
    const schema = quoteModalFormSchema(request());
    const at = (changes: Record<string, unknown>) => errors(schema, quote(changes));
    expect(at({ duration_weeks: '1', warranty_years: '0', hourly_rate: '0,01' })).toEqual({});
    expect(at({ duration_weeks: '520', warranty_years: '30', hourly_rate: '100 000' })).toEqual({});
    expect(at({ duration_weeks: '0', warranty_years: '-1', hourly_rate: '0' })).toEqual({
      duration_weeks: 'Duration in weeks must be at least 1',
      warranty_years: 'Warranty in years must be at least 0',
      hourly_rate: 'Hourly rate for changes and extra work (ÄTA) must be at least 0.01',
    });
    expect(at({ duration_weeks: '521', warranty_years: '31', hourly_rate: '100 000,01' })).toEqual({
      duration_weeks: 'Duration in weeks must be no more than 520',
      warranty_years: 'Warranty in years must be no more than 30',
      hourly_rate: 'Hourly rate for changes and extra work (ÄTA) must be no more than 100000',
    });
    expect(at({ duration_weeks: '2,5', warranty_years: 'two', hourly_rate: '850,505' })).toEqual({
      duration_weeks: 'Invalid input',
      warranty_years: 'Invalid input',
      hourly_rate: 'Invalid input',
    });
  });

  it('limit the payment plan to 2000 characters and the reservations to 4000', () => {
    const schema = quoteModalFormSchema(request());
    expect(errors(schema, quote({ payment_plan: 'a'.repeat(2000), reservations: 'b'.repeat(4000) }))).toEqual({});
    expect(errors(schema, quote({ payment_plan: 'a'.repeat(2001), reservations: 'b'.repeat(4001) }))).toEqual({
      payment_plan: 'Payment plan must be no more than 2000 characters',
      reservations: 'Reservations must be no more than 4000 characters',
    });
  });

  it("hold a quote valid at least until the deadline's Swedish date", () => {
    const schema = quoteModalFormSchema(request(['valid_until']));
    expect(errors(schema, quote({ valid_until: '2026-11-30' }))).toEqual({
      valid_until: 'A quote must be valid at least until the submission deadline.',
    });
    expect(errors(schema, quote({ valid_until: '2026-12-01' }))).toEqual({});
    expect(errors(quoteModalFormSchema(request()), quote({ valid_until: '2026-01-01' }))).toEqual({
      valid_until: 'A quote must be valid at least until the submission deadline.',
    });
    expect(errors(schema, quote({ valid_until: '2026-02-30' }))).toEqual({ valid_until: 'Invalid input' });
    // the planned start has no lower bound of its own
    expect(errors(schema, quote({ valid_until: '2027-01-01', planned_start: '2026-01-01' }))).toEqual({});
  });

  it('accept AB 04, ABT 06 or neither as the standard contract, nothing else', () => {
    const schema = quoteModalFormSchema(request(['standard_terms']));
    for (const terms of ['ab04', 'abt06', 'none']) expect(errors(schema, quote({ standard_terms: terms }))).toEqual({});
    expect(errors(schema, quote({ standard_terms: 'ab92' }))).toEqual({ standard_terms: 'Invalid input' });
  });

  it("keep the spec's fields and messages as they were", () => {
    expect(errors(quoteModalFormSchema(request()), quote({ quote_amount: '' }))).toEqual({
      quote_amount: 'Quote Amount is required',
    });
    expect(errors(quoteSubmitPageFormSchema(request()), quote())).toEqual({ description: 'Description is required' });
  });

  it('load lazily as the same schema for the same request', async () => {
    const loaded = await lazyQuoteSubmitPageSchema(request(['hourly_rate'])).load();
    expect(errors(loaded, quote({ description: 'Full roof, 3 weeks' }))).toEqual({
      hourly_rate: 'Hourly rate for changes and extra work is required.',
    });
  });
});

describe("an edited quote's starting values", () => {
  it("are the quote's terms, a quote from before issue 30 reading as excluding VAT", () => {
    expect(
      quoteTermsInputValues({
        price_basis: 'excl_vat',
        valid_until: '2026-12-31',
        planned_start: null,
        duration_weeks: 8,
        warranty_years: 0,
        payment_plan: 'Monthly',
        hourly_rate: 1250.5,
        reservations: null,
        standard_terms: 'none',
      }),
    ).toEqual({
      price_basis: 'excl_vat',
      valid_until: '2026-12-31',
      planned_start: '',
      duration_weeks: '8',
      warranty_years: '0',
      payment_plan: 'Monthly',
      hourly_rate: '1 250,50',
      reservations: '',
      standard_terms: 'none',
    });
  });
});

describe('VAT (25 %) as the database computes it', () => {
  it('adds a quarter to an amount excluding VAT and finds a fifth in one including it', () => {
    expect(quoteVat(1_000_000, 'excl_vat')).toEqual({ vat: 250_000, amountInclVat: 1_250_000 });
    expect(quoteVat(1_250_000, 'incl_vat')).toEqual({ vat: 250_000, amountInclVat: 1_250_000 });
  });
  it('rounds to öre like round(..., 2)', () => {
    expect(quoteVat(0.02, 'excl_vat')).toEqual({ vat: 0.01, amountInclVat: 0.03 });
    expect(quoteVat(1.03, 'incl_vat')).toEqual({ vat: 0.21, amountInclVat: 1.03 });
    expect(quoteVat(100.1, 'excl_vat')).toEqual({ vat: 25.03, amountInclVat: 125.13 });
  });
  it('is shown while typing once the amount is valid and the basis chosen', () => {
    expect(quoteVatOfInput('1 000 000', 'excl_vat')).toEqual({ vat: 250_000, amountInclVat: 1_250_000 });
    expect(quoteVatOfInput('1 000 000', null)).toBeNull();
    expect(quoteVatOfInput('', 'excl_vat')).toBeNull();
    expect(quoteVatOfInput('0,5', 'excl_vat')).toBeNull();
  });
});
