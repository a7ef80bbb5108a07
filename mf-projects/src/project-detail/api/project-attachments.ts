import { getSupabase, queryOptions, unwrap, useQuery, queryKeys } from '@brf/supabase/data';

export function projectAttachmentsQuery(projectId: string) {
  return queryOptions({
    queryKey: queryKeys.projectAttachments(projectId),
    queryFn: async () =>
      unwrap(
        await getSupabase().from('project_attachments').select('*').eq('project_id', projectId).order('created_at'),
      ),
  });
}

export const useProjectAttachments = (projectId: string) => useQuery(projectAttachmentsQuery(projectId));
