import { getSupabase, queryClient, sharedKeys, unwrap, useMutation } from '@brf/supabase/data';

export interface StarQuoteInput {
  projectId: string;
  quoteId: string;
  starred: boolean;
}

export async function starQuote({ quoteId, starred }: StarQuoteInput): Promise<void> {
  unwrap(await getSupabase().from('quotes').update({ is_starred: starred }).eq('id', quoteId).select('id').single());
}

/** Invalidates the project's quote views. */
export const useStarQuote = () =>
  useMutation({
    mutationFn: starQuote,
    onSettled: (_data, _error, input) => queryClient().invalidateQueries({ queryKey: sharedKeys.quotes(input.projectId) }),
  });
