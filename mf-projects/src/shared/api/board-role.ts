import { DECIDING_ROLES } from '@brf/domain/quotes';
import { getSupabase, queryKeys, queryOptions, skipToken, unwrap, useQuery } from '@brf/supabase/data';

/** The viewer's role on its board (chair, member, deputy, observer), or null when it is on none. */
export function boardRoleQuery(userId: string | null) {
  return queryOptions({
    queryKey: queryKeys.boardRole(userId),
    queryFn: userId
      ? async () =>
          unwrap(await getSupabase().from('brf_members').select('role').eq('user_id', userId).maybeSingle())?.role ??
          null
      : skipToken,
  });
}

export const useBoardRole = (userId: string | null) => useQuery(boardRoleQuery(userId));

/**
 * Whether this role creates projects for its board: the chair and the members, who act for it; a
 * deputy or an observer does not (the database refuses them, decision 0024). Not known yet, or no
 * board found: offered, and the database says what is missing.
 */
export const createsProjects = (role: string | null | undefined): boolean =>
  role === undefined || role === null || DECIDING_ROLES.includes(role);
