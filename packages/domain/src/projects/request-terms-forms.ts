import * as z from 'zod/mini';
import { requiredText } from '../forms/field-types.ts';
import { budgetField } from './project-budget.ts';
import { makeCreateProjectSchema } from './project-form.ts';
import { REQUEST_QUOTE_TERMS, requiredQuoteTerms, type RequestQuoteTerm } from './request-terms.ts';

const requiredQuoteTermsField = z.pipe(
  z._default(z.array(z.enum(REQUEST_QUOTE_TERMS)), []),
  z.transform((terms: RequestQuoteTerm[]) => requiredQuoteTerms(terms)),
);

/**
 * Create project with the request's terms (sealed bids and the terms every quote must state) and
 * the board's own budget, which no bidder reads.
 */
export function makeCreateRequestSchema(now: () => Date = () => new Date()) {
  return z.extend(makeCreateProjectSchema(now), {
    sealed_bids: z._default(z.boolean(), false),
    required_quote_terms: requiredQuoteTermsField,
    budget: budgetField,
  });
}

export type CreateRequestFormInput = z.input<ReturnType<typeof makeCreateRequestSchema>>;
export type CreateRequestForm = z.output<ReturnType<typeof makeCreateRequestSchema>>;

/** As private.cancel_project checks the reason (trimmed, 1 to 2000 characters). */
export const CANCEL_REASON_MAX_LENGTH = 2000;
// the database's words, which the remote's catalogue translates (not the domain catalogue's)
const CANCEL_REASON_REQUIRED = 'Give the reason for cancelling.';
const CANCEL_REASON_TOO_LONG = 'The reason can be at most 2000 characters.';

/** Cancelling a procurement (issue 30): the reason everyone who quoted or follows is told. */
export const cancelProcurementSchema = z.object({
  reason: requiredText('Reason', {
    max: CANCEL_REASON_MAX_LENGTH,
    requiredText: CANCEL_REASON_REQUIRED,
    maxText: CANCEL_REASON_TOO_LONG,
  }),
});
export type CancelProcurementInput = z.input<typeof cancelProcurementSchema>;
