import { getSupabase, queryClient, unwrap, useMutation, type TablesInsert, queryKeys } from '@brf/supabase/data';
import type { PreferenceChange, Preferences } from '../preferences.ts';

const SAVE_KEY = ['save-notification-preferences'] as const;

/**
 * One change (a type's two columns, or one e-mail setting): upserts the user's row, shown at once
 * (the database's trigger honours it for every notification).
 */
export function useSavePreference(userId: string | null) {
  const queryKey = queryKeys.notificationPreferences(userId);
  return useMutation({
    mutationKey: SAVE_KEY,
    mutationFn: async (change: PreferenceChange) => {
      if (!userId) return;
      const row: TablesInsert<'notification_preferences'> = { ...change, user_id: userId };
      unwrap(
        await getSupabase()
          .from('notification_preferences')
          .upsert(row, { onConflict: 'user_id' })
          .select('user_id')
          .single(),
      );
    },
    onMutate: async (change) => {
      // a fetch under way would bring back the values from before this change
      await queryClient().cancelQueries({ queryKey });
      queryClient().setQueryData<Preferences>(queryKey, (current) => (current ? { ...current, ...change } : current));
    },
    onError: (error) => console.error('[mf-messaging] saving a notification preference failed', error),
    // the last of changes made in quick succession fetches the row; an earlier one would undo the later ones' display
    onSettled: () =>
      queryClient().isMutating({ mutationKey: SAVE_KEY }) === 1
        ? queryClient().invalidateQueries({ queryKey })
        : undefined,
  });
}
