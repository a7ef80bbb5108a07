import { acceptsQuotes, canAward } from '@brf/domain/projects';
import type { QuoteProject } from './api/quote-project.ts';

/** The domain's rules over the quote views' project shape. */
export const projectTakesQuotes = (project: QuoteProject, now = new Date()) =>
  acceptsQuotes({ status: project.status, submission_deadline: project.submissionDeadline }, now);

export const projectCanBeAwarded = (project: QuoteProject, isOwner: boolean, now = new Date()) =>
  canAward(
    {
      status: project.status,
      submission_deadline: project.submissionDeadline,
      winning_service_provider_id: project.winningProviderId,
    },
    isOwner,
    now,
  );

/** The owner is the signed-in user whose BRF published the project. */
export const isProjectOwner = (project: QuoteProject | null | undefined, userId: string | null | undefined) =>
  Boolean(userId && project?.ownerUserId === userId);

/** spec: a review can be created or updated only by the owner, only for the provider that won the project. */
export const mayReviewProvider = (
  project: QuoteProject | null | undefined,
  userId: string | null | undefined,
  providerId: string,
) => isProjectOwner(project, userId) && project?.winningProviderId === providerId;
