import { useSessionStore } from '@brf/supabase/session';

export interface QuoteViewer {
  userId: string | null;
  isBrf: boolean;
  isProvider: boolean;
  /** admin at aal2: the database lets only them read every quote */
  isAdmin: boolean;
  /** brf_profiles.id or service_provider_profiles.id */
  profileId: string | null;
  loading: boolean;
}

/** What the quote views ask about the signed-in user (the session truth, worked out once). */
export function useQuoteViewer(): QuoteViewer {
  const user = useSessionStore((state) => state.user);
  const aal = useSessionStore((state) => state.aal);
  const loading = useSessionStore((state) => state.loading || state.pending);
  return {
    userId: user?.id ?? null,
    isBrf: user?.organizationType === 'brf',
    isProvider: user?.organizationType === 'service_provider',
    isAdmin: user?.role === 'admin' && aal === 'aal2',
    profileId: user?.profileId ?? null,
    loading,
  };
}
