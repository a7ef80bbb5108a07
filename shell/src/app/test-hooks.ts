import { createEventBus } from '@brf/event-bus';
import { useSessionStore, type Aal, type SessionUser } from '@brf/supabase/session';
import { testOverrides } from '../session/auth-session.ts';

/** Only with `testHooks: true` in /config.json: browser tests set the session and raise events. */
export function exposeTestHooks(): void {
  (window as unknown as { __brf: unknown }).__brf = {
    sessionStore: useSessionStore,
    setSession(user: SessionUser | null, aal: Aal | null) {
      testOverrides.session = true;
      useSessionStore.getState().setSession({ user, aal, loading: false });
    },
    setUnreadCount(count: number) {
      testOverrides.unreadCount = true;
      useSessionStore.getState().setUnreadCount(count);
    },
    bus: (sender: string) => createEventBus(sender),
    /** the page's one supabase-js client, for tests that sign in for real */
    supabase: () => import('@brf/supabase').then((m) => m.getSupabase()),
  };
}
