import type { QuoteRow } from '@brf/supabase/data';
import type { QuoteProject } from '../shared/api/quote-project.ts';
import { projectTakesQuotes } from '../shared/project-rules.ts';

/**
 * What 'Your Quote' offers under the quote: Edit and Delete while the project takes quotes (open,
 * before its deadline); otherwise a submitted quote says it is locked, an accepted or rejected one
 * says nothing more.
 */
export function ownQuoteControls(
  project: QuoteProject | null | undefined,
  status: string,
  now = new Date(),
): 'edit-and-delete' | 'locked' | 'none' {
  if (project && projectTakesQuotes(project, now)) return 'edit-and-delete';
  return status === 'submitted' ? 'locked' : 'none';
}

/** When the board first opened the quote, or null while it has not. */
export const viewedAt = (quote: Pick<QuoteRow, 'is_viewed' | 'viewed_at'>): string | null =>
  quote.is_viewed && quote.viewed_at ? quote.viewed_at : null;
