import type { Translate } from '@brf/i18n';
import { DataError, messageForPeople } from '@brf/supabase/data';

/** The database's words about the award, by the catalogue key that says them in the page's language. */
const DATABASE_MESSAGES: Record<string, string> = {
  'Declare your interests in this project before you take part in the award.': 'board.problem.declare',
  'You declared a conflict of interest in this project, so you take no part in the award.': 'board.problem.conflict',
  'Your board requires two-factor authentication to award. Sign in with your authentication code first.':
    'board.problem.mfa',
  'Only the project owner can award this project.': 'board.problem.notOwner',
  'Deputies take part in the award only when called in for a member who stands aside.': 'board.problem.deputy',
  'Observers follow the award but take no part in it.': 'board.problem.observer',
  'Your board awards with two members: propose the award and another member confirms it.': 'board.problem.twoMembers',
  'Your board awards with one member: award the quote directly.': 'board.problem.oneMember',
  'Give the reason for this award.': 'board.reason.required',
  'An award has already been proposed on this project.': 'board.error.alreadyProposed',
  'You proposed this award: another board member confirms it.': 'board.error.ownProposal',
  'This award proposal is no longer open.': 'board.error.closed',
  'The member who proposed this award is no longer on the board: propose it again.': 'board.error.proposerLeft',
  'Award proposal not found.': 'board.error.notFound',
  'Declarations cannot be changed after the award.': 'board.error.declarationFixed',
  'Declarations open when the bids open.': 'board.error.declarationsSealed',
  'A conflict can only be declared with a company that has quoted on this project.': 'board.error.notBidder',
  'Only a board member who takes part in the award can call in a deputy.': 'rule.error.callerStandsAside',
  'Choose a deputy of your board without a conflict of interest in this project.': 'rule.error.notDeputy',
  'A deputy steps in only for a board member who declared a conflict of interest.': 'rule.error.notConflicted',
  'A deputy already stands in for that member on this project.': 'rule.error.alreadyStandsIn',
  // the opening of sealed bids
  'Only the chair records who was present at the opening.': 'opening.error.chairOnly',
  'The bids have not been opened yet.': 'opening.error.notOpened',
  'The opening record is closed once the project is awarded.': 'opening.error.closed',
};

/** A database answer (a standing's problem) in the page's language; an unknown one as it came. */
export function boardText(message: string, t: Translate): string {
  const key = DATABASE_MESSAGES[message];
  return key ? t(key) : message;
}

/** A refused write in the page's language, or the fallback for what people cannot act on. */
export function boardError(error: unknown, t: Translate, fallbackKey: string): string {
  if (error instanceof DataError && error.message in DATABASE_MESSAGES) return boardText(error.message, t);
  const fallback = t(fallbackKey);
  const spoken = messageForPeople(error, fallback);
  return spoken === fallback ? fallback : boardText(spoken, t);
}
