import { PROJECT_FILES_BUCKET } from '@brf/domain/files';
import { PROJECT_ERRORS, PROJECT_TOASTS } from '@brf/domain/projects';
import {
  DataError,
  getSupabase,
  messageForPeople,
  queryClient,
  removeWithRecord,
  unwrap,
  useMutation,
  type Tables,
  queryKeys,
} from '@brf/supabase/data';
import { showToast } from '../../shared/projects-bus.ts';

/**
 * The row (RLS: owners only) and its object together, or neither (removeWithRecord says how). Row
 * security lets no row go for anyone else: when the file is still there, the reader is no owner
 * (spec 6: 'Only project owners can delete files.').
 */
export async function deleteAttachment(attachment: Tables<'project_attachments'>): Promise<void> {
  try {
    await removeWithRecord({ bucket: PROJECT_FILES_BUCKET, table: 'project_attachments', id: attachment.id });
  } catch (error) {
    if (!(error instanceof DataError && error.code === 'PGRST116')) throw error;
    const still = unwrap(
      await getSupabase().from('project_attachments').select('id').eq('id', attachment.id).maybeSingle(),
    );
    throw still ? new DataError(PROJECT_ERRORS.onlyOwnersDeleteFiles, { code: '42501', cause: error }) : error;
  }
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
      showToast('error', messageForPeople(error, PROJECT_TOASTS.fileDeleteFailed));
    },
    onSettled: (_, __, attachment) =>
      queryClient().invalidateQueries({ queryKey: queryKeys.projectAttachments(attachment.project_id) }),
  });
}
