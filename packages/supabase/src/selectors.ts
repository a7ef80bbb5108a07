import { avatarLetter as letterOf, fullName as namesOf } from '@brf/domain/navigation';
import type { SessionState } from './session-store.ts';

export const selectUser = (s: SessionState) => s.user;
export const selectLoading = (s: SessionState) => s.loading;
export const selectAal = (s: SessionState) => s.aal;
export const selectUnreadCount = (s: SessionState) => s.unreadCount;
/** spec: being logged in means a user id exists */
export const selectIsLoggedIn = (s: SessionState) => Boolean(s.user?.id);
export const selectIsAdmin = (s: SessionState) => s.user?.role === 'admin';
export const selectOrganizationType = (s: SessionState) => s.user?.organizationType ?? null;
export const selectProfileId = (s: SessionState) => s.user?.profileId ?? null;

/** The user's full name, else the e-mail. */
export function fullName(s: SessionState): string {
  const user = s.user;
  if (!user) return '';
  return namesOf(user.firstName, user.lastName) || user.email;
}

/** spec: first letter of the first name, else of the e-mail, else '?' (one rule, in @brf/domain) */
export function avatarLetter(s: SessionState): string {
  return letterOf(s.user?.firstName, s.user?.email);
}
