import { getSupabase, queryOptions, skipToken, unwrap, useQuery, queryKeys } from '@brf/supabase/data';

/** The BRF's own address, which a new project starts from (the board may change it). */
export function ownAddressQuery(userId: string | null) {
  return queryOptions({
    queryKey: queryKeys.ownAddress(userId),
    queryFn: userId
      ? async () =>
          unwrap(
            await getSupabase()
              .from('brf_profiles')
              .select('street_address, street_number, zip, city')
              .eq('user_id', userId)
              .maybeSingle(),
          )
      : skipToken,
    staleTime: Infinity,
  });
}

export const useOwnAddress = (userId: string | null) => useQuery(ownAddressQuery(userId));
