import { useSessionStore } from '@brf/supabase/session';
import { shellBus } from './shell-bus.ts';

/** Every store change is announced on the bus (`session` replays for late remotes). */
export function announceSessionOnBus(): () => void {
  const publish = () => {
    const { user, aal, loading } = useSessionStore.getState();
    shellBus.emit('session', { user, aal, loading });
  };
  publish();
  return useSessionStore.subscribe((state, previous) => {
    if (state.user !== previous.user || state.aal !== previous.aal || state.loading !== previous.loading) publish();
  });
}
