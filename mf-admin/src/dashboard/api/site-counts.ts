import { getSupabase, queryOptions, skipToken, toDataError, unwrap, useQuery, queryKeys } from '@brf/supabase/data';

/** The seven tiles of the dashboard (spec 2), each a number the database counted. */
export interface SiteCounts {
  totalBrfs: number;
  serviceProviders: number;
  totalProjects: number;
  totalQuotes: number;
  activeProjects: number;
  completedProjects: number;
  /** Every BRF and provider that finished registering (admins are not counted as users). */
  totalUsers: number;
}

/** The count of a head-only request (spec 7): no row leaves the database. */
async function counted(request: PromiseLike<{ count: number | null; error: unknown }>): Promise<number> {
  const { count, error } = await request;
  if (error) throw toDataError(error);
  if (count === null) throw toDataError({ message: 'No count in the answer' });
  return count;
}

/**
 * Every quote on a project that is not deleted, sealed ones too (a count names no bidder), counted
 * by the database past the seal that row security keeps for admins until the deadline.
 */
async function countedQuotes(): Promise<number> {
  return unwrap(await getSupabase().rpc('admin_quote_count'));
}

/**
 * Head counts under the admin + aal2 policies. Projects a BRF deleted (kept for retention, shown
 * to admins only) are not part of the marketplace any more, so they are not counted; an open
 * project past its deadline reads as closed everywhere, so it is not active.
 * Quotes are the exception: see countedQuotes.
 */
export async function fetchSiteCounts(now: Date = new Date()): Promise<SiteCounts> {
  const supabase = getSupabase();
  const head = { count: 'exact', head: true } as const;
  const projects = () => supabase.from('projects').select('id', head).is('deleted_at', null);
  const [totalBrfs, serviceProviders, totalProjects, totalQuotes, activeProjects, completedProjects] =
    await Promise.all([
      counted(supabase.from('brf_profiles').select('id', head)),
      counted(supabase.from('service_provider_profiles').select('id', head)),
      counted(projects()),
      countedQuotes(),
      counted(projects().or(`status.eq.in_progress,and(status.eq.open,submission_deadline.gt."${now.toISOString()}")`)),
      counted(projects().in('status', ['completed', 'awarded'])),
    ]);
  return {
    totalBrfs,
    serviceProviders,
    totalProjects,
    totalQuotes,
    activeProjects,
    completedProjects,
    totalUsers: totalBrfs + serviceProviders,
  };
}

export function siteCountsQuery(userId: string | null) {
  return queryOptions({
    queryKey: queryKeys.adminSiteCounts(userId),
    queryFn: userId ? () => fetchSiteCounts() : skipToken,
  });
}

export const useSiteCounts = (userId: string | null) => useQuery(siteCountsQuery(userId));
