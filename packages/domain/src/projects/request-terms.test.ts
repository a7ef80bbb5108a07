import { describe, expect, it } from 'vitest';
import {
  canCancelProcurement,
  REQUEST_QUOTE_TERMS,
  requiredQuoteTerms,
  sealedBidsByDefault,
  sealedBidsState,
} from './request-terms.ts';
import { CANCEL_REASON_MAX_LENGTH, cancelProcurementSchema, makeCreateRequestSchema } from './request-terms-forms.ts';

const now = new Date(2026, 4, 10, 15, 30);
const createRequest = makeCreateRequestSchema(() => now);
const validProject = {
  title: 'New roof',
  description: 'Replace the roof of house A.',
  submission_deadline: '2026-05-17',
  max_bids: '',
  service_categories: ['c1'],
  show_winner_publicly: false,
};

describe('the request terms at creation', () => {
  it('are the eight terms the database accepts, in the order shown', () => {
    expect(REQUEST_QUOTE_TERMS).toEqual([
      'valid_until',
      'planned_start',
      'duration_weeks',
      'warranty_years',
      'payment_plan',
      'hourly_rate',
      'reservations',
      'standard_terms',
    ]);
  });

  it("seals bids by default from the board's number of bids on, as the database does", () => {
    expect(sealedBidsByDefault('', 3)).toBe(false);
    expect(sealedBidsByDefault('2', 3)).toBe(false);
    expect(sealedBidsByDefault('3', 3)).toBe(true);
    expect(sealedBidsByDefault(1000, 3)).toBe(true);
    expect(sealedBidsByDefault('abc', 3)).toBe(false);
    // a board of one: open unless it asks
    expect(sealedBidsByDefault('5', null)).toBe(false);
  });

  it('keep every create rule and add sealed bids and the required terms, in order and once', () => {
    const parsed = createRequest.parse({
      ...validProject,
      sealed_bids: true,
      required_quote_terms: ['standard_terms', 'valid_until', 'valid_until'],
    });
    expect(parsed.sealed_bids).toBe(true);
    expect(parsed.required_quote_terms).toEqual(['valid_until', 'standard_terms']);
    expect(parsed.max_bids).toBeNull();
    expect(createRequest.safeParse({ ...validProject, title: '' }).success).toBe(false);
  });

  it('default to open bids and no required term', () => {
    const parsed = createRequest.parse(validProject);
    expect(parsed.sealed_bids).toBe(false);
    expect(parsed.required_quote_terms).toEqual([]);
  });

  it('refuse a term the database does not know', () => {
    expect(createRequest.safeParse({ ...validProject, required_quote_terms: ['price'] }).success).toBe(false);
  });

  it('list a project’s terms in the form’s order and drop unknown ones', () => {
    expect(requiredQuoteTerms(['reservations', 'x', 'planned_start'])).toEqual(['planned_start', 'reservations']);
    expect(requiredQuoteTerms(null)).toEqual([]);
  });
});

describe('sealed bids as read', () => {
  const deadline = new Date(2026, 4, 20, 12, 0);
  it('are sealed until the deadline and opened from it', () => {
    expect(sealedBidsState({ sealed_bids: true, submission_deadline: deadline }, new Date(2026, 4, 20, 11, 59))).toBe(
      'sealed',
    );
    expect(sealedBidsState({ sealed_bids: true, submission_deadline: deadline }, deadline)).toBe('opened');
    expect(sealedBidsState({ sealed_bids: false, submission_deadline: deadline }, now)).toBe('none');
    expect(sealedBidsState({ sealed_bids: null, submission_deadline: deadline }, now)).toBe('none');
  });
});

describe('cancelling a procurement', () => {
  it('needs a reason of at most 2000 characters, trimmed', () => {
    const messages = (reason: string) => cancelProcurementSchema.safeParse({ reason }).error?.issues[0]?.message;
    expect(messages('   ')).toBe('Give the reason for cancelling.');
    expect(messages('x'.repeat(CANCEL_REASON_MAX_LENGTH + 1))).toBe('The reason can be at most 2000 characters.');
    expect(cancelProcurementSchema.parse({ reason: '  Budget withdrawn ' })).toEqual({ reason: 'Budget withdrawn' });
  });

  it('is for a project that is open or past its deadline and not awarded', () => {
    expect(canCancelProcurement({ status: 'open' })).toBe(true);
    expect(canCancelProcurement({ status: 'closed', winning_quote_id: null })).toBe(true);
    expect(canCancelProcurement({ status: 'closed', winning_quote_id: 'q1' })).toBe(false);
    expect(canCancelProcurement({ status: 'awarded' })).toBe(false);
    expect(canCancelProcurement({ status: 'cancelled' })).toBe(false);
  });
});
