import { getSupabase, queryOptions, unwrap, useQuery } from '@brf/supabase/data';

export const projectAttachmentsKey = (projectId: string) => ['project', projectId, 'attachments'] as const;

export function projectAttachmentsQuery(projectId: string) {
  return queryOptions({
    queryKey: projectAttachmentsKey(projectId),
    queryFn: async () =>
      unwrap(await getSupabase().from('project_attachments').select('*').eq('project_id', projectId).order('created_at')),
  });
}

export const useProjectAttachments = (projectId: string) => useQuery(projectAttachmentsQuery(projectId));
