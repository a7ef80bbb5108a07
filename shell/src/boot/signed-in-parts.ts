import { lazy } from 'react';
import { useSessionStore } from '@brf/supabase/session';
import { firstPage } from './first-page.ts';
import { afterThenIdle } from '@brf/ui';

let actions: Promise<typeof import('../nav/signed-in-actions.tsx')> | undefined;
const loadActions = () => (actions ??= import('../nav/signed-in-actions.tsx'));

export const SignedInActions = lazy(loadActions);

/**
 * What only a signed-in user needs (the bell, the profile menu) is fetched when
 * a user appears, or at boot when a stored session is being restored, so it arrives together with
 * the session instead of after it. The unread count follows once the first page has rendered.
 */
export function loadSignedInPartsWhenNeeded(): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void loadActions();
    // the count's query and websocket wait for the page the visitor opened, then an idle moment
    // (measured: starting them at boot delayed a project page's quotes by about 75 ms at 4x CPU)
    afterThenIdle(
      firstPage,
      () => void import('../session/unread-count.ts').then(({ trackUnreadCount }) => trackUnreadCount()),
    );
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
