import { PROJECT_FILE_MESSAGES } from '@brf/domain/files';
import { queryClient, useMutation, queryKeys } from '@brf/supabase/data';
import { showToast } from '../../shared/projects-bus.ts';
import { uploadProjectFile } from '../../shared/api/upload-project-file.ts';

export interface AttachmentUpload {
  projectId: string;
  userId: string;
  files: File[];
  onProgress: (index: number, fraction: number) => void;
}

/** The owner's uploads on the detail page, one after another; stops at the first failure. */
export async function uploadAttachments({ projectId, userId, files, onProgress }: AttachmentUpload): Promise<number> {
  for (const [index, file] of files.entries()) {
    await uploadProjectFile({ projectId, file, userId, onProgress: (fraction) => onProgress(index, fraction) });
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
    onSettled: (_, __, { projectId }) =>
      queryClient().invalidateQueries({ queryKey: queryKeys.projectAttachments(projectId) }),
  });
}
