import { UNREAD_BADGE_CAP } from '../accounts/account-limits.ts';

/** Badge text for an unread count: null when there is nothing to show, '99+' above 99. */
export function unreadBadgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(Math.floor(count));
}

/** Marking read never takes the count below 0. */
export function decrementUnread(count: number, by = 1): number {
  return Math.max(0, count - by);
}
