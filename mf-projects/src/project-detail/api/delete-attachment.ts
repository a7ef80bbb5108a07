import { PROJECT_FILES_BUCKET } from '@brf/domain/files';
import { PROJECT_TOASTS } from '@brf/domain/projects';
import { queryClient, removeWithRecord, useMutation, type Tables, queryKeys } from '@brf/supabase/data';
import { showToast } from '../../shared/projects-bus.ts';

/** The row (RLS: owners only) and its object together, or neither (removeWithRecord says how). */
export const deleteAttachment = (attachment: Tables<'project_attachments'>): Promise<void> =>
  removeWithRecord({ bucket: PROJECT_FILES_BUCKET, table: 'project_attachments', id: attachment.id });

export function useDeleteAttachment(onDone: () => void) {
  return useMutation({
    mutationFn: deleteAttachment,
    onSuccess: () => {
      showToast('success', PROJECT_TOASTS.fileDeleted);
      onDone();
    },
    onError: (error) => {
      console.error('[mf-projects] delete file failed', error);
      showToast('error', PROJECT_TOASTS.fileDeleteFailed);
    },
    onSettled: (_, __, attachment) =>
      queryClient().invalidateQueries({ queryKey: queryKeys.projectAttachments(attachment.project_id) }),
  });
}
