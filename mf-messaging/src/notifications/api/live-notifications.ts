import { useEffect } from 'react';
import { getSupabase, queryClient, subscribeToChanges, queryKeys } from '@brf/supabase/data';

/** New and changed notifications arrive without a reload, also after a dropped connection. */
export function useLiveNotifications(userId: string | null, where: string): void {
  useEffect(() => {
    if (!userId) return;
    return subscribeToChanges(getSupabase(), {
      topic: `messaging:${where}:notifications:${userId}`,
      table: 'notifications',
      filter: `user_id=eq.${userId}`,
      onChange: () => void queryClient().invalidateQueries({ queryKey: queryKeys.notifications(userId) }),
    });
  }, [userId, where]);
}
