import { getSupabase, queryClient, queryKeys, unwrap, useMutation } from '@brf/supabase/data';
import { announceMessagePosted } from '../../messaging-bus.ts';

export interface NewMessage {
  projectId: string;
  text: string;
  parentId?: string | null;
}

/**
 * Only the project, the text and the parent are sent: sender, organisation and BRF label are set
 * by the database, which also follows the project and notifies on a reply.
 */
export function usePostMessage() {
  return useMutation({
    mutationFn: async ({ projectId, text, parentId }: NewMessage) =>
      unwrap(
        await getSupabase()
          .from('project_messages')
          .insert({ project_id: projectId, message_text: text.trim(), parent_message_id: parentId ?? null })
          .select('id')
          .single(),
      ),
    onSuccess: (row, { projectId, parentId }) => {
      announceMessagePosted({ projectId, messageId: row.id, parentId: parentId ?? null });
      // posting follows the project: its follow button reads under the project's key
      void queryClient().invalidateQueries({ queryKey: queryKeys.project(projectId) });
      return queryClient().invalidateQueries({ queryKey: queryKeys.messages(projectId) });
    },
    // spec/projects.md 8: sending failures are console-only; the text stays in the field
    onError: (error) => console.error('[mf-messaging] sending a message failed', error),
  });
}
