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

/**
 * "The owner" is a member of the publishing BRF's board who acts for it (chair or member), as
 * the database's private.may(project, 'manage') decides (the view's my_role is its answer).
 */
export const isProjectOwner = (project: QuoteProject | null | undefined) =>
  project?.myRole === 'chair' || project?.myRole === 'member';

/** Every role of the board reads the quotes (deputies and observers too). */
export const readsProjectQuotes = (project: QuoteProject | null | undefined) => Boolean(project?.myRole);

/** spec: a review can be created or updated only by the owner, only for the provider that won the project. */
export const mayReviewProvider = (project: QuoteProject | null | undefined, providerId: string) =>
  isProjectOwner(project) && project?.winningProviderId === providerId;
