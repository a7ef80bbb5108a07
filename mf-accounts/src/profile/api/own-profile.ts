import type { OrganizationType } from '@brf/domain/accounts';
import { getSupabase, queryOptions, skipToken, unwrap, useQuery, type Tables, queryKeys } from '@brf/supabase/data';

export type BrfProfileRow = Tables<'brf_profiles'>;
export type ProviderProfileRow = Tables<'service_provider_profiles'>;
/** One of the two profile rows; the organisation type says which. */
export type OwnProfile = BrfProfileRow | ProviderProfileRow;

/**
 * spec 7 "Profile": every column of the user's organisation's row; a missing row is an error,
 * not null. Read by the organisation's id (every member's, issue 29); by user_id only while the
 * session does not know the organisation (its registrant's row).
 */
export async function fetchOwnProfile(
  type: OrganizationType,
  userId: string,
  profileId: string | null = null,
): Promise<OwnProfile> {
  const supabase = getSupabase();
  const [column, value] = profileId ? (['id', profileId] as const) : (['user_id', userId] as const);
  const row =
    type === 'brf'
      ? unwrap(await supabase.from('brf_profiles').select('*').eq(column, value).single())
      : unwrap(await supabase.from('service_provider_profiles').select('*').eq(column, value).single());
  return row;
}

export function ownProfileQuery(type: OrganizationType | null, userId: string | null, profileId: string | null = null) {
  return queryOptions({
    queryKey: queryKeys.ownProfile(type, userId),
    queryFn: type && userId ? () => fetchOwnProfile(type, userId, profileId) : skipToken,
  });
}

export function useOwnProfile(type: OrganizationType | null, userId: string | null, profileId: string | null = null) {
  return useQuery(ownProfileQuery(type, userId, profileId));
}
