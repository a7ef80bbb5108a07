import { getSupabase, queryOptions, unwrap, useQuery, type Tables } from '@brf/supabase/data';

export type ProjectAddressRow = Tables<'project_addresses'>;
export const projectAddressesKey = (projectId: string) => ['project', projectId, 'addresses'] as const;

export function projectAddressesQuery(projectId: string) {
  return queryOptions({
    queryKey: projectAddressesKey(projectId),
    queryFn: async () => unwrap(await getSupabase().from('project_addresses').select('*').eq('project_id', projectId).order('created_at')),
  });
}

export const useProjectAddresses = (projectId: string) => useQuery(projectAddressesQuery(projectId));
