import type { Translate } from '@brf/i18n';

/** How many of the opening record's bids the reader may not see, by reason. */
export interface HiddenBidCounts {
  hiddenForConflict: number;
  hiddenUntilDeclared: number;
}

/**
 * What the reader may not see of the opening record, and why, one sentence per reason ('1 bid hidden
 * from you because of your declared conflict'); none when it sees every bid. The record's count is
 * every bid received, so these say what the list leaves out, never that no bid arrived.
 */
export function hiddenBidLines(counts: HiddenBidCounts, t: Translate): string[] {
  return [
    counts.hiddenForConflict > 0 ? t('opening.hiddenForConflict', { count: counts.hiddenForConflict }) : null,
    counts.hiddenUntilDeclared > 0 ? t('opening.hiddenUntilDeclared', { count: counts.hiddenUntilDeclared }) : null,
  ].filter((line): line is string => line !== null);
}
