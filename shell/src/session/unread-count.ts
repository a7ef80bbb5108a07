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

/** Longest the first count waits for its live channel to join (realtime down: it counts anyway). */
export const FIRST_COUNT_WAIT_MS = 3000;

/**
 * Keeps the badge live: new or changed notifications arrive over realtime, and a rejoin after a
 * dropped connection or a tab coming back to the foreground refetches. Each change is announced
 * as notifications.changed, so mf-messaging's lists refresh too. `onJoined` is called once the
 * channel listens.
 */
async function watchNotifications(userId: string, onJoined: () => void): Promise<() => void> {
  const { getSupabase, subscribeToChanges } = await import('@brf/supabase');
  return subscribeToChanges(getSupabase(), {
    topic: `shell:unread:${userId}`,
    table: 'notifications',
    filter: `user_id=eq.${userId}`,
    onChange: () => shellBus.emit('notifications.changed', { userId }),
    onJoined,
  });
}

/**
 * Loads the count when a user appears, refetches on notifications.changed, 0 when signed out.
 * The first count is read once the live channel has joined (or after FIRST_COUNT_WAIT_MS without
 * it): read before, a notification arriving between the read and the join would be missed until
 * the next change.
 */
export function trackUnreadCount(
  fetchCount = fetchUnreadCount,
  watch: (userId: string, onJoined: () => void) => Promise<() => void> = watchNotifications,
): () => void {
  let userId: string | null = null;
  let unwatch: (() => void) | null = null;
  let firstCountWait: ReturnType<typeof setTimeout> | undefined;
  // One read at a time; changes during it ask for one more after it. A burst of notifications
  // then makes two reads, not one each, and the last read always starts after the last change
  // (parallel reads could answer out of order and leave an older count on the badge).
  let reading = false;
  let readAgain = false;
  const refresh = async (): Promise<void> => {
    if (reading) {
      readAgain = true;
      return;
    }
    const id = userId;
    if (!id) return;
    reading = true;
    try {
      const count = await fetchCount(id);
      if (userId === id && !sessionTestOverrides.unreadCount) useSessionStore.getState().setUnreadCount(count);
    } finally {
      reading = false;
      if (readAgain) {
        readAgain = false;
        void refresh();
      }
    }
  };
  const onSession = (state: ReturnType<typeof useSessionStore.getState>) => {
    const id = state.user?.id ?? null;
    if (id === userId) return;
    userId = id;
    unwatch?.();
    unwatch = null;
    clearTimeout(firstCountWait);
    if (id) {
      let counted = false;
      const firstCount = () => {
        if (counted || userId !== id) return;
        counted = true;
        clearTimeout(firstCountWait);
        void refresh();
      };
      firstCountWait = setTimeout(firstCount, FIRST_COUNT_WAIT_MS);
      watch(id, firstCount)
        .then((stop) => {
          if (userId === id) unwatch = stop;
          else stop();
        })
        .catch((error) => {
          console.error('[shell] live notifications failed', error);
          firstCount();
        });
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
    clearTimeout(firstCountWait);
    userId = null;
  };
}
