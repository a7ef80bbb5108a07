import { getSupabase, queryClient, unwrap, useMutation, type TablesInsert, queryKeys } from '@brf/supabase/data';
import type { Preferences, PreferenceSwitch } from './notification-preferences.ts';

export interface PreferenceChange {
  name: PreferenceSwitch;
  on: boolean;
}

/** One switch: upserts the user's row (the database's trigger honours it for every notification). */
export function useSavePreference(userId: string | null) {
  return useMutation({
    mutationFn: async ({ name, on }: PreferenceChange) => {
      if (!userId) return;
      const row: TablesInsert<'notification_preferences'> = { user_id: userId };
      row[name] = on;
      unwrap(
        await getSupabase()
          .from('notification_preferences')
          .upsert(row, { onConflict: 'user_id' })
          .select('user_id')
          .single(),
      );
    },
    onMutate: ({ name, on }) => {
      queryClient().setQueryData<Preferences>(queryKeys.notificationPreferences(userId), (current) =>
        current ? { ...current, [name]: on } : current,
      );
    },
    onError: (error) => console.error('[mf-messaging] saving a notification preference failed', error),
    onSettled: () => queryClient().invalidateQueries({ queryKey: queryKeys.notificationPreferences(userId) }),
  });
}
