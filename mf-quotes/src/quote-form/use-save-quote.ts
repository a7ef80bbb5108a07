import { PROJECT_FILE_MESSAGES } from '@brf/domain/files';
import { PROJECT_TOASTS } from '@brf/domain/projects';
import type { QuoteFormValues } from '@brf/domain/quotes';
import { showToast, announceQuoteChanged, announceQuoteSubmitted } from '../shared/quotes-bus.ts';
import { isNoRow, quoteSubmitMessage } from '../shared/api/quote-errors.ts';
import { QuoteFilesError } from '../shared/api/upload-quote-files.ts';
import { useSubmitQuote } from '../shared/api/submit-quote.ts';
import { useUpdateQuote } from '../shared/api/update-quote.ts';
import type { QuoteAttachments } from './use-quote-attachments.ts';

export interface SaveQuoteTarget {
  projectId: string;
  /** null: the session found no provider profile (sending then says so) */
  providerId: string | null;
  /** editing this quote; creating when absent */
  quoteId?: string;
}

/** spec 8 'Failed to upload files: {reason or Unknown error}' */
function reportFiles(filesError: unknown): void {
  if (!filesError) return;
  const reason = filesError instanceof QuoteFilesError || filesError instanceof Error ? filesError.message : '';
  showToast('error', PROJECT_FILE_MESSAGES.uploadFailed(reason));
}

/** Sends a new quote or saves the edited one, with the spec's toasts and the events other parts listen to. */
export function useSaveQuote(target: SaveQuoteTarget, attachments: QuoteAttachments, onSaved: () => void) {
  const submit = useSubmitQuote();
  const update = useUpdateQuote();
  const save = async ({ quote_amount, description, ...terms }: QuoteFormValues) => {
    const common = {
      projectId: target.projectId,
      amount: quote_amount,
      description,
      terms,
      files: attachments.files,
      onFileProgress: attachments.onFileProgress,
    };
    if (target.quoteId) {
      try {
        const { filesError, removeError } = await update.mutateAsync({
          ...common,
          quoteId: target.quoteId,
          removedFileIds: attachments.removedFileIds,
        });
        showToast('success', PROJECT_TOASTS.quoteUpdated);
        if (removeError) {
          console.error('[mf-quotes] a file could not be removed from the quote', removeError);
          showToast('error', PROJECT_TOASTS.fileDeleteFailed);
        }
        reportFiles(filesError);
        announceQuoteChanged({ projectId: target.projectId, quoteId: target.quoteId, change: 'edited' });
        onSaved();
      } catch (error) {
        showToast('error', isNoRow(error) ? PROJECT_TOASTS.quoteEditLocked : quoteSubmitMessage(error));
      }
      return;
    }
    try {
      const { quoteId, filesError } = await submit.mutateAsync({ ...common, providerId: target.providerId });
      showToast('success', PROJECT_TOASTS.quoteSubmitted);
      reportFiles(filesError);
      announceQuoteSubmitted({ projectId: target.projectId, quoteId });
      onSaved();
    } catch (error) {
      showToast('error', quoteSubmitMessage(error));
    }
  };
  return { save, busy: submit.isPending || update.isPending };
}
