import { PROJECT_FILE_MESSAGES } from '@brf/domain/files';
import { PROJECT_ERRORS } from '@brf/domain/projects';
import { DataError, queryClient, useMutation, queryKeys } from '@brf/supabase/data';
import { showToast } from '../../shared/projects-bus.ts';
import { uploadProjectFile } from '../../shared/api/upload-project-file.ts';

export interface AttachmentUpload {
  projectId: string;
  userId: string;
  files: File[];
  onProgress: (index: number, fraction: number) => void;
}

/**
 * Row security refused the file or its row: storage answers 403 with the policy's wording, the
 * database 42501. Only that wording counts (an expired token is a 403 too).
 */
const isRefusal = (error: unknown) =>
  error instanceof DataError &&
  (error.code === '403' || error.code === '42501') &&
  /row-level security/i.test(error.message);

/**
 * The owner's uploads on the detail page, one after another; stops at the first failure. Someone
 * the database does not take for an owner (e.g. removed from the board while the page was open)
 * is told spec 6's 'Only project owners can upload files.'
 */
export async function uploadAttachments({ projectId, userId, files, onProgress }: AttachmentUpload): Promise<number> {
  for (const [index, file] of files.entries()) {
    try {
      await uploadProjectFile({ projectId, file, userId, onProgress: (fraction) => onProgress(index, fraction) });
    } catch (error) {
      throw isRefusal(error)
        ? new DataError(PROJECT_ERRORS.onlyOwnersUploadFiles, { code: '42501', cause: error })
        : error;
    }
  }
  return files.length;
}

export function useUploadAttachments() {
  return useMutation({
    mutationFn: uploadAttachments,
    onSuccess: (count) => showToast('success', PROJECT_FILE_MESSAGES.uploaded(count)),
    onError: (error) => {
      console.error('[mf-projects] upload failed', error);
      showToast('error', PROJECT_FILE_MESSAGES.uploadFailed(error instanceof Error ? error.message : undefined));
    },
    // a file added after the first quote is an addendum (decision 0025)
    onSettled: (_, __, { projectId }) =>
      Promise.all([
        queryClient().invalidateQueries({ queryKey: queryKeys.projectAttachments(projectId) }),
        queryClient().invalidateQueries({ queryKey: queryKeys.requestRecord(projectId) }),
      ]),
  });
}
