import { getSupabase, unwrap, useMutation } from '@brf/supabase/data';
import { refreshQuoteViews } from './refresh-quote-views.ts';

/** Withdraws the quote; the database removes its rows and files (only while the project takes quotes). */
export async function deleteQuote({ quoteId }: { projectId: string; quoteId: string }): Promise<void> {
  unwrap(await getSupabase().from('quotes').delete().eq('id', quoteId).select('id').single());
}

/** Invalidates every view of the project's quotes, the project and the lists. */
export const useDeleteQuote = () =>
  useMutation({ mutationFn: deleteQuote, onSettled: (_data, _error, input) => refreshQuoteViews(input.projectId) });
