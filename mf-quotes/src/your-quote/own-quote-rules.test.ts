import { describe, expect, it } from 'vitest';
import type { QuoteProject } from '../shared/api/quote-project.ts';
import { ownQuoteControls, viewedAt } from './own-quote-rules.ts';

const before = new Date('2026-11-01T11:00:00Z');
const after = new Date('2026-11-01T13:00:00Z');
const project = (status: string): QuoteProject => ({
  id: 'p1',
  title: 'Stambyte',
  status,
  submissionDeadline: '2026-11-01T12:00:00Z',
  ownerUserId: 'owner',
  myRole: 'chair',
  brfId: 'brf-1',
  winningProviderId: null,
  winningQuoteId: null,
  requiredQuoteTerms: [],
  sealedBids: false,
});

describe("the provider's Edit and Delete under 'Your Quote'", () => {
  it('are offered while the project is open and before its deadline', () => {
    expect(ownQuoteControls(project('open'), 'submitted', before)).toBe('edit-and-delete');
  });
  it('give way to the locked note once the project is closed, awarded or past its deadline', () => {
    expect(ownQuoteControls(project('closed'), 'submitted', before)).toBe('locked');
    expect(ownQuoteControls(project('awarded'), 'submitted', before)).toBe('locked');
    expect(ownQuoteControls(project('open'), 'submitted', after)).toBe('locked');
  });
  it('are not offered, and no locked note shown, for an accepted or rejected quote of an awarded project', () => {
    expect(ownQuoteControls(project('awarded'), 'accepted', after)).toBe('none');
    expect(ownQuoteControls(project('awarded'), 'rejected', after)).toBe('none');
  });
  it('are not offered while the project cannot be read', () => {
    expect(ownQuoteControls(null, 'submitted', before)).toBe('locked');
  });
});

describe('whether the board has viewed the quote', () => {
  it('gives the moment it was first viewed', () => {
    expect(viewedAt({ is_viewed: true, viewed_at: '2026-10-20T08:00:00Z' })).toBe('2026-10-20T08:00:00Z');
  });
  it('is nothing while it has not been viewed', () => {
    expect(viewedAt({ is_viewed: false, viewed_at: null })).toBeNull();
    expect(viewedAt({ is_viewed: false, viewed_at: '2026-10-20T08:00:00Z' })).toBeNull();
  });
});
