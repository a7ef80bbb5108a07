export const NOTIFICATION_TYPES = [
  'new_quote',
  'quote_viewed',
  'project_awarded',
  'deadline_1week',
  'deadline_2weeks',
  'deadline_1month',
  'new_message',
  'project_deleted',
  'new_question',
  'deadline_changed',
  'project_cancelled',
  'ready_to_award',
  'award_proposed',
  'membership_requested',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** spec/projects.md 7: the reply notifications, by who receives them. */
export const REPLY_NOTIFICATION_MESSAGES = {
  parentSender: 'You have a new reply to your message.',
  projectOwner: 'You have a new reply in your project.',
  quotedProvider: 'You have a new reply in a project you have quoted on.',
} as const;

/** spec: no navigation when the project id is empty, 'null' or 'undefined'. */
export function isNavigableProjectId(projectId: string | null | undefined): projectId is string {
  return Boolean(projectId) && projectId !== 'null' && projectId !== 'undefined';
}

/**
 * The types each kind of account can receive (what the database sends whom): a board hears of
 * quotes and questions on its projects and of an award proposed for it to confirm, a provider of
 * its own quotes; either hears of projects it follows, and its chair or admins of someone asking
 * to join. An account without an organisation (an admin) sees every type.
 */
export const NOTIFICATION_TYPES_BY_ORGANIZATION: Record<'brf' | 'service_provider', readonly NotificationType[]> = {
  brf: [
    'new_quote',
    'new_question',
    'ready_to_award',
    'award_proposed',
    'deadline_1month',
    'deadline_2weeks',
    'deadline_1week',
    'deadline_changed',
    'project_cancelled',
    'new_message',
    'membership_requested',
  ],
  service_provider: [
    'quote_viewed',
    'project_awarded',
    'deadline_1month',
    'deadline_2weeks',
    'deadline_1week',
    'deadline_changed',
    'project_cancelled',
    'new_message',
    'project_deleted',
    'membership_requested',
  ],
};

/**
 * E-mail is on by default for these (private.email_default: supabase/migrations/*_mail_outbox.sql,
 * *_two_person_award.sql, *_membership_requests.sql).
 */
export const EMAIL_BY_DEFAULT: readonly NotificationType[] = [
  'new_quote',
  'new_question',
  'project_awarded',
  'ready_to_award',
  'deadline_1week',
  'deadline_2weeks',
  'deadline_1month',
  'award_proposed',
  'membership_requested',
];

export function receivableNotificationTypes(
  organizationType: 'brf' | 'service_provider' | null | undefined,
): readonly NotificationType[] {
  return organizationType ? NOTIFICATION_TYPES_BY_ORGANIZATION[organizationType] : NOTIFICATION_TYPES;
}
