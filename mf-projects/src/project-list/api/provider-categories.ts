import { readingList } from './list-load-error.ts';
import { getSupabase, queryOptions, skipToken, unwrap, useQuery, queryKeys } from '@brf/supabase/data';

/**
 * spec 7 "List, provider": the provider's own category ids (the Categories filter offers these).
 * spec 8: the no-row code PGRST116 is tolerated: a provider without a profile row has none.
 */
export function providerCategoriesQuery(userId: string | null, enabled: boolean) {
  return queryOptions({
    queryKey: queryKeys.providerCategories(userId),
    queryFn:
      userId && enabled
        ? () =>
            readingList('providerProfile', true, async () =>
              unwrap(
                await getSupabase()
                  .from('service_provider_profiles')
                  .select('service_categories')
                  .eq('user_id', userId)
                  .maybeSingle(),
              ),
            ).then((profile) => profile?.service_categories ?? [])
        : skipToken,
  });
}

export const useProviderCategories = (userId: string | null, enabled: boolean) =>
  useQuery(providerCategoriesQuery(userId, enabled));
