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
  'quote_receipt',
  'request_addendum',
  'award_made',
  'award_withdrawn',
  'board_changed',
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
 * quotes and questions on its projects, of an award proposed for it to confirm, made or fallen, a provider of
 * its own quotes; either hears of projects it follows, and its chair or admins of someone asking
 * to join. An account without an organisation (an admin) sees every type.
 */
export const NOTIFICATION_TYPES_BY_ORGANIZATION: Record<'brf' | 'service_provider', readonly NotificationType[]> = {
  brf: [
    'new_quote',
    'new_question',
    'ready_to_award',
    'award_proposed',
    'award_withdrawn',
    'award_made',
    'deadline_1month',
    'deadline_2weeks',
    'deadline_1week',
    'deadline_changed',
    'request_addendum',
    'project_cancelled',
    'new_message',
    'membership_requested',
    'board_changed',
  ],
  service_provider: [
    'quote_viewed',
    'project_awarded',
    'deadline_1month',
    'deadline_2weeks',
    'deadline_1week',
    'deadline_changed',
    'request_addendum',
    'project_cancelled',
    'new_message',
    'project_deleted',
    'quote_receipt',
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
  'quote_receipt',
  // every bidder must know the request changed before the deadline (decision 0025)
  'request_addendum',
  // the board's decision reaches every member's inbox (decision 0024)
  'award_made',
  'award_withdrawn',
  // every change of the board reaches every member (decision 0031)
  'board_changed',
];

export function receivableNotificationTypes(
  organizationType: 'brf' | 'service_provider' | null | undefined,
): readonly NotificationType[] {
  return organizationType ? NOTIFICATION_TYPES_BY_ORGANIZATION[organizationType] : NOTIFICATION_TYPES;
}
