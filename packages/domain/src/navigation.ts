// What the shell needs on every page, kept small so the first visit does not load every form.
export { avatarLetter, fullName } from './accounts/avatar-letter.ts';
export {
  registrationPath,
  routeAfterMfa,
  routeForRegistrationStep,
  REGISTRATION_PATHS,
} from './accounts/registration-routing.ts';
export {
  ADMIN_ROLE,
  MOBILE_BREAKPOINT_PX,
  NOTIFICATIONS_FETCH_LIMIT,
  PROFILE_UPDATED_EVENT,
  PROFILE_UPDATED_EVENT_DELAY_MS,
  UNREAD_BADGE_CAP,
  USER_STATE_DEBOUNCE_MS,
  type OrganizationType,
  type RegistrationStep,
} from './accounts/account-limits.ts';
export { unreadBadgeText, decrementUnread } from './notifications/unread-badge.ts';
export { isNavigableProjectId } from './notifications/notification-types.ts';
export { TOAST_DURATION_MS, type ToastType } from './toast-durations.ts';
