import { ADMIN_ROLE } from '@brf/domain/accounts';
import { selectAal, selectLoading, selectUser, useSessionStore } from '@brf/supabase/session';

export type AdminAccess = { kind: 'loading' } | { kind: 'denied' } | { kind: 'admin'; userId: string };

/**
 * The shell's admin guard already keeps everyone else away; this is the page's own check for a
 * path the guard does not stop (the remote opened standalone, a session that drops to aal1).
 */
export function useAdminAccess(): AdminAccess {
  const user = useSessionStore(selectUser);
  const aal = useSessionStore(selectAal);
  const loading = useSessionStore(selectLoading);
  if (loading) return { kind: 'loading' };
  return user?.id && user.role === ADMIN_ROLE && aal === 'aal2' ? { kind: 'admin', userId: user.id } : { kind: 'denied' };
}
