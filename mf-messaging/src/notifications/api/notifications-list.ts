import { NOTIFICATIONS_FETCH_LIMIT } from '@brf/domain/navigation';
import { queryKeys, queryOptions, skipToken, unwrap, useQuery } from '@brf/supabase/data';
import { selectNotifications, type NotificationRow } from './notification-row.ts';

export async function fetchNotifications(userId: string): Promise<NotificationRow[]> {
  return unwrap(
    await selectNotifications()
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(NOTIFICATIONS_FETCH_LIMIT),
  );
}

/** The user's 50 newest notifications, newest first. */
export function notificationsQuery(userId: string | null) {
  return queryOptions({
    queryKey: queryKeys.newestNotifications(userId),
    queryFn: userId ? () => fetchNotifications(userId) : skipToken,
  });
}

export const useNotifications = (userId: string | null) => useQuery(notificationsQuery(userId));
