import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  DEFAULT_PROJECT_FILTERS,
  parseProjectFilters,
  serializeProjectFilters,
  type ProjectFilters,
} from '@brf/domain/projects';
import { waitAtMost } from '@brf/domain/wait-at-most';

export type UpdateFilters = (change: Partial<ProjectFilters>) => void;

/** How long a change waits for its first page before the list shows the previous one dimmed. */
export const FIRST_PAGE_WAIT_MS = 150;

export interface FiltersInUrl {
  /** What the address says: the list shows these. */
  filters: ProjectFilters;
  /** What the controls show: the latest choice, at once, while its page is on its way. */
  shown: ProjectFilters;
  update: UpdateFilters;
  clear: () => void;
  /** How often 'Clear' was used: a control holding text not yet in the address (the search) starts over. */
  cleared: number;
}

/**
 * spec 2: the list's filter state lives in the query string, so a link or reload shows the same
 * list. A change shows in the controls at once; `prepare` starts the new filters' first page and
 * the address (and so the list) follows when it has arrived, or after FIRST_PAGE_WAIT_MS: the
 * list is rendered once, with its new rows, instead of first dimmed and then again. When `prepare`
 * says the page is 'ready' (in the cache), the address changes at once too.
 */
export function useFiltersInUrl(prepare: (filters: ProjectFilters) => Promise<unknown> | 'ready'): FiltersInUrl {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // the last choice made here: once the address says it, the same object stands for it, so the
  // (memoised) filter bar that rendered it at the change is not rendered again when the list follows
  const chosen = useRef<ProjectFilters | null>(null);
  const filters = useMemo(() => {
    const last = chosen.current;
    return last && serializeProjectFilters(last).toString() === search ? last : parseProjectFilters(search);
  }, [search]);
  // a choice made at this address; once the address changes (this choice, Back...) it says what is shown
  const [pending, setPending] = useState<{ at: string; filters: ProjectFilters } | null>(null);
  const shown = pending && pending.at === search ? pending.filters : filters;
  const latest = useRef({ shown, at: search, setParams, prepare, ticket: 0 });
  latest.current.shown = shown;
  latest.current.at = search;
  latest.current.setParams = setParams;
  latest.current.prepare = prepare;
  // a choice still waiting for its page when the list goes away (a link followed) is dropped
  useEffect(() => {
    const current = latest.current;
    return () => {
      current.ticket += 1;
    };
  }, []);

  // the same function while the page is shown (it reads the address and the rest through
  // `latest`), so the controls given it keep their props and only the one that changed renders
  const show = useCallback((next: ProjectFilters) => {
    const ticket = ++latest.current.ticket;
    const at = latest.current.at;
    latest.current.shown = next;
    chosen.current = next;
    const page = latest.current.prepare(next);
    // the controls show the choice now; a page in the cache changes the address in the same
    // event, so both render together (the shell's router updates without a transition)
    setPending({ at, filters: next });
    if (page === 'ready') {
      latest.current.setParams(serializeProjectFilters(next), { replace: true });
      return;
    }
    // only the latest choice reaches the address, whichever page arrives first, and none once
    // the address has moved on without it (Back)
    const apply = () => {
      if (latest.current.ticket === ticket && latest.current.at === at)
        latest.current.setParams(serializeProjectFilters(next), { replace: true });
    };
    void waitAtMost(page, FIRST_PAGE_WAIT_MS).then(apply);
  }, []);
  const update = useCallback<UpdateFilters>((change) => show({ ...latest.current.shown, ...change }), [show]);
  // 'Clear' resets what narrows the list and its order; the chosen view stays
  const [cleared, setCleared] = useState(0);
  const clear = useCallback(() => {
    setCleared((count) => count + 1);
    show({ ...DEFAULT_PROJECT_FILTERS, view: latest.current.shown.view });
  }, [show]);
  return { filters, shown, update, clear, cleared };
}
