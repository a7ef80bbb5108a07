import { getSupabase, queryOptions, skipToken, unwrap, useQuery, queryKeys } from '@brf/supabase/data';

/** Under mf-quotes' ['quotes', projectId], so its writes refresh the bid tiles too. */

/** The amounts of the project's quotes, for those who may see them (owner, admin at aal2). */
export function quoteAmountsQuery(projectId: string, allowed: boolean) {
  return queryOptions({
    queryKey: queryKeys.quoteAmounts(projectId),
    queryFn: allowed
      ? async () =>
          unwrap(await getSupabase().from('quotes').select('quote_amount').eq('project_id', projectId)).map((q) =>
            Number(q.quote_amount),
          )
      : skipToken,
  });
}

export const useQuoteAmounts = (projectId: string, allowed: boolean) => useQuery(quoteAmountsQuery(projectId, allowed));
