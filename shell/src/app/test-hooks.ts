import { createEventBus } from '@brf/event-bus';
import { sessionTestOverrides, useSessionStore, type Aal, type SessionUser } from '@brf/supabase/session';

/** Only with `testHooks: true` in /config.json: browser tests set the session and raise events. */
export function exposeTestHooks(): void {
  (window as unknown as { __brf: unknown }).__brf = {
    sessionStore: useSessionStore,
    setSession(user: SessionUser | null, aal: Aal | null) {
      sessionTestOverrides.session = true;
      useSessionStore.getState().setSession({ user, aal, loading: false });
    },
    setUnreadCount(count: number) {
      sessionTestOverrides.unreadCount = true;
      useSessionStore.getState().setUnreadCount(count);
    },
    bus: (sender: string) => createEventBus(sender),
    /** the page's one supabase-js client, for tests that sign in for real */
    supabase: () => import('@brf/supabase').then((m) => m.getSupabase()),
  };
}
