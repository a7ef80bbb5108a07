import { describe, expect, it } from 'vitest';
import { DataError } from '@brf/supabase/data';
import { isNoRow, quoteDeleteMessage, quoteSubmitMessage } from './quote-errors.ts';

const noRow = new DataError('JSON object requested, multiple (or no) rows returned', { code: 'PGRST116' });
const rateLimited = new DataError('Too many quotes in a short time. Please wait a moment.', { code: 'PT429' });

describe('the toast when sending or saving a quote fails (spec 8)', () => {
  it("says 'You have already submitted a quote for this project.' for a second quote", () => {
    expect(
      quoteSubmitMessage(
        new DataError('duplicate key value violates unique constraint "quotes_project_provider_key"', {
          code: '23505',
        }),
      ),
    ).toBe('You have already submitted a quote for this project.');
  });
  it("repeats a database rule written for people ('This project has reached its maximum number of bids.')", () => {
    expect(
      quoteSubmitMessage(new DataError('This project has reached its maximum number of bids.', { code: 'P0001' })),
    ).toBe('This project has reached its maximum number of bids.');
  });
  it("says 'Failed to submit quote. Please try again.' for the network, a crash or a row-security refusal", () => {
    expect(quoteSubmitMessage(new DataError('Failed to fetch', { code: null }))).toBe(
      'Failed to submit quote. Please try again.',
    );
    expect(
      quoteSubmitMessage(
        new DataError('new row violates row-level security policy for table "quotes"', { code: '42501' }),
      ),
    ).toBe('Failed to submit quote. Please try again.');
    expect(quoteSubmitMessage('boom')).toBe('Failed to submit quote. Please try again.');
  });
  it("gives this remote's own thrown message ('Service Provider profile not found.')", () => {
    expect(quoteSubmitMessage(new Error('Service Provider profile not found.'))).toBe(
      'Service Provider profile not found.',
    );
  });
  it('knows an edit that changed no row: the project stopped taking quotes', () => {
    expect(isNoRow(noRow)).toBe(true);
    expect(isNoRow(rateLimited)).toBe(false);
    expect(isNoRow(new Error('PGRST116'))).toBe(false);
  });
});

describe('the toast when deleting a quote fails', () => {
  it("says 'Cannot delete quote for awarded or closed projects' when the project stopped taking quotes", () => {
    expect(quoteDeleteMessage(noRow)).toBe('Cannot delete quote for awarded or closed projects');
  });
  it("repeats the abuse limit's own sentence", () => {
    expect(quoteDeleteMessage(rateLimited)).toBe('Too many quotes in a short time. Please wait a moment.');
  });
  it("says 'Failed to delete quote. Please try again.' for anything else", () => {
    expect(quoteDeleteMessage(new DataError('Failed to fetch'))).toBe('Failed to delete quote. Please try again.');
    expect(
      quoteDeleteMessage(new DataError('This project has reached its maximum number of bids.', { code: 'P0001' })),
    ).toBe('Failed to delete quote. Please try again.');
  });
});
