import { useSessionStore, type Aal } from '@brf/supabase/session';

/**
 * The shell writes auth changes into the store after a 100 ms debounce; a guarded route opened
 * before that would see no user. Resolves once the store shows this user (and level), or after
 * a few seconds in any case.
 */
export function waitForSessionUser(userId: string, aal?: Aal, timeoutMs = 5000): Promise<void> {
  const matches = () => {
    const state = useSessionStore.getState();
    return state.user?.id === userId && !state.loading && (aal === undefined || state.aal === aal);
  };
  if (matches()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = useSessionStore.subscribe(() => {
      if (matches()) done();
    });
    function done() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}
