import { getSupabase, queryOptions, unwrap, useQuery, type Tables, queryKeys } from '@brf/supabase/data';

export type ViewingDateRow = Tables<'project_viewing_dates'>;

/** spec 7: by project, ascending by viewing_date. */
export function viewingDatesQuery(projectId: string) {
  return queryOptions({
    queryKey: queryKeys.projectViewingDates(projectId),
    queryFn: async () =>
      unwrap(
        await getSupabase()
          .from('project_viewing_dates')
          .select('*')
          .eq('project_id', projectId)
          .order('viewing_date', { ascending: true }),
      ),
  });
}

export const useViewingDates = (projectId: string) => useQuery(viewingDatesQuery(projectId));
