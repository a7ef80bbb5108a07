import { getSupabase, queryOptions, queryKeys, skipToken, unwrap, useQuery } from '@brf/supabase/data';

/** The provider's public profile (any registered user may read it) with its computed average rating. */
export function providerProfileQuery(providerId: string | null) {
  return queryOptions({
    queryKey: queryKeys.providerProfile(providerId ?? ''),
    queryFn: providerId
      ? async () =>
          unwrap(
            await getSupabase()
              .from('service_provider_profiles')
              .select(
                `id, organization_name, organization_number, contact_person_first_name, contact_person_last_name,
                 email, phone, website, street_address, street_number, zip, city, description, service_categories,
                 average_rating, registered_at`,
              )
              .eq('id', providerId)
              .single(),
          )
      : skipToken,
  });
}

export const useProviderProfile = (providerId: string | null) => useQuery(providerProfileQuery(providerId));
