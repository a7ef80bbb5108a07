// spec/accounts.md 5 and 8, word for word.
export const ACCOUNT_VALIDATION = {
  firstName: 'First name is required (min 2 characters)',
  lastName: 'Last name is required (min 2 characters)',
  email: 'Please enter a valid email address',
  passwordComplexity: 'Password does not meet complexity requirements',
  phone: 'Please enter a valid phone number',
  terms: 'You must agree to the terms to continue',
  passwordRequired: 'Password is required',
  newPasswordLength: 'Password must be at least 6 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  mfaCode: 'Enter a valid 6-digit code.',
  serviceCategories: 'Select at least one service category',
  zip: 'ZIP code must be in format 123 45 or 12345',
  // the spec gives no texts for these; worded like its others
  organizationNumber: 'Enter a Swedish organization number: ten digits, NNNNNN-NNNN, with a valid check digit',
  registeredAtInFuture: 'Registration date cannot be in the future',
} as const;

export const SIGN_UP_MESSAGES = {
  tooManyAttempts: 'Too many registration attempts. Please wait a moment before trying again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  profileSaveFailed: 'Error saving organization details. Please try again.',
  /** the database's refusal of a second profile with an existing number (supabase/schemas/03_profiles.sql) */
  organizationNumberTaken: 'An organization with this organization number is already registered.',
  welcomeBackBrf: 'Welcome back! Please complete your BRF organization details.',
  welcomeBackProvider: 'Welcome back! Please complete your Service Provider organization details.',
} as const;

export const VERIFICATION_MESSAGES = {
  loading: 'Verifying your email...',
  success: 'Email Verified Successfully!',
  waiting: 'Check Your Email',
  callbackProcessing: 'Processing verification...',
  linkExpired: 'Failed to verify email. The link may have expired.',
  sessionFailed: 'Failed to verify email session.',
  noUserData: 'No user data received from verification.',
  unexpected: 'An unexpected error occurred during verification.',
  linkFailed: 'Failed to process verification link. Please try again.',
  checkEmail: 'Please check your email and click the verification link to complete your registration.',
  notYetVerified: 'Your email is not yet verified. Please check your email for the verification link.',
} as const;

export const RESEND_MESSAGES = {
  emailMissing: 'Please enter your email address above to resend the verification email.',
  failed: 'Failed to resend verification email. Please try again.',
  sent: 'Verification email sent! Please check your inbox.',
} as const;

export const LOGIN_MESSAGES = {
  success: 'Login successful! Redirecting...',
} as const;

export const PROFILE_MESSAGES = {
  unknownOrganizationType: 'Unable to determine organization type. Please try again.',
  unknownUserOrganizationType: 'Unable to determine user organization type. Please refresh the page.',
  updateFailed: 'Failed to update profile. Please try again.',
  personalInfoFailed: 'Profile updated but failed to update personal information.',
  updated: 'Profile updated successfully!',
} as const;

export const PASSWORD_MESSAGES = {
  resetFailed: 'Failed to send reset email. Please try again.',
  resetSent: 'Password reset email sent! Check your inbox for instructions.',
  updateFailed: 'Failed to update password. Please try again.',
  updated: 'Password updated successfully! Redirecting to login...',
} as const;

export const MFA_MESSAGES = {
  listFactorsFailed: 'Unable to list factors. Please try again or contact support.',
  invalidCode: 'Enter a valid 6-digit code.',
  notElevated: 'Verification did not elevate session. Try again.',
  verificationFailed: 'Verification failed.',
  enrollFirst: 'Enroll first to get a factorId.',
  noFactorName: '(no name)',
  enrollFailedPrefix: 'Enroll failed:',
  verifyFailedPrefix: 'Verify failed:',
  listFailedPrefix: 'List failed:',
  unenrollFailedPrefix: 'Unenroll failed:',
} as const;

export const aalCheckFailedMessage = (reason: string) => `AAL check failed: ${reason}`;
/** 'Enroll failed: reason', 'Verify failed: reason', ... */
export const prefixedMessage = (prefix: string, reason: string) => `${prefix} ${reason}`;

export const ADMIN_MESSAGES = {
  accessDenied: 'Access Denied: Admin privileges and MFA authentication required.',
  notAuthenticated: 'Not authenticated',
  adminRequired: 'Admin privileges required',
  aal2Required: 'Admin MFA (AAL2) required',
} as const;

export const NOTIFICATION_TEXTS = {
  heading: 'Notifications',
  loading: 'Loading notifications...',
  empty: 'You have no new notifications',
  markAllRead: 'Mark all as read',
  readSection: 'Read notifications',
  viewProject: 'View Project',
} as const;

export const LOGO_MESSAGES = {
  tooLarge: (fileName: string) => `Logo file "${fileName}" exceeds the maximum size of 5 MB.`,
  unsupportedType: (fileName: string, type: string) =>
    `Logo file "${fileName}" has an unsupported type: ${type}. Allowed types are JPEG, PNG, GIF, and WebP.`,
} as const;
