import { acceptsQuotes, canAward } from '@brf/domain/projects';
import type { QuoteProject } from './api/quote-project.ts';

/** The domain's rules over the quote views' project shape. */
export const projectTakesQuotes = (project: QuoteProject, now = new Date()) =>
  acceptsQuotes({ status: project.status, submission_deadline: project.submissionDeadline }, now);

export const projectCanBeAwarded = (project: QuoteProject, isOwner: boolean, now = new Date()) =>
  canAward({ status: project.status, submission_deadline: project.submissionDeadline, winning_service_provider_id: project.winningProviderId }, isOwner, now);
