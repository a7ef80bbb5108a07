import { getSupabase, queryKeys, queryOptions, skipToken, unwrap, useQuery } from '@brf/supabase/data';

/**
 * From how many max bids the viewer's board seals bids by default (the database's rule, the one
 * its insert applies): 3 for a board of two deciders or more, null for a board of one.
 */
export function sealedBidsFromQuery(userId: string | null) {
  return queryOptions({
    queryKey: queryKeys.sealedBidsFrom(userId),
    queryFn: userId ? async () => unwrap(await getSupabase().rpc('sealed_bids_from')) as number | null : skipToken,
  });
}

export const useSealedBidsFrom = (userId: string | null) => useQuery(sealedBidsFromQuery(userId));
