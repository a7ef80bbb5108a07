import { createEventBus } from '@brf/event-bus';
import { useSessionStore } from '@brf/supabase/session';

/** Only with `testHooks: true` in /config.json: browser tests set the session and raise events. */
export function exposeTestHooks(): void {
  (window as unknown as { __brf: unknown }).__brf = {
    sessionStore: useSessionStore,
    bus: (sender: string) => createEventBus(sender),
  };
}
