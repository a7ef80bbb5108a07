import { getSupabase, type Tables } from '@brf/supabase/data';

export type NotificationRow = Tables<'notifications'> & { projects: { title: string } | null };

/** Every field plus the project's title (spec/accounts.md 7). */
export const selectNotifications = () => getSupabase().from('notifications').select('*, projects(title)');

/** Prefix of every notification read of a user: one invalidation refreshes the page and the panel. */
