import { queryOptions } from '@tanstack/react-query';
import { sortServiceCategories, type ServiceCategory } from '@brf/domain/accounts';
import { getSupabase } from '../../client.ts';
import { useQuery } from '../hooks.ts';
import { unwrap } from '../data-error.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * spec 3 and 7: the active categories by name, 'Annat' last, with every column a picker shows
 * (registration, profile, create project, the list's filter read one query).
 */
export function serviceCategoriesQuery() {
  return queryOptions({
    queryKey: queryKeys.serviceCategories(),
    queryFn: async (): Promise<ServiceCategory[]> =>
      sortServiceCategories(
        unwrap(
          await getSupabase()
            .from('service_categories')
            .select('id, name, icon_name, description')
            .eq('is_active', true)
            .order('name'),
        ),
      ),
    // the list changes only when an operator edits it
    staleTime: 10 * 60_000,
  });
}

export const useServiceCategories = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...serviceCategoriesQuery(), enabled });
