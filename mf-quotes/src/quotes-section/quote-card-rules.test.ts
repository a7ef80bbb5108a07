import { describe, expect, it } from 'vitest';
import type { QuoteProject } from '../shared/api/quote-project.ts';
import { isWinningQuote, offersAward } from './quote-card-rules.ts';

const project = (changes: Partial<QuoteProject> = {}): QuoteProject => ({
  id: 'p1',
  title: 'Stambyte',
  status: 'closed',
  submissionDeadline: '2026-11-01T12:00:00Z',
  ownerUserId: 'owner',
  myRole: 'chair',
  brfId: 'brf-1',
  winningProviderId: null,
  winningQuoteId: null,
  requiredQuoteTerms: [],
  sealedBids: false,
  ...changes,
});
const quote = (id: string, providerId: string, status = 'submitted') => ({
  id,
  service_provider_id: providerId,
  status,
});

describe("the card marked 'Project Awarded'", () => {
  it('is the winning quote recorded on the project', () => {
    const awarded = project({ status: 'awarded', winningProviderId: 'sp-a', winningQuoteId: 'q-a' });
    expect(isWinningQuote(awarded, quote('q-a', 'sp-a', 'accepted'))).toBe(true);
    expect(isWinningQuote(awarded, quote('q-b', 'sp-b', 'rejected'))).toBe(false);
  });
  it("is the winner's accepted quote when the project names only the winning provider", () => {
    const awarded = project({ status: 'awarded', winningProviderId: 'sp-a' });
    expect(isWinningQuote(awarded, quote('q-a', 'sp-a', 'accepted'))).toBe(true);
    // the same provider's quote that was not the accepted one is not marked
    expect(isWinningQuote(awarded, quote('q-a', 'sp-a', 'submitted'))).toBe(false);
  });
  it('is no card while nothing is awarded', () => {
    expect(isWinningQuote(project(), quote('q-a', 'sp-a', 'accepted'))).toBe(false);
  });
});

describe('the Award button on a card', () => {
  it('is offered to the owner while the project is not yet awarded', () => {
    expect(offersAward(project(), true)).toBe(true);
    expect(offersAward(project({ status: 'open' }), true)).toBe(true);
  });
  it('is never offered to an admin or anyone else who is not the owner', () => {
    expect(offersAward(project(), false)).toBe(false);
  });
  it('is gone once the project is awarded or cancelled', () => {
    expect(offersAward(project({ status: 'awarded' }), true)).toBe(false);
    expect(offersAward(project({ winningProviderId: 'sp-a' }), true)).toBe(false);
    expect(offersAward(project({ status: 'cancelled' }), true)).toBe(false);
  });
});
