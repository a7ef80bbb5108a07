import { selectLoading, useSessionStore, useViewer } from '@brf/supabase/session';

export type AdminAccess = { kind: 'loading' } | { kind: 'denied' } | { kind: 'admin'; userId: string };

/**
 * The shell's admin guard already keeps everyone else away; this is the page's own check for a
 * path the guard does not stop (the remote opened standalone, a session that drops to aal1).
 */
export function useAdminAccess(): AdminAccess {
  const viewer = useViewer();
  // not while a token refresh is pending: the dashboard stays on screen through it
  if (useSessionStore(selectLoading)) return { kind: 'loading' };
  return viewer.userId && viewer.isAdmin ? { kind: 'admin', userId: viewer.userId } : { kind: 'denied' };
}
