import { onBothBases, type AmountOnBothBases } from '@brf/domain/format';
import { getSupabase, queryOptions, skipToken, unwrap, useQuery, queryKeys } from '@brf/supabase/data';

/** Under mf-quotes' ['quotes', projectId], so its writes refresh the bid tiles too. */

/**
 * The amounts of the project's quotes on both VAT bases, for those who may see them (the board,
 * admins at aal2): the tiles compare them including VAT (decision 0026).
 */
export function quoteAmountsQuery(projectId: string, allowed: boolean) {
  return queryOptions({
    queryKey: queryKeys.quoteAmounts(projectId),
    queryFn: allowed
      ? async (): Promise<AmountOnBothBases[]> =>
          unwrap(
            await getSupabase().from('quotes').select('quote_amount, price_basis').eq('project_id', projectId),
          ).map((q) => onBothBases(q.quote_amount, q.price_basis))
      : skipToken,
  });
}

export const useQuoteAmounts = (projectId: string, allowed: boolean) => useQuery(quoteAmountsQuery(projectId, allowed));
