import type { QuoteProject } from '../shared/api/quote-project.ts';
import type { ReceivedQuote } from '../shared/api/received-quotes.ts';

/** spec: the winning quote shows 'Project Awarded' and a highlighted border. */
export const isWinningQuote = (
  project: QuoteProject,
  quote: Pick<ReceivedQuote, 'id' | 'status' | 'service_provider_id'>,
) =>
  project.winningQuoteId === quote.id ||
  (quote.status === 'accepted' && project.winningProviderId === quote.service_provider_id);

/**
 * The owner's Award button is on every card until the project is awarded or cancelled (disabled before the
 * deadline).
 */
export const offersAward = (project: QuoteProject, isOwner: boolean) =>
  isOwner && !project.winningProviderId && project.status !== 'awarded' && project.status !== 'cancelled';
