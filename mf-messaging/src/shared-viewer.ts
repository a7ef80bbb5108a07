import { useSessionStore } from '@brf/supabase/session';

/** The signed-in user's id from the session truth, or null. */
export const useViewerId = () => useSessionStore((state) => state.user?.id ?? null);
