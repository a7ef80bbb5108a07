import { useSessionStore } from '@brf/supabase/session';

export interface Viewer {
  userId: string | null;
  isBrf: boolean;
  isProvider: boolean;
  isAdmin: boolean;
  /** brf_profiles.id or service_provider_profiles.id */
  profileId: string | null;
  /** the session is still being worked out */
  loading: boolean;
}

/** What the project pages ask about the signed-in user (the session truth, worked out once). */
export function useViewer(): Viewer {
  const user = useSessionStore((state) => state.user);
  const loading = useSessionStore((state) => state.loading || state.pending);
  return {
    userId: user?.id ?? null,
    isBrf: user?.organizationType === 'brf',
    isProvider: user?.organizationType === 'service_provider',
    isAdmin: user?.role === 'admin',
    profileId: user?.profileId ?? null,
    loading,
  };
}
