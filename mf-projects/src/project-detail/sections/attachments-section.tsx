import { useState } from 'react';
import { Download, FileText, Trash2 } from 'lucide-react';
import { useTranslation } from '@brf/i18n';
import { PROJECT_FILE_ACCEPT, validateProjectFile } from '@brf/domain/files';
import { formatDateTime } from '@brf/domain/format';
import { Button, CollapsibleSection, ConfirmDialog, cx, FilePicker, formatFileSize, type PickedFile } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import { showToast } from '../../shared/projects-bus.ts';
import { useDeleteAttachment } from '../api/delete-attachment.ts';
import { openAttachment } from '../api/open-attachment.ts';
import { useProjectAttachments } from '../api/project-attachments.ts';
import { useRequestRecord } from '../api/request-record.ts';
import type { ProjectAttachmentRow } from '../../shared/api/upload-project-file.ts';
import { useUploadAttachments } from '../api/upload-attachments.ts';
import { useWithdrawAttachment } from '../api/withdraw-attachment.ts';
import styles from '../project-detail-page.module.css';

/**
 * spec 2: download for everyone who sees the project; the owner adds (10 MB, detail-page types) and
 * deletes. Each file says when it was uploaded. After the first quote the owner withdraws a file
 * instead: an addendum, and the file stays listed as withdrawn (decision 0025).
 */
export function AttachmentsSection({
  projectId,
  isOwner,
  userId,
}: {
  projectId: string;
  isOwner: boolean;
  userId: string | null;
}) {
  const { t, language } = useTranslation(projectsCatalogue);
  const attachments = useProjectAttachments(projectId);
  const upload = useUploadAttachments();
  const [uploading, setUploading] = useState<PickedFile[]>([]);
  const [toDelete, setToDelete] = useState<ProjectAttachmentRow | null>(null);
  const remove = useDeleteAttachment(() => setToDelete(null));
  const withdraw = useWithdrawAttachment(() => setToDelete(null));
  const record = useRequestRecord(projectId);
  // the board reads whether the request is frozen, and the number a withdrawal will have
  const nextAddendum = record.data?.nextAddendum ?? null;
  const frozen = nextAddendum !== null;
  const rows = attachments.data ?? [];

  function onFiles(files: File[]) {
    if (!userId) return;
    const valid: File[] = [];
    for (const file of files) {
      const problem = validateProjectFile(file);
      if (problem) showToast('error', problem);
      else valid.push(file);
    }
    if (valid.length === 0) return;
    setUploading(
      valid.map((file) => ({
        name: file.name,
        size: file.size,
        progress: 0,
        progressLabel: t('create.uploading', { name: file.name }),
      })),
    );
    upload.mutate(
      {
        projectId,
        userId,
        files: valid,
        onProgress: (index, fraction) =>
          setUploading((current) => current.map((file, i) => (i === index ? { ...file, progress: fraction } : file))),
      },
      { onSettled: () => setUploading([]) },
    );
  }

  return (
    <CollapsibleSection title={t('detail.attachments')} count={rows.length} defaultOpen>
      <div className={styles.sectionBody}>
        {rows.length === 0 && attachments.isSuccess ? (
          <p className={styles.muted}>{t('detail.noAttachments')}</p>
        ) : null}
        {rows.length > 0 ? (
          <ul className={styles.rows}>
            {rows.map((attachment) => (
              <li key={attachment.id} className={styles.row}>
                <FileText aria-hidden="true" size={18} />
                <span className={cx(styles.rowMain, attachment.withdrawn_at && styles.withdrawnFile)}>
                  <span className={styles.fileName}>{attachment.file_name}</span>
                  <small className={styles.muted}>
                    {formatFileSize(attachment.file_size, language)} ·{' '}
                    <time dateTime={attachment.created_at}>
                      {t('detail.fileUploaded', { date: formatDateTime(attachment.created_at, language) })}
                    </time>
                  </small>
                  {attachment.withdrawn_at ? (
                    <small className={styles.muted}>
                      {t('detail.fileWithdrawnIn', {
                        number: String(attachment.withdrawn_in ?? ''),
                        date: formatDateTime(attachment.withdrawn_at, language),
                      })}
                    </small>
                  ) : null}
                </span>
                <Button
                  variant="ghost"
                  size="small"
                  icon={<Download aria-hidden="true" size={16} />}
                  aria-label={t('detail.downloadNamed', { name: attachment.file_name })}
                  onClick={() => void openAttachment(attachment.storage_path)}
                >
                  {t('detail.download')}
                </Button>
                {isOwner && !attachment.withdrawn_at ? (
                  <Button
                    variant="ghost"
                    size="small"
                    icon={<Trash2 aria-hidden="true" size={16} />}
                    opensDialog="delete-attachment"
                    aria-label={t(frozen ? 'detail.withdrawFileNamed' : 'detail.deleteFileNamed', {
                      name: attachment.file_name,
                    })}
                    onClick={() => setToDelete(attachment)}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {isOwner ? (
          <FilePicker
            label={t('detail.addFiles')}
            hint={t('detail.addFilesHint')}
            accept={PROJECT_FILE_ACCEPT}
            multiple
            disabled={upload.isPending}
            files={uploading}
            onFiles={onFiles}
          />
        ) : null}
      </div>
      <ConfirmDialog
        open={toDelete !== null}
        title={t(frozen ? 'detail.withdrawFileTitle' : 'detail.deleteFileTitle')}
        confirmLabel={t(frozen ? 'detail.withdraw' : 'detail.delete')}
        cancelLabel={t('detail.cancel')}
        busy={remove.isPending || withdraw.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && (frozen ? withdraw.mutate(toDelete) : remove.mutate(toDelete))}
      >
        <p>
          {frozen
            ? t('detail.withdrawFileQuestion', { name: toDelete?.file_name ?? '', number: String(nextAddendum) })
            : t('detail.deleteFileQuestion', { name: toDelete?.file_name ?? '' })}
        </p>
      </ConfirmDialog>
    </CollapsibleSection>
  );
}
