import type { SessionState } from './session-store.ts';

export const selectUser = (s: SessionState) => s.user;
export const selectLoading = (s: SessionState) => s.loading;
export const selectAal = (s: SessionState) => s.aal;
export const selectUnreadCount = (s: SessionState) => s.unreadCount;
/** spec: being logged in means a user id exists */
export const selectIsLoggedIn = (s: SessionState) => Boolean(s.user?.id);
export const selectIsAdmin = (s: SessionState) => s.user?.role === 'admin';
export const selectOrganizationType = (s: SessionState) => s.user?.organizationType ?? null;

export function fullName(s: SessionState): string {
  const user = s.user;
  if (!user) return '';
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || user.email;
}

/** spec: first letter of the first name, else of the e-mail, else '?' */
export function avatarLetter(s: SessionState): string {
  const source = s.user?.firstName?.trim() || s.user?.email?.trim() || '';
  return source ? source[0].toUpperCase() : '?';
}
