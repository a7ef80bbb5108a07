import type { ProjectStatus } from './project-limits.ts';
import { isDeadlinePassed } from './submission-deadline.ts';
import type { DateLike } from '../format/dates.ts';

/** 'open' -> 'Open', 'in_progress' -> 'In Progress'. */
export function statusLabel(status: string): string {
  return status
    .split('_')
    .map((word) => (word ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join(' ');
}

/** Closed, awarded and cancelled sort after the others and lock quotes. */
export function isInactiveStatus(status: string): boolean {
  return status === 'closed' || status === 'awarded' || status === 'cancelled';
}

/** spec: a provider edits or deletes its quote only while the project is neither closed nor awarded. */
export function isClosedOrAwarded(status: string): boolean {
  return status === 'closed' || status === 'awarded';
}

export interface AwardableProject {
  status: ProjectStatus | string;
  submission_deadline: DateLike;
  winning_service_provider_id?: string | null;
}

export function isAwarded(project: Pick<AwardableProject, 'status' | 'winning_service_provider_id'>): boolean {
  return project.status === 'awarded' || Boolean(project.winning_service_provider_id);
}

/** Awarding: only the owner, only when not yet awarded, only after the submission deadline. */
export function canAward(project: AwardableProject, isOwner: boolean, now: DateLike = new Date()): boolean {
  return (
    isOwner &&
    !isAwarded(project) &&
    project.status !== 'cancelled' &&
    isDeadlinePassed(project.submission_deadline, now)
  );
}

/** The server's rule too: quotes change only while the project is open and before its deadline. */
export function acceptsQuotes(project: AwardableProject, now: DateLike = new Date()): boolean {
  return project.status === 'open' && !isDeadlinePassed(project.submission_deadline, now);
}

/** Red when closed or awarded to another provider, otherwise green. */
export function statusBadgeTone(
  project: Pick<AwardableProject, 'status' | 'winning_service_provider_id'>,
  viewerProviderId?: string | null,
): 'danger' | 'success' {
  if (project.status === 'closed') return 'danger';
  if (isAwarded(project) && project.winning_service_provider_id !== viewerProviderId) return 'danger';
  if (project.status === 'cancelled') return 'danger';
  return 'success';
}

/** The status tile: the winning provider sees 'Granted'. */
export function statusTextForViewer(
  project: Pick<AwardableProject, 'status' | 'winning_service_provider_id'>,
  viewerProviderId?: string | null,
): string {
  if (isAwarded(project) && viewerProviderId && project.winning_service_provider_id === viewerProviderId)
    return 'Granted';
  return statusLabel(project.status);
}
