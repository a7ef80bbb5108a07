import { describe, expect, it } from 'vitest';
import type { QuoteProject } from './api/quote-project.ts';
import {
  isProjectOwner,
  mayReviewProvider,
  projectCanBeAwarded,
  projectTakesQuotes,
  readsProjectQuotes,
} from './project-rules.ts';

const deadline = '2026-11-01T12:00:00Z';
const before = new Date('2026-11-01T11:59:00Z');
const after = new Date('2026-11-01T12:00:00Z');
const project = (changes: Partial<QuoteProject> = {}): QuoteProject => ({
  id: 'p1',
  title: 'Stambyte',
  status: 'open',
  submissionDeadline: deadline,
  ownerUserId: 'owner',
  myRole: 'chair',
  brfId: 'brf-1',
  winningProviderId: null,
  winningQuoteId: null,
  requiredQuoteTerms: [],
  sealedBids: false,
  ...changes,
});

describe('whether a provider can send, edit or delete a quote', () => {
  it('is yes for an open project before its deadline', () => {
    expect(projectTakesQuotes(project(), before)).toBe(true);
  });
  it('is no once the deadline has come, even while the status still says open', () => {
    expect(projectTakesQuotes(project(), after)).toBe(false);
  });
  it('is no for a closed, awarded or cancelled project', () => {
    for (const status of ['closed', 'awarded', 'cancelled'])
      expect(projectTakesQuotes(project({ status }), before)).toBe(false);
  });
});

describe('whether the owner can award the project', () => {
  it('is no before the submission deadline', () => {
    expect(projectCanBeAwarded(project(), true, before)).toBe(false);
  });
  it('is yes for the owner once the deadline has passed', () => {
    expect(projectCanBeAwarded(project({ status: 'closed' }), true, after)).toBe(true);
  });
  it('is no for anyone but the owner', () => {
    expect(projectCanBeAwarded(project({ status: 'closed' }), false, after)).toBe(false);
  });
  it('is no once a winner is recorded, whatever the status says', () => {
    expect(projectCanBeAwarded(project({ status: 'closed', winningProviderId: 'sp-1' }), true, after)).toBe(false);
    expect(projectCanBeAwarded(project({ status: 'awarded' }), true, after)).toBe(false);
  });
  it('is no for a cancelled project', () => {
    expect(projectCanBeAwarded(project({ status: 'cancelled' }), true, after)).toBe(false);
  });
});

describe('the owner and who may be reviewed', () => {
  it("the owner is the publishing board's chair or a member; deputies and observers only read the quotes", () => {
    expect(isProjectOwner(project())).toBe(true);
    expect(isProjectOwner(project({ myRole: 'member' }))).toBe(true);
    for (const myRole of ['deputy', 'observer']) {
      expect(isProjectOwner(project({ myRole }))).toBe(false);
      expect(readsProjectQuotes(project({ myRole }))).toBe(true);
    }
  });
  it('nobody outside the board is the owner or reads the quotes', () => {
    expect(isProjectOwner(project({ myRole: null }))).toBe(false);
    expect(readsProjectQuotes(project({ myRole: null }))).toBe(false);
    expect(isProjectOwner(null)).toBe(false);
  });
  it('the owner reviews only the provider the project was awarded to', () => {
    const awarded = project({ status: 'awarded', winningProviderId: 'sp-winner' });
    expect(mayReviewProvider(awarded, 'sp-winner')).toBe(true);
    expect(mayReviewProvider(awarded, 'sp-other')).toBe(false);
    expect(mayReviewProvider({ ...awarded, myRole: 'deputy' }, 'sp-winner')).toBe(false);
  });
  it('nobody reviews before the award', () => {
    expect(mayReviewProvider(project({ status: 'closed' }), 'sp-winner')).toBe(false);
  });
});
