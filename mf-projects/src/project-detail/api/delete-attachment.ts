import { PROJECT_FILES_BUCKET } from '@brf/domain/files';
import { PROJECT_TOASTS } from '@brf/domain/projects';
import { getSupabase, queryClient, unwrap, useMutation, type Tables } from '@brf/supabase/data';
import { showToast } from '../../shared/projects-bus.ts';
import { projectAttachmentsKey } from './project-attachments.ts';

/** The row first (RLS: owners only), then its object, so a refused delete leaves the file whole. */
export async function deleteAttachment(attachment: Tables<'project_attachments'>): Promise<void> {
  const supabase = getSupabase();
  const rows = unwrap(await supabase.from('project_attachments').delete().eq('id', attachment.id).select('id'));
  if (rows.length === 0) throw new Error('Only project owners can delete files.');
  const removed = await supabase.storage.from(PROJECT_FILES_BUCKET).remove([attachment.storage_path]);
  if (removed.error) console.error('[mf-projects] file row deleted, object left', attachment.storage_path, removed.error);
}

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
    onSettled: (_, __, attachment) => queryClient().invalidateQueries({ queryKey: projectAttachmentsKey(attachment.project_id) }),
  });
}
