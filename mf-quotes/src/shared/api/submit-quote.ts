import { PROJECT_ERRORS } from '@brf/domain/projects';
import type { QuoteTermsValues } from '@brf/domain/quotes';
import { getSupabase, unwrap, useMutation } from '@brf/supabase/data';
import { refreshQuoteViews } from './refresh-quote-views.ts';
import { uploadQuoteFiles } from './upload-quote-files.ts';

export interface SubmitQuoteInput {
  projectId: string;
  /** the provider's profile, as the session knows it; null when it could not be found */
  providerId: string | null;
  amount: number;
  description: string | null;
  /** price basis and terms (issue 30); an optional term left out is null */
  terms: QuoteTermsValues;
  files: readonly File[];
  onFileProgress?: (index: number, fraction: number) => void;
}

export interface SubmittedQuote {
  quoteId: string;
  /** set when some files could not be stored (the quote is saved) */
  filesError: unknown;
}

/**
 * Inserts the quote with its terms (status 'submitted'; the database follows the project and refuses
 * a quote without the terms the project requires), then its files. Without the provider's profile
 * there is nobody to quote as: spec 8 throws 'Service Provider profile not found.'
 */
export async function submitQuote(input: SubmitQuoteInput): Promise<SubmittedQuote> {
  if (!input.providerId) throw new Error(PROJECT_ERRORS.providerProfileNotFound);
  const quote = unwrap(
    await getSupabase()
      .from('quotes')
      .insert({
        project_id: input.projectId,
        service_provider_id: input.providerId,
        quote_amount: input.amount,
        description: input.description,
        ...input.terms,
        status: 'submitted',
      })
      .select('id')
      .single(),
  );
  let filesError: unknown = null;
  if (input.files.length > 0) {
    await uploadQuoteFiles({ quoteId: quote.id, files: input.files, onProgress: input.onFileProgress }).catch(
      (error: unknown) => {
        filesError = error;
      },
    );
  }
  return { quoteId: quote.id, filesError };
}

/** Invalidates every view of the project's quotes, the project and the lists. */
export const useSubmitQuote = () =>
  useMutation({ mutationFn: submitQuote, onSettled: (_data, _error, input) => refreshQuoteViews(input.projectId) });
