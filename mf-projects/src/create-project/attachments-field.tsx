import { useTranslation } from '@brf/i18n';
import { ATTACHMENT_ACCEPT, selectAttachmentFiles } from '@brf/domain/files';
import { FilePicker } from '@brf/ui';
import { projectsCatalogue } from '../i18n.ts';

export interface AttachmentsFieldProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** per file, 0..1, once uploading started */
  progress: ReadonlyArray<number | undefined>;
  disabled?: boolean;
}

/**
 * spec 5 "Files": PDF, PNG, JPEG, WEBP, GIF; 50 MB each; 20 per selection; duplicates (same name
 * and size) skipped; too large or wrong type dropped with a console warning only.
 */
export function AttachmentsField({ files, onChange, progress, disabled }: AttachmentsFieldProps) {
  const { t } = useTranslation(projectsCatalogue);
  return (
    <FilePicker
      label={t('create.attachments')}
      hint={t('create.attachmentsHint')}
      accept={ATTACHMENT_ACCEPT}
      multiple
      disabled={disabled}
      files={files.map((file, index) => ({
        name: file.name,
        size: file.size,
        progress: progress[index],
        progressLabel: t('create.uploading', { name: file.name }),
      }))}
      onFiles={(chosen) => {
        const selection = selectAttachmentFiles(files, chosen, 'name-and-size');
        for (const { file, reason } of selection.rejected) console.warn(`[mf-projects] attachment skipped (${reason}): ${file.name}`);
        if (selection.accepted.length > 0) onChange([...files, ...selection.accepted]);
      }}
      onRemove={(index) => onChange(files.filter((_, i) => i !== index))}
    />
  );
}
