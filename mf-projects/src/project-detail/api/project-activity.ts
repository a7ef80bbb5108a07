import { getSupabase, queryOptions, skipToken, unwrap, useQuery, type Tables, queryKeys } from '@brf/supabase/data';

export type ActivityRow = Pick<Tables<'project_activity'>, 'id' | 'actor_name' | 'action' | 'details' | 'created_at'>;

/** How many entries the section shows: the newest. */
export const ACTIVITY_LIMIT = 50;

/**
 * The project's activity log, newest first (RLS: its board and admins at aal2; others get no rows).
 * Not asked for until `started` (the section waits for an idle moment; a cached log shows at once).
 */
export function projectActivityQuery(projectId: string, started = true) {
  return queryOptions({
    queryKey: queryKeys.projectActivity(projectId),
    queryFn: started
      ? async (): Promise<ActivityRow[]> =>
          unwrap(
            await getSupabase()
              .from('project_activity')
              .select('id, actor_name, action, details, created_at')
              .eq('project_id', projectId)
              .order('created_at', { ascending: false })
              .limit(ACTIVITY_LIMIT),
          )
      : skipToken,
  });
}

export const useProjectActivity = (projectId: string, started: boolean) =>
  useQuery(projectActivityQuery(projectId, started));
