import { lazy } from 'react';
import { useSessionStore } from '@brf/supabase/session';

let actions: Promise<typeof import('./signed-in-actions.tsx')> | undefined;
const loadActions = () => (actions ??= import('./signed-in-actions.tsx'));

export const SignedInActions = lazy(loadActions);

/**
 * What only a signed-in user needs (the bell, the profile menu, the Intl warm-up) is fetched when
 * a user appears, or at boot when a stored session is being restored, so it arrives together with
 * the session instead of after it.
 */
export function loadSignedInPartsWhenNeeded(): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void loadActions();
    // a signed-in visitor's pages format dates and amounts: ICU's data loads off the main thread now
    void import('../app/intl-warm-up.ts').then(({ warmUpIntlOffMainThread }) => warmUpIntlOffMainThread());
    // Not deferred until after the page, though that measured ~75 ms faster on a project page: the
    // count is read before its channel has joined, so a notification in between would be missed,
    // and deferring widened that gap until CI missed one (see the root README, Benchmarks).
    void import('../session/unread-count.ts').then(({ trackUnreadCount }) => trackUnreadCount());
  };
  const check = (state: ReturnType<typeof useSessionStore.getState>) => {
    if (state.user || state.loading) start();
  };
  check(useSessionStore.getState());
  if (!started) {
    const stop = useSessionStore.subscribe((state) => {
      check(state);
      if (started) stop();
    });
  }
}
