import { useSessionStore } from '@brf/supabase/session';

/** The signed-in user's id from the session truth, or null. */
export const useViewerId = () => useSessionStore((state) => state.user?.id ?? null);

/** 'brf', 'service_provider', or null (an admin, or registration not finished). */
export const useViewerOrganizationType = () => useSessionStore((state) => state.user?.organizationType ?? null);
