import { sessionTestOverrides, useSessionStore } from '@brf/supabase/session';
import { shellBus } from './shell-bus.ts';

/** The head-only count of the user's unread notifications; a failure is console-only and gives 0. */
export async function fetchUnreadCount(userId: string): Promise<number> {
  try {
    const { getSupabase } = await import('@brf/supabase');
    const { count, error } = await getSupabase()
      .from('notifications')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', userId)
      .eq('read', false);
    if (error) throw error;
    return count ?? 0;
  } catch (error) {
    console.error('[shell] unread notification count failed', error);
    return 0;
  }
}

/**
 * Keeps the badge live: new or changed notifications arrive over realtime, and a rejoin after a
 * dropped connection or a tab coming back to the foreground refetches. Each change is announced
 * as notifications.changed, so mf-messaging's lists refresh too.
 */
async function watchNotifications(userId: string): Promise<() => void> {
  const { getSupabase, subscribeToChanges } = await import('@brf/supabase');
  return subscribeToChanges(getSupabase(), {
    topic: `shell:unread:${userId}`,
    table: 'notifications',
    filter: `user_id=eq.${userId}`,
    onChange: () => shellBus.emit('notifications.changed', { userId }),
  });
}

/** Loads the count when a user appears, refetches on notifications.changed, 0 when signed out. */
export function trackUnreadCount(fetchCount = fetchUnreadCount, watch: (userId: string) => Promise<() => void> = watchNotifications): () => void {
  let userId: string | null = null;
  let unwatch: (() => void) | null = null;
  const refresh = async () => {
    const id = userId;
    if (!id) return;
    const count = await fetchCount(id);
    if (userId === id && !sessionTestOverrides.unreadCount) useSessionStore.getState().setUnreadCount(count);
  };
  const onSession = (state: ReturnType<typeof useSessionStore.getState>) => {
    const id = state.user?.id ?? null;
    if (id === userId) return;
    userId = id;
    unwatch?.();
    unwatch = null;
    if (id) {
      void refresh();
      watch(id)
        .then((stop) => {
          if (userId === id) unwatch = stop;
          else stop();
        })
        .catch((error) => console.error('[shell] live notifications failed', error));
    } else useSessionStore.getState().setUnreadCount(0);
  };
  onSession(useSessionStore.getState());
  const offStore = useSessionStore.subscribe(onSession);
  const offBus = shellBus.on('notifications.changed', ({ userId: changed }) => {
    if (changed === userId) void refresh();
  });
  return () => {
    offStore();
    offBus();
    unwatch?.();
    userId = null;
  };
}
