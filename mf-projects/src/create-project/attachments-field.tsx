import { useState } from 'react';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import {
  CREATE_PROJECT_FILE_ACCEPT,
  CREATE_PROJECT_FILE_TYPES,
  SKIPPED_FILE_REASONS,
  selectAttachmentFiles,
} from '@brf/domain/files';
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
 * spec 5 "Files": 50 MB each; 20 per selection; duplicates (same name and size) skipped; too large
 * or wrong type dropped with a console warning, and named beside the picker (nobody loses a file
 * silently). The types are the detail page's (PDF, images, Word, text), so both places agree.
 */
export function AttachmentsField({ files, onChange, progress, disabled }: AttachmentsFieldProps) {
  const { t } = useTranslation(projectsCatalogue);
  const message = useDomainMessage();
  const [skipped, setSkipped] = useState<Array<{ name: string; reason: string }>>([]);
  return (
    <FilePicker
      label={t('create.attachments')}
      hint={t('create.attachmentsHint')}
      accept={CREATE_PROJECT_FILE_ACCEPT}
      skipped={skipped}
      multiple
      disabled={disabled}
      files={files.map((file, index) => ({
        name: file.name,
        size: file.size,
        progress: progress[index],
        progressLabel: t('create.uploading', { name: file.name }),
      }))}
      onFiles={(chosen) => {
        const selection = selectAttachmentFiles(files, chosen, 'name-and-size', CREATE_PROJECT_FILE_TYPES);
        for (const { file, reason } of selection.rejected)
          console.warn(`[mf-projects] attachment skipped (${reason}): ${file.name}`);
        setSkipped(
          selection.rejected.map(({ file, reason }) => ({
            name: file.name,
            reason: message(SKIPPED_FILE_REASONS[reason]),
          })),
        );
        if (selection.accepted.length > 0) onChange([...files, ...selection.accepted]);
      }}
      onRemove={(index) => onChange(files.filter((_, i) => i !== index))}
    />
  );
}
