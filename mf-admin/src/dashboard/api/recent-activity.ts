import { DASHBOARD_ACTIVITY_ITEMS } from '@brf/domain/accounts';
import { getSupabase, queryOptions, skipToken, unwrap, useQuery, type Tables, queryKeys } from '@brf/supabase/data';

export type ActivityEntry = Pick<Tables<'audit_logs'>, 'id' | 'action' | 'resource_type' | 'created_at'>;

/** spec 7: the 10 newest audit entries (admin + aal2 only, by policy). */
export async function fetchRecentActivity(): Promise<ActivityEntry[]> {
  return unwrap(
    await getSupabase()
      .from('audit_logs')
      .select('id, action, resource_type, created_at')
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(DASHBOARD_ACTIVITY_ITEMS),
  );
}

export function recentActivityQuery(userId: string | null) {
  return queryOptions({
    queryKey: queryKeys.adminRecentActivity(userId),
    queryFn: userId ? fetchRecentActivity : skipToken,
  });
}

export const useRecentActivity = (userId: string | null) => useQuery(recentActivityQuery(userId));
