import { getSupabase, unwrap, useMutation } from '@brf/supabase/data';
import { refreshQuoteViews } from './refresh-quote-views.ts';
import { uploadQuoteFiles } from './upload-quote-files.ts';

export interface UpdateQuoteInput {
  projectId: string;
  quoteId: string;
  amount: number;
  description: string | null;
  /** new files to add */
  files: readonly File[];
  onFileProgress?: (index: number, fraction: number) => void;
}

/** The provider changes amount and description (row security: only while the project takes quotes), then adds files. */
export async function updateQuote(input: UpdateQuoteInput): Promise<{ filesError: unknown }> {
  unwrap(
    await getSupabase()
      .from('quotes')
      .update({ quote_amount: input.amount, description: input.description })
      .eq('id', input.quoteId)
      .select('id')
      .single(),
  );
  let filesError: unknown = null;
  if (input.files.length > 0) {
    await uploadQuoteFiles({ quoteId: input.quoteId, files: input.files, onProgress: input.onFileProgress }).catch((error: unknown) => {
      filesError = error;
    });
  }
  return { filesError };
}

/** Invalidates every view of the project's quotes, the project and the lists. */
export const useUpdateQuote = () =>
  useMutation({ mutationFn: updateQuote, onSettled: (_data, _error, input) => refreshQuoteViews(input.projectId) });
