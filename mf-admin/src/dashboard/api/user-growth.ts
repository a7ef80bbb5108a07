import { USER_GROWTH_WINDOW_DAYS } from '@brf/domain/accounts';
import { getSupabase, queryOptions, skipToken, unwrap, useQuery, type Database, queryKeys } from '@brf/supabase/data';

/** One Swedish calendar day: its date (yyyy-mm-dd) and who registered on it. */
export type GrowthDay = Database['public']['Functions']['admin_user_growth']['Returns'][number];

/** spec 7/9: new BRFs and providers per day over 30 days, counted in the database (no rows downloaded). */
export async function fetchUserGrowth(): Promise<GrowthDay[]> {
  return unwrap(await getSupabase().rpc('admin_user_growth', { p_days: USER_GROWTH_WINDOW_DAYS }));
}

export function userGrowthQuery(userId: string | null) {
  return queryOptions({ queryKey: queryKeys.adminUserGrowth(userId), queryFn: userId ? fetchUserGrowth : skipToken });
}

export const useUserGrowth = (userId: string | null) => useQuery(userGrowthQuery(userId));
