import {
  listProjectsArgs,
  parseProjectFilters,
  PROJECT_LIST_PAGE_SIZE,
  type ProjectFilters,
} from '@brf/domain/projects';
import { categoryArgument } from '../filters/category-selection.ts';
import { fetchBoardProfileId } from './board-profile.ts';
import { readingList } from './list-load-error.ts';
import { fetchSealedQuoteCounts } from './sealed-quote-counts.ts';
import {
  getSupabase,
  infiniteQueryOptions,
  keepPreviousData,
  prefetchUser,
  queryClient,
  unwrap,
  useInfiniteQuery,
  type Database,
  queryKeys,
} from '@brf/supabase/data';

/**
 * One row of public.list_projects (supabase/README.md "Contract for the apps"); on the board's
 * list, how many sealed quotes an open project holds (sealed_quote_counts), where it has any.
 */
export type ProjectListRow = Database['public']['Functions']['list_projects']['Returns'][number] & {
  sealed_quote_count?: number;
};

export interface ProjectListPage {
  rows: ProjectListRow[];
  total: number;
}

export interface ListProjectsInput {
  userId: string | null;
  filters: ProjectFilters;
  isProvider: boolean;
  /**
   * A board member's BRF profile as the session tells it; null when the session found none, and
   * the list then reads it itself; undefined when not asked (a provider, the route's prefetch).
   */
  brfProfileId?: string | null;
}

/** Keyed by what the database receives (view is not a filter), so switching views refetches nothing. */
export const projectListKey = ({ userId, filters, isProvider }: ListProjectsInput) => {
  const { p_limit: _limit, p_offset: _offset, ...args } = listProjectsArgs(filters, { isProvider });
  return queryKeys.projectList(userId, args);
};

/**
 * One page: filtering, sorting, paging and counting run in the database (one call). The database
 * knows the reader's board; only when the session could not tell it is the board read first
 * (spec 7 "List, BRF"), and a user without one has nothing to list.
 */
export async function fetchProjectListPage(input: ListProjectsInput, page: number): Promise<ProjectListPage> {
  const { userId } = input;
  if (input.brfProfileId === null && userId && page === 0) {
    const board = await readingList('brfProfile', false, () => fetchBoardProfileId(userId));
    if (!board) return { rows: [], total: 0 };
  }
  const args = listProjectsArgs(input.filters, { isProvider: input.isProvider, page });
  const rows: ProjectListRow[] = await readingList('projects', input.isProvider, async () => {
    const listed = unwrap(
      await getSupabase().rpc('list_projects', {
        ...args,
        p_status: args.p_status ?? undefined,
        p_category_ids: categoryArgument(input.filters.categories) ?? undefined,
        p_q: args.p_q ?? undefined,
        p_applied: args.p_applied ?? undefined,
      }),
    );
    const sealed = await fetchSealedQuoteCounts(listed);
    return listed.map((row) => (sealed.has(row.id) ? { ...row, sealed_quote_count: sealed.get(row.id) } : row));
  });
  // a page past the end has no row to carry the count; the pages before it had it
  return { rows, total: rows[0] ? Number(rows[0].total_count) : page === 0 ? 0 : -1 };
}

export function projectListQuery(input: ListProjectsInput) {
  return infiniteQueryOptions({
    queryKey: projectListKey(input),
    queryFn: ({ pageParam }) => fetchProjectListPage(input, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: ProjectListPage, pages: ProjectListPage[]) => {
      const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
      return last.rows.length === PROJECT_LIST_PAGE_SIZE && loaded < pages[0]!.total ? pages.length : undefined;
    },
  });
}

export function useProjectList(input: ListProjectsInput) {
  return useInfiniteQuery({
    ...projectListQuery(input),
    // the previous list stays (dimmed) while a filter change loads, so nothing jumps
    placeholderData: keepPreviousData,
    enabled: Boolean(input.userId),
  });
}

/**
 * The first page for filters about to be shown: 'ready' when the cache has it (the list shows it
 * at once and, when stale, refreshes it in the background), else its request.
 */
export function prepareProjectListPage(input: ListProjectsInput): Promise<void> | 'ready' {
  return queryClient().getQueryData(projectListKey(input)) === undefined ? prefetchProjectListPage(input) : 'ready';
}

/** The first page for filters about to be shown (at once when it is in the cache and fresh). */
export function prefetchProjectListPage(input: ListProjectsInput): Promise<void> {
  return input.userId ? queryClient().prefetchInfiniteQuery(projectListQuery(input)) : Promise.resolve();
}

/** The route's prefetch: the first page for the filters in the address, under the page's own key. */
export async function prefetchProjectList(search: string): Promise<void> {
  const user = await prefetchUser();
  if (!user) return;
  const filters = parseProjectFilters(new URLSearchParams(search).toString());
  await prefetchProjectListPage({ userId: user.id, filters, isProvider: user.organizationType === 'service_provider' });
}
