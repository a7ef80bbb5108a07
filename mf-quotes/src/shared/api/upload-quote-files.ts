import { QUOTE_ATTACHMENTS_BUCKET, assertUploadableAttachment, quoteAttachmentPath } from '@brf/domain/files';
import { uploadAttachment } from '@brf/supabase/data';

export interface QuoteFilesUpload {
  quoteId: string;
  files: readonly File[];
  /** per file index, 0..1 */
  onProgress?: (index: number, fraction: number) => void;
}

/** Why some files could not be stored; the quote itself is saved. */
export class QuoteFilesError extends Error {
  constructor(readonly reasons: string[]) {
    super(reasons.join('; '));
    this.name = 'QuoteFilesError';
  }
}

/**
 * spec 7: each file to quote-attachments/{quoteId}/{fileName}, then its quote_attachments row;
 * a file whose row cannot be stored is removed again. One after the other, each with progress.
 */
export async function uploadQuoteFiles({ quoteId, files, onProgress }: QuoteFilesUpload): Promise<void> {
  const reasons: string[] = [];
  for (const [index, file] of files.entries()) {
    try {
      // spec 5: the upload service throws 'File exceeds 50MB limit' or 'File type not allowed'
      assertUploadableAttachment(file);
      await uploadAttachment({
        bucket: QUOTE_ATTACHMENTS_BUCKET,
        path: quoteAttachmentPath(quoteId, file.name),
        file,
        onProgress: (progress) => onProgress?.(index, progress.fraction),
        table: 'quote_attachments',
        owner: { quote_id: quoteId },
      });
    } catch (error) {
      reasons.push(`${file.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (reasons.length > 0) throw new QuoteFilesError(reasons);
}
