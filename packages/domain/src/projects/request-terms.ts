import { toNumberOrUndefined, type NumberInput } from '../forms/field-types.ts';
import type { DateLike } from '../format/dates.ts';
import { isDeadlinePassed } from './submission-deadline.ts';

/**
 * What a board may require every quote to state (issue 30), in the order forms and lists show
 * them; the database accepts exactly these in projects.required_quote_terms. The price basis
 * (incl. or excl. VAT) is not among them: every quote states it.
 */
export const REQUEST_QUOTE_TERMS = [
  'valid_until',
  'planned_start',
  'duration_weeks',
  'warranty_years',
  'payment_plan',
  'hourly_rate',
  'reservations',
  'standard_terms',
] as const;
export type RequestQuoteTerm = (typeof REQUEST_QUOTE_TERMS)[number];

/**
 * The database's default for the create form: bids are sealed when the project takes `sealsFrom`
 * bids or more (`public.sealed_bids_from()`: 3 for a board of two deciders or more, null for a
 * board of one, whose bids are open unless it asks).
 */
export function sealedBidsByDefault(maxBids: NumberInput, sealsFrom: number | null): boolean {
  const bids = toNumberOrUndefined(maxBids);
  return sealsFrom !== null && bids !== undefined && bids >= sealsFrom;
}

/** A project's required terms in the order they are shown, each once; anything unknown is left out. */
export function requiredQuoteTerms(terms: readonly string[] | null | undefined): RequestQuoteTerm[] {
  const chosen = new Set(terms ?? []);
  return REQUEST_QUOTE_TERMS.filter((term) => chosen.has(term));
}

/**
 * Sealed bids as everyone reads them: 'sealed' until the deadline, 'opened' from it on (the
 * opening record's time is the deadline), 'none' for a project whose bids were never sealed.
 */
export type SealedBidsState = 'none' | 'sealed' | 'opened';

export function sealedBidsState(
  project: { sealed_bids?: boolean | null; submission_deadline: DateLike },
  now: DateLike = new Date(),
): SealedBidsState {
  if (!project.sealed_bids) return 'none';
  return isDeadlinePassed(project.submission_deadline, now) ? 'opened' : 'sealed';
}

/**
 * The board cancels while the project is not awarded: open, or past its deadline ('closed' as
 * project_details reads it), as private.cancel_project allows.
 */
export function canCancelProcurement(project: {
  status: string;
  winning_quote_id?: string | null;
  awarded_at?: string | null;
}): boolean {
  if (project.winning_quote_id || project.awarded_at) return false;
  return project.status === 'open' || project.status === 'closed';
}
