import { EMAIL_BY_DEFAULT, NOTIFICATION_TYPES, type NotificationType } from '@brf/domain/notifications';
import type { Tables } from '@brf/supabase/data';

/**
 * What a user chooses on Notification Settings (issue 28), as the columns of their
 * notification_preferences row: per type an in-app column named as the type and an e-mail column
 * `email_<type>`, plus the e-mail master switch and the daily digest. Pure: the page and the tests use it.
 */
export type PreferencesRow = Tables<'notification_preferences'>;
export type EmailColumn = `email_${NotificationType}`;
export type Preferences = Pick<
  PreferencesRow,
  NotificationType | EmailColumn | 'email_notifications' | 'email_digest' | 'digest_hour'
>;
/** What one save writes: the columns that changed (an upsert; the database's defaults fill a new row). */
export type PreferenceChange = Partial<Preferences>;

export const emailColumn = (type: NotificationType): EmailColumn => `email_${type}`;

/** The page's groups, one choice per type each; a user sees only the types their role receives. */
export const PREFERENCE_GROUPS = [
  {
    group: 'quotes',
    types: [
      'new_quote',
      'quote_receipt',
      'quote_viewed',
      'project_awarded',
      'ready_to_award',
      'award_proposed',
      'award_withdrawn',
      'award_made',
    ],
  },
  { group: 'deadlines', types: ['deadline_1month', 'deadline_2weeks', 'deadline_1week', 'deadline_changed'] },
  {
    group: 'messages',
    types: ['new_message', 'new_question', 'request_addendum', 'project_deleted', 'project_cancelled'],
  },
  { group: 'members', types: ['membership_requested', 'board_changed'] },
] as const satisfies readonly { group: string; types: readonly NotificationType[] }[];

/** The groups holding only the receivable types; a group left empty is not shown. */
export function groupsFor(receivable: readonly NotificationType[]) {
  return PREFERENCE_GROUPS.map(({ group, types }) => ({
    group,
    types: types.filter((type) => receivable.includes(type)) as NotificationType[],
  })).filter(({ types }) => types.length > 0);
}

/** Stockholm time, as the database's default (supabase/migrations/*_mail_outbox.sql). */
export const DEFAULT_DIGEST_HOUR = 7;
export const DIGEST_HOURS = Array.from({ length: 24 }, (_, hour) => hour);
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** No row: every type in the app, e-mail only for EMAIL_BY_DEFAULT, e-mail on, no digest. */
export const DEFAULT_PREFERENCES: Preferences = {
  ...(Object.fromEntries(
    NOTIFICATION_TYPES.flatMap((type) => [
      [type, true],
      [emailColumn(type), EMAIL_BY_DEFAULT.includes(type)],
    ]),
  ) as Record<NotificationType | EmailColumn, boolean>),
  email_notifications: true,
  email_digest: false,
  digest_hour: DEFAULT_DIGEST_HOUR,
};

/** The preferences of a row (null: no row, the defaults); a column the row lacks keeps its default. */
export function preferencesOf(row: Partial<PreferencesRow> | null | undefined): Preferences {
  if (!row) return DEFAULT_PREFERENCES;
  const preferences: Record<string, boolean | number> = { ...DEFAULT_PREFERENCES };
  for (const key of Object.keys(DEFAULT_PREFERENCES) as (keyof Preferences)[]) {
    const value = row[key];
    if (value !== undefined && value !== null) preferences[key] = value;
  }
  return preferences as Preferences;
}

/** The four choices per type, in the order offered. */
export const CHANNELS = ['app', 'email', 'both', 'off'] as const;
export type Channel = (typeof CHANNELS)[number];

export interface Delivery {
  inApp: boolean;
  email: boolean;
}

export function channelOf({ inApp, email }: Delivery): Channel {
  if (inApp && email) return 'both';
  if (inApp) return 'app';
  if (email) return 'email';
  return 'off';
}

export function deliveryOf(channel: Channel): Delivery {
  return { inApp: channel === 'app' || channel === 'both', email: channel === 'email' || channel === 'both' };
}

export const isChannel = (value: string): value is Channel => (CHANNELS as readonly string[]).includes(value);

/** A type's current choice. */
export const channelOfType = (preferences: Preferences, type: NotificationType): Channel =>
  channelOf({ inApp: preferences[type], email: preferences[emailColumn(type)] });

/** The two columns a choice writes, saved together. */
export function channelChange(type: NotificationType, channel: Channel): PreferenceChange {
  const { inApp, email } = deliveryOf(channel);
  return { [type]: inApp, [emailColumn(type)]: email };
}
