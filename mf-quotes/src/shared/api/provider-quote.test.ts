import { describe, expect, it } from 'vitest';
import { quotingProviderId } from './provider-quote.ts';

describe('who quotes on a project', () => {
  it('a provider quotes under its own profile', () => {
    expect(quotingProviderId({ isProvider: true, profileId: 'sp-1' })).toBe('sp-1');
  });
  it('a BRF, an admin or a visitor quotes as no one, whatever profile it has', () => {
    expect(quotingProviderId({ isProvider: false, profileId: 'brf-1' })).toBeNull();
    expect(quotingProviderId({ isProvider: false, profileId: null })).toBeNull();
  });
  it('a provider whose profile is not known yet quotes as no one', () => {
    expect(quotingProviderId({ isProvider: true, profileId: null })).toBeNull();
  });
});
