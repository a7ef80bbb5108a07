import { QUOTE_ATTACHMENTS_BUCKET } from '@brf/domain/files';
import type { QuoteTermsValues } from '@brf/domain/quotes';
import { getSupabase, removeWithRecord, unwrap, useMutation } from '@brf/supabase/data';
import { refreshQuoteViews } from './refresh-quote-views.ts';
import { uploadQuoteFiles } from './upload-quote-files.ts';

export interface UpdateQuoteInput {
  projectId: string;
  quoteId: string;
  amount: number;
  description: string | null;
  /** price basis and terms (issue 30); an optional term left out is null, which clears it */
  terms: QuoteTermsValues;
  /** new files to add */
  files: readonly File[];
  /** ids of the quote's files to remove */
  removedFileIds?: readonly string[];
  onFileProgress?: (index: number, fraction: number) => void;
}

/**
 * The provider changes amount, description and terms (row security: only while the project takes
 * quotes; the database checks the required terms again), then removes the files it took off (each
 * row with its object, or neither), then adds the new ones. A file that could not be removed or
 * added leaves the saved quote as it is.
 */
export async function updateQuote(input: UpdateQuoteInput): Promise<{ filesError: unknown; removeError: unknown }> {
  unwrap(
    await getSupabase()
      .from('quotes')
      .update({ quote_amount: input.amount, description: input.description, ...input.terms })
      .eq('id', input.quoteId)
      .select('id')
      .single(),
  );
  let removeError: unknown = null;
  for (const id of input.removedFileIds ?? []) {
    await removeWithRecord({ bucket: QUOTE_ATTACHMENTS_BUCKET, table: 'quote_attachments', id }).catch(
      (error: unknown) => {
        removeError = error;
      },
    );
  }
  let filesError: unknown = null;
  if (input.files.length > 0) {
    await uploadQuoteFiles({ quoteId: input.quoteId, files: input.files, onProgress: input.onFileProgress }).catch(
      (error: unknown) => {
        filesError = error;
      },
    );
  }
  return { filesError, removeError };
}

/** Invalidates every view of the project's quotes, the project and the lists. */
export const useUpdateQuote = () =>
  useMutation({ mutationFn: updateQuote, onSettled: (_data, _error, input) => refreshQuoteViews(input.projectId) });
