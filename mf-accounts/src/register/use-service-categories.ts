import { useEffect, useState } from 'react';
import { sortServiceCategories, type ServiceCategory } from '@brf/domain/accounts';
import { getSupabase } from '@brf/supabase';

/** spec 7: active categories ordered by name, 'Annat' last. */
export function useServiceCategories(): { categories: ServiceCategory[]; failed: boolean } {
  const [categories, setCategories] = useState<ServiceCategory[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    getSupabase()
      .from('service_categories')
      .select('id, name, icon_name, description')
      .eq('is_active', true)
      .order('name')
      .then(({ data, error }) => {
        if (!current) return;
        if (error) {
          console.error('[mf-accounts] service categories failed to load', error);
          setFailed(true);
          return;
        }
        setCategories(sortServiceCategories(data ?? []));
      });
    return () => {
      current = false;
    };
  }, []);
  return { categories, failed };
}
