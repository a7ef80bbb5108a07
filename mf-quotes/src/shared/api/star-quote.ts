import { getSupabase, queryClient, queryKeys, unwrap, useMutation } from '@brf/supabase/data';

export interface StarQuoteInput {
  projectId: string;
  quoteId: string;
  starred: boolean;
}

/** The board's private shortlist: a row in quote_stars, which only the owner and admins read. */
export async function starQuote({ quoteId, starred }: StarQuoteInput): Promise<void> {
  const stars = getSupabase().from('quote_stars');
  if (starred) unwrap(await stars.upsert({ quote_id: quoteId }, { onConflict: 'quote_id', ignoreDuplicates: true }));
  else unwrap(await stars.delete().eq('quote_id', quoteId));
}

/** Invalidates the project's quote views. */
export const useStarQuote = () =>
  useMutation({
    mutationFn: starQuote,
    onSettled: (_data, _error, input) =>
      queryClient().invalidateQueries({ queryKey: queryKeys.quotes(input.projectId) }),
  });
