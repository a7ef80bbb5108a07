import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PROJECT_FILTERS, parseProjectFilters, serializeProjectFilters, type ProjectFilters } from '@brf/domain/projects';

export type UpdateFilters = (change: Partial<ProjectFilters>) => void;

/** spec 2: the list's filter state lives in the query string, so a link or reload shows the same list. */
export function useFiltersInUrl(): { filters: ProjectFilters; update: UpdateFilters; clear: () => void } {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(() => parseProjectFilters(search), [search]);
  const update = useCallback<UpdateFilters>(
    (change) => setParams((previous) => serializeProjectFilters({ ...parseProjectFilters(previous), ...change }), { replace: true }),
    [setParams],
  );
  // 'Clear' resets what narrows the list and its order; the chosen view stays
  const clear = useCallback(
    () => setParams((previous) => serializeProjectFilters({ ...DEFAULT_PROJECT_FILTERS, view: parseProjectFilters(previous).view }), { replace: true }),
    [setParams],
  );
  return { filters, update, clear };
}
