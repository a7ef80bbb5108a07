import type { OrganizationType } from '@brf/domain/accounts';
import { getSupabase, queryOptions, skipToken, unwrap, useQuery, type Tables, queryKeys } from '@brf/supabase/data';

export type BrfProfileRow = Tables<'brf_profiles'>;
export type ProviderProfileRow = Tables<'service_provider_profiles'>;
/** One of the two profile rows; the organisation type says which. */
export type OwnProfile = BrfProfileRow | ProviderProfileRow;

/** spec 7 "Profile": every column of the user's own row; a missing row is an error, not null. */
export async function fetchOwnProfile(type: OrganizationType, userId: string): Promise<OwnProfile> {
  const supabase = getSupabase();
  const row =
    type === 'brf'
      ? unwrap(await supabase.from('brf_profiles').select('*').eq('user_id', userId).single())
      : unwrap(await supabase.from('service_provider_profiles').select('*').eq('user_id', userId).single());
  return row;
}

export function ownProfileQuery(type: OrganizationType | null, userId: string | null) {
  return queryOptions({
    queryKey: queryKeys.ownProfile(type, userId),
    queryFn: type && userId ? () => fetchOwnProfile(type, userId) : skipToken,
  });
}

export function useOwnProfile(type: OrganizationType | null, userId: string | null) {
  return useQuery(ownProfileQuery(type, userId));
}
