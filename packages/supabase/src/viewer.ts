import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useSessionStore, type SessionState } from './session-store.ts';
import type { OrganizationType } from './session-user.ts';

/** Every fact the remotes ask about the signed-in user, from the session truth. */
export interface Viewer {
  userId: string | null;
  organizationType: OrganizationType | null;
  isBrf: boolean;
  isProvider: boolean;
  /** an admin at aal2: the only admin the database lets read what admins read */
  isAdmin: boolean;
  /** has the admin role, at any level (an admin at aal1 is sent to /mfa, not told it has no organisation) */
  hasAdminRole: boolean;
  /** brf_profiles.id or service_provider_profiles.id */
  profileId: string | null;
  /** the session is still being worked out */
  loading: boolean;
}

/** The viewer of a session state (pure: guards and tests use it too). */
export function viewerOf(state: Pick<SessionState, 'user' | 'aal' | 'loading'> & { pending?: boolean }): Viewer {
  const user = state.user;
  const hasAdminRole = user?.role === 'admin';
  return {
    userId: user?.id ?? null,
    organizationType: user?.organizationType ?? null,
    isBrf: user?.organizationType === 'brf',
    isProvider: user?.organizationType === 'service_provider',
    isAdmin: hasAdminRole && state.aal === 'aal2',
    hasAdminRole,
    profileId: user?.profileId ?? null,
    loading: state.loading || Boolean(state.pending),
  };
}

/** `const viewer = useViewer()`: re-renders only when one of its facts changes. */
export function useViewer(): Viewer {
  const { user, aal, loading, pending } = useSessionStore(
    useShallow((s) => ({ user: s.user, aal: s.aal, loading: s.loading, pending: s.pending })),
  );
  return useMemo(() => viewerOf({ user, aal, loading, pending }), [user, aal, loading, pending]);
}
