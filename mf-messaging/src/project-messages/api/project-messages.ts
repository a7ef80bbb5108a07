import { useEffect } from 'react';
import {
  getSupabase,
  queryClient,
  queryOptions,
  subscribeToChanges,
  unwrap,
  useQuery,
  type Tables,
  queryKeys,
} from '@brf/supabase/data';

export type MessageRow = Tables<'project_messages'>;

/** Every read of a project's messages starts with this key (mf-projects may count them). */

export async function fetchProjectMessages(projectId: string): Promise<MessageRow[]> {
  return unwrap(
    await getSupabase()
      .from('project_messages')
      .select('*')
      .eq('project_id', projectId)
      .order('created_at', { ascending: true }),
  );
}

export function projectMessagesQuery(projectId: string) {
  return queryOptions({ queryKey: queryKeys.messages(projectId), queryFn: () => fetchProjectMessages(projectId) });
}

export const useProjectMessages = (projectId: string) => useQuery(projectMessagesQuery(projectId));

/** spec/projects.md 7: a new message on the project triggers a refetch; so does a gap in the connection. */
export function useLiveProjectMessages(projectId: string): void {
  useEffect(
    () =>
      subscribeToChanges(getSupabase(), {
        topic: `messaging:project-messages:${projectId}`,
        table: 'project_messages',
        filter: `project_id=eq.${projectId}`,
        onChange: () => void queryClient().invalidateQueries({ queryKey: queryKeys.messages(projectId) }),
      }),
    [projectId],
  );
}
