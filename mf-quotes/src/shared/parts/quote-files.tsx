import { Download, Paperclip } from 'lucide-react';
import type { QuoteAttachment } from '@brf/supabase/data';
import { useTranslation } from '@brf/i18n';
import { formatDateTime } from '@brf/domain/format';
import { PROJECT_TOASTS } from '@brf/domain/projects';
import { Button, formatFileSize } from '@brf/ui';
import { quotesCatalogue } from '../../i18n.ts';
import { downloadQuoteFile } from '../api/quote-file-download.ts';
import { showToast } from '../quotes-bus.ts';
import styles from './quote-parts.module.css';

async function download(file: QuoteAttachment): Promise<void> {
  try {
    await downloadQuoteFile(file.storage_path, file.file_name);
  } catch (error) {
    console.error('[mf-quotes] signed URL failed', error);
    showToast('error', PROJECT_TOASTS.attachmentOpenFailed);
  }
}

/** A quote's files, each with when it was uploaded and downloaded through a signed link (3600 s). */
export function QuoteFiles({ files }: { files: readonly QuoteAttachment[] }) {
  const { t, language } = useTranslation(quotesCatalogue);
  if (files.length === 0) return null;
  return (
    <ul className={styles.files} aria-label={t('card.files')}>
      {files.map((file) => (
        <li key={file.id} className={styles.file}>
          <Paperclip aria-hidden="true" size={14} />
          <span className={styles.fileName}>{file.file_name}</span>
          {file.file_size ? <span className={styles.fileSize}>{formatFileSize(file.file_size, language)}</span> : null}
          {file.created_at ? (
            <time dateTime={file.created_at} className={styles.fileSize}>
              {t('card.fileUploaded', { date: formatDateTime(file.created_at, language) })}
            </time>
          ) : null}
          <Button
            variant="ghost"
            size="small"
            icon={<Download aria-hidden="true" size={14} />}
            aria-label={t('card.download', { name: file.file_name })}
            onClick={() => void download(file)}
          />
        </li>
      ))}
    </ul>
  );
}
