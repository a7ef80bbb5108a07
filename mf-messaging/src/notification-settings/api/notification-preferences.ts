import { getSupabase, queryOptions, skipToken, unwrap, useQuery, queryKeys } from '@brf/supabase/data';
import { DEFAULT_PREFERENCES, preferencesOf, type Preferences } from '../preferences.ts';

/**
 * spec/accounts.md 7-8: at most one row, 'no row' is not an error; a failed fetch is console-only and gives
 * the defaults.
 */
export async function fetchPreferences(userId: string): Promise<Preferences> {
  try {
    const row = unwrap(
      await getSupabase().from('notification_preferences').select('*').eq('user_id', userId).maybeSingle(),
    );
    return preferencesOf(row);
  } catch (error) {
    console.error('[mf-messaging] notification preferences fetch failed', error);
    return DEFAULT_PREFERENCES;
  }
}

export function preferencesQuery(userId: string | null) {
  return queryOptions({
    queryKey: queryKeys.notificationPreferences(userId),
    queryFn: userId ? () => fetchPreferences(userId) : skipToken,
  });
}

export const usePreferences = (userId: string | null) => useQuery(preferencesQuery(userId));
