// Forms: generic messages and field builders
export * from './forms/field-messages.ts';
export * from './forms/field-types.ts';

// Accounts
export * from './accounts/account-limits.ts';
export * from './accounts/account-messages.ts';
export * from './accounts/password-complexity.ts';
export * from './accounts/person-form.ts';
export * from './accounts/password-forms.ts';
export * from './accounts/mfa-code.ts';
export * from './accounts/organization-form.ts';
export * from './accounts/profile-form.ts';
export * from './accounts/avatar-letter.ts';
export * from './accounts/registration-routing.ts';
export * from './accounts/resend-cooldown.ts';
export * from './accounts/sign-up-error.ts';
export * from './accounts/service-categories.ts';

// Notifications
export * from './notifications/notification-types.ts';
export * from './notifications/unread-badge.ts';

// Projects
export * from './projects/project-limits.ts';
export * from './projects/project-messages.ts';
export * from './projects/submission-deadline.ts';
export * from './projects/project-status.ts';
export * from './projects/project-form.ts';
export * from './projects/viewing-date-form.ts';
export * from './projects/address-form.ts';
export * from './projects/project-filters.ts';
export * from './projects/project-list.ts';

// Quotes and reviews
export * from './quotes/quote-amount.ts';
export * from './quotes/quote-form.ts';
export * from './quotes/quote-statistics.ts';
export * from './quotes/quote-list.ts';
export * from './quotes/rating.ts';
export * from './quotes/review-form.ts';

// Messages
export * from './messages/message-form.ts';
export * from './messages/message-thread.ts';

// Files
export * from './files/file-like.ts';
export * from './files/logo-file.ts';
export * from './files/attachment-files.ts';
export * from './files/project-file.ts';

// Formatting and timings
export * from './format/sek.ts';
export * from './format/dates.ts';
export * from './toast-durations.ts';
