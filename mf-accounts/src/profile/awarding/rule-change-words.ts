import type { Translate } from '@brf/i18n';

/** The database's refusals of a rule change, by the catalogue key that says them in the page's language. */
const DATABASE_WORDS: Record<string, string> = {
  'You proposed this change: another board member confirms it.': 'awarding.error.ownProposal',
  'You joined the board after this change was proposed, so you cannot confirm it.': 'awarding.error.joinedAfter',
  'Only a board member who decides can confirm the change.': 'awarding.error.notDecider',
  'Only a board member who decides can withdraw the change.': 'awarding.error.notDecider',
  'A change of how the board awards is already proposed.': 'awarding.error.alreadyProposed',
  'This proposed change is no longer open.': 'awarding.error.closed',
  'Withdraw the open award proposals before changing how the board awards.': 'awarding.error.openProposals',
  'Your board requires two-factor authentication to award. Sign in with your authentication code first.':
    'awarding.error.mfa',
};

/** A refused change in the page's language; anything else as the generic failure. */
export function ruleChangeFailure(t: Translate, error: unknown): string {
  const words = error instanceof Error ? error.message.trim() : '';
  const key = DATABASE_WORDS[words];
  return key ? t(key) : t('awarding.error.failed');
}

/** Whether a rule is lower than another: one signature instead of two, or no second factor. */
export const lowersRule = (
  from: { signatures: number; requiresMfa: boolean },
  to: { signatures: number; requiresMfa: boolean },
): boolean => to.signatures < from.signatures || (from.requiresMfa && !to.requiresMfa);
