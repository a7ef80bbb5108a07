import { getSupabase, queryOptions, unwrap, useQuery, type Tables, queryKeys } from '@brf/supabase/data';

export type ProjectAddressRow = Tables<'project_addresses'>;

export function projectAddressesQuery(projectId: string) {
  return queryOptions({
    queryKey: queryKeys.projectAddresses(projectId),
    queryFn: async () =>
      unwrap(await getSupabase().from('project_addresses').select('*').eq('project_id', projectId).order('created_at')),
  });
}

export const useProjectAddresses = (projectId: string) => useQuery(projectAddressesQuery(projectId));
