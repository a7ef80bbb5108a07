import { getSupabase, queryOptions, skipToken, unwrap, useQuery, type Tables, queryKeys } from '@brf/supabase/data';

export type AnalyticsSnapshot = Tables<'analytics_snapshots'>;

/**
 * spec 7: today's analytics_snapshots row, inserted when missing with the top 5 categories. The
 * database does both in one call (public.admin_today_snapshot), so two admins opening the
 * dashboard at once still leave one row for the day.
 */
export async function fetchTodaySnapshot(): Promise<AnalyticsSnapshot> {
  return unwrap(await getSupabase().rpc('admin_today_snapshot'));
}

export function todaySnapshotQuery(userId: string | null) {
  return queryOptions({
    queryKey: queryKeys.adminTodaySnapshot(userId),
    queryFn: userId ? fetchTodaySnapshot : skipToken,
  });
}

export const useTodaySnapshot = (userId: string | null) => useQuery(todaySnapshotQuery(userId));
