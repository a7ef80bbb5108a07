import { sortServiceCategories } from '@brf/domain/accounts';
import { getSupabase, queryOptions, unwrap, useQuery, type Tables } from '@brf/supabase/data';

export type ServiceCategoryRow = Pick<Tables<'service_categories'>, 'id' | 'name' | 'icon_name'>;

export const serviceCategoriesKey = ['service-categories', 'active'] as const;

/** spec 3: active categories by name, 'Annat' last. */
export async function fetchServiceCategories(): Promise<ServiceCategoryRow[]> {
  const rows = unwrap(await getSupabase().from('service_categories').select('id, name, icon_name').eq('is_active', true).order('name'));
  return sortServiceCategories(rows);
}

export function serviceCategoriesQuery() {
  return queryOptions({
    queryKey: serviceCategoriesKey,
    queryFn: fetchServiceCategories,
    // the list changes only when an operator edits it
    staleTime: 10 * 60_000,
  });
}

export const useServiceCategories = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...serviceCategoriesQuery(), enabled });
