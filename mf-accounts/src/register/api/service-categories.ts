import { sortServiceCategories, type ServiceCategory } from '@brf/domain/accounts';
import { getSupabase, queryOptions, unwrap, useQuery } from '@brf/supabase/data';

export const serviceCategoriesKey = ['service-categories', 'active'] as const;

/** spec 7: active categories ordered by name, 'Annat' last. */
export function serviceCategoriesQuery() {
  return queryOptions({
    queryKey: serviceCategoriesKey,
    queryFn: async (): Promise<ServiceCategory[]> =>
      sortServiceCategories(
        unwrap(await getSupabase().from('service_categories').select('id, name, icon_name, description').eq('is_active', true).order('name')),
      ),
    // the list changes only when an operator edits it
    staleTime: 10 * 60_000,
  });
}

export function useServiceCategories(): { categories: ServiceCategory[]; failed: boolean } {
  const query = useQuery(serviceCategoriesQuery());
  return { categories: query.data ?? [], failed: query.isError };
}
