import { getSupabase, queryOptions, skipToken, unwrap, useQuery, type Tables, queryKeys } from '@brf/supabase/data';

export type PreferencesRow = Tables<'notification_preferences'>;

/** The switches a user sees: one per notification type (supabase/README.md "Notifications and preferences"). */
export const PREFERENCE_GROUPS = [
  { group: 'quotes', switches: ['new_quote', 'quote_viewed', 'project_awarded'] },
  { group: 'deadlines', switches: ['deadline_1month', 'deadline_2weeks', 'deadline_1week'] },
  { group: 'messages', switches: ['new_message', 'project_deleted'] },
] as const;
export type PreferenceSwitch = (typeof PREFERENCE_GROUPS)[number]['switches'][number];
export type Preferences = Record<PreferenceSwitch, boolean>;

/** No row means everything on. */
export const ALL_ON: Preferences = {
  new_quote: true,
  quote_viewed: true,
  project_awarded: true,
  deadline_1month: true,
  deadline_2weeks: true,
  deadline_1week: true,
  new_message: true,
  project_deleted: true,
};

/** spec/accounts.md 7-8: at most one row, 'no row' is not an error; a failed fetch is console-only and gives none. */
export async function fetchPreferences(userId: string): Promise<Preferences> {
  try {
    const row = unwrap(
      await getSupabase().from('notification_preferences').select('*').eq('user_id', userId).maybeSingle(),
    );
    if (!row) return ALL_ON;
    return Object.fromEntries(Object.keys(ALL_ON).map((key) => [key, row[key as PreferenceSwitch]])) as Preferences;
  } catch (error) {
    console.error('[mf-messaging] notification preferences fetch failed', error);
    return ALL_ON;
  }
}

export function preferencesQuery(userId: string | null) {
  return queryOptions({
    queryKey: queryKeys.notificationPreferences(userId),
    queryFn: userId ? () => fetchPreferences(userId) : skipToken,
  });
}

export const usePreferences = (userId: string | null) => useQuery(preferencesQuery(userId));
