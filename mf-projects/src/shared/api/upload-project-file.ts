import { PROJECT_FILES_BUCKET, projectFilePath } from '@brf/domain/files';
import { uploadAttachment, type Tables } from '@brf/supabase/data';

export type ProjectAttachmentRow = Tables<'project_attachments'>;

export interface UploadProjectFile {
  projectId: string;
  file: File;
  userId: string;
  onProgress?: (fraction: number) => void;
}

/**
 * spec 4 and 7: the object goes to project-files/{projectId}/{fileName}, then its row to
 * project_attachments; when the row cannot be stored the object is removed again, so nothing
 * half-written stays.
 */
export function uploadProjectFile({
  projectId,
  file,
  userId,
  onProgress,
}: UploadProjectFile): Promise<ProjectAttachmentRow> {
  return uploadAttachment({
    bucket: PROJECT_FILES_BUCKET,
    path: projectFilePath(projectId, file.name),
    file,
    onProgress: (progress) => onProgress?.(progress.fraction),
    table: 'project_attachments',
    owner: { project_id: projectId, uploaded_by: userId },
  });
}
