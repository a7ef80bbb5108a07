import {
  DEFAULT_DEADLINE_FILTER_YEARS,
  FILTERABLE_PROJECT_STATUSES,
  type FilterableProjectStatus,
} from './project-limits.ts';
import { addDays, addMonths, addYears, toDateInputValue, type DateLike } from '../format/dates.ts';

export const PROJECT_SORT_KEYS = ['deadline', 'category', 'status', 'quoted_amount', 'title'] as const;
export type ProjectSortKey = (typeof PROJECT_SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';
export type ProjectView = 'list' | 'cards';
export const APPLIED_OPTIONS = ['applied', 'unapplied'] as const;
export type AppliedOption = (typeof APPLIED_OPTIONS)[number];

/** The project list's filter state, kept in the query string (spec/projects.md 2). */
export interface ProjectFilters {
  status: FilterableProjectStatus[];
  /** yyyy-mm-dd, or null for the default (today plus 10 years). */
  deadlineLte: string | null;
  categories: string[];
  sort: ProjectSortKey;
  order: SortOrder;
  view: ProjectView;
  q: string;
  /** Providers only; not in the spec's query table, kept as 'applied' when changed. */
  applied: AppliedOption[];
}

export const DEFAULT_PROJECT_FILTERS: Readonly<ProjectFilters> = Object.freeze({
  status: [...FILTERABLE_PROJECT_STATUSES],
  deadlineLte: null,
  categories: [],
  sort: 'deadline',
  order: 'asc',
  view: 'list',
  q: '',
  applied: [...APPLIED_OPTIONS],
});

export const FILTER_LABELS = {
  noneSelected: 'None selected',
  allStatuses: 'All statuses',
  allCategories: 'All categories',
  allApplied: 'All applied',
  noCategories: 'No categories',
  status: { open: 'Open', closed: 'Closed', awarded: 'Awarded', cancelled: 'Cancelled' } as Record<
    FilterableProjectStatus,
    string
  >,
  applied: { applied: 'Applied', unapplied: 'Unapplied' } as Record<AppliedOption, string>,
} as const;

export const SORT_OPTIONS: ReadonlyArray<{ value: string; sort: ProjectSortKey; order: SortOrder; label: string }> = [
  { value: 'deadline_asc', sort: 'deadline', order: 'asc', label: 'Deadline (earliest first)' },
  { value: 'deadline_desc', sort: 'deadline', order: 'desc', label: 'Deadline (latest first)' },
  { value: 'category_asc', sort: 'category', order: 'asc', label: 'Category (A-Z)' },
  { value: 'category_desc', sort: 'category', order: 'desc', label: 'Category (Z-A)' },
  { value: 'status_asc', sort: 'status', order: 'asc', label: 'Status (open first)' },
  { value: 'status_desc', sort: 'status', order: 'desc', label: 'Status (open last)' },
  { value: 'quoted_amount_asc', sort: 'quoted_amount', order: 'asc', label: 'Quoted amount (lowest first)' },
  { value: 'quoted_amount_desc', sort: 'quoted_amount', order: 'desc', label: 'Quoted amount (highest first)' },
  { value: 'title_asc', sort: 'title', order: 'asc', label: 'Title (A-Z)' },
  { value: 'title_desc', sort: 'title', order: 'desc', label: 'Title (Z-A)' },
];

const list = (value: string | null) =>
  value
    ? value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
    : [];
const oneOf = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T =>
  (allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/** Reads the query string leniently: unknown values fall back to the defaults. */
export function parseProjectFilters(search: URLSearchParams | string): ProjectFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const deadline = params.get('deadline_lte');
  return {
    status: params.has('status')
      ? FILTERABLE_PROJECT_STATUSES.filter((status) => list(params.get('status')).includes(status))
      : [...DEFAULT_PROJECT_FILTERS.status],
    deadlineLte: deadline && /^\d{4}-\d{2}-\d{2}$/.test(deadline) ? deadline : null,
    categories: list(params.get('categories')),
    sort: oneOf(PROJECT_SORT_KEYS, params.get('sort'), DEFAULT_PROJECT_FILTERS.sort),
    order: oneOf(['asc', 'desc'] as const, params.get('order'), DEFAULT_PROJECT_FILTERS.order),
    view: oneOf(['list', 'cards'] as const, params.get('view'), DEFAULT_PROJECT_FILTERS.view),
    q: params.get('q') ?? '',
    applied: params.has('applied')
      ? APPLIED_OPTIONS.filter((option) => list(params.get('applied')).includes(option))
      : [...DEFAULT_PROJECT_FILTERS.applied],
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** Writes only what differs from the defaults, so a clean list has a clean address. */
export function serializeProjectFilters(filters: ProjectFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (!sameSet(filters.status, DEFAULT_PROJECT_FILTERS.status)) params.set('status', filters.status.join(','));
  if (filters.deadlineLte) params.set('deadline_lte', filters.deadlineLte);
  if (filters.categories.length > 0) params.set('categories', filters.categories.join(','));
  if (filters.sort !== DEFAULT_PROJECT_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.order !== DEFAULT_PROJECT_FILTERS.order) params.set('order', filters.order);
  if (filters.view !== DEFAULT_PROJECT_FILTERS.view) params.set('view', filters.view);
  if (filters.q.trim()) params.set('q', filters.q);
  if (!sameSet(filters.applied, DEFAULT_PROJECT_FILTERS.applied)) params.set('applied', filters.applied.join(','));
  return params;
}

/** True when a filter narrows the list ('Filtered results'); sort and view do not count. */
export function isFiltered(filters: ProjectFilters): boolean {
  return (
    !sameSet(filters.status, DEFAULT_PROJECT_FILTERS.status) ||
    filters.deadlineLte !== null ||
    filters.categories.length > 0 ||
    filters.q.trim() !== '' ||
    !sameSet(filters.applied, DEFAULT_PROJECT_FILTERS.applied)
  );
}

/** How many of the folded filters (status, applied, categories, deadline) differ from the defaults. */
export function activeFilterCount(filters: ProjectFilters, isProvider: boolean): number {
  return [
    !sameSet(filters.status, DEFAULT_PROJECT_FILTERS.status),
    isProvider && !sameSet(filters.applied, DEFAULT_PROJECT_FILTERS.applied),
    filters.categories.length > 0,
    filters.deadlineLte !== null,
  ].filter(Boolean).length;
}

/** The effective 'Deadline up to' date: the chosen one or today plus 10 years. */
export function deadlineFilterDate(filters: Pick<ProjectFilters, 'deadlineLte'>, today: DateLike = new Date()): string {
  return filters.deadlineLte ?? toDateInputValue(addYears(today, DEFAULT_DEADLINE_FILTER_YEARS));
}

export interface DeadlineShortcut {
  label: string;
  amount: number;
  unit: 'days' | 'months' | 'years';
}

export const DEADLINE_SHORTCUTS: readonly DeadlineShortcut[] = [
  { label: '7 days', amount: 7, unit: 'days' },
  { label: '14 days', amount: 14, unit: 'days' },
  { label: '30 days', amount: 30, unit: 'days' },
  { label: '3 months', amount: 3, unit: 'months' },
  { label: '6 months', amount: 6, unit: 'months' },
  { label: '1 year', amount: 1, unit: 'years' },
];

export function deadlineShortcutDate(shortcut: DeadlineShortcut, today: DateLike = new Date()): string {
  const date =
    shortcut.unit === 'days'
      ? addDays(today, shortcut.amount)
      : shortcut.unit === 'months'
        ? addMonths(today, shortcut.amount)
        : addYears(today, shortcut.amount);
  return toDateInputValue(date);
}

/** Rows per page of the list (divides into 1, 2, 3 and 4 card columns). */
export const PROJECT_LIST_PAGE_SIZE = 24;

/**
 * The status filter as the database takes it: null when every offered status is chosen
 * ('All statuses', the default), so cancelled projects are listed too (after the open ones);
 * otherwise exactly the chosen statuses (an empty list shows nothing).
 */
export function statusFilterValue(filters: Pick<ProjectFilters, 'status'>): FilterableProjectStatus[] | null {
  return sameSet(filters.status, DEFAULT_PROJECT_FILTERS.status) ? null : [...filters.status];
}

/** Arguments of `rpc('list_projects', ...)` (supabase/README.md, "Contract for the apps"). */
export interface ListProjectsArgs {
  p_status: FilterableProjectStatus[] | null;
  /** yyyy-mm-dd, inclusive (a Swedish calendar day). */
  p_deadline_lte: string;
  p_category_ids: string[] | null;
  p_q: string | null;
  p_applied: AppliedOption[] | null;
  p_sort: ProjectSortKey;
  p_order: SortOrder;
  p_limit: number;
  p_offset: number;
}

export interface ListPage {
  /** 0 for the first page. */
  page?: number;
  pageSize?: number;
  /** Only providers filter by applied / unapplied. */
  isProvider?: boolean;
  today?: DateLike;
}

/** One page of the list for a filter state: what the page sends to the database. */
export function listProjectsArgs(filters: ProjectFilters, options: ListPage = {}): ListProjectsArgs {
  const pageSize = options.pageSize ?? PROJECT_LIST_PAGE_SIZE;
  const q = filters.q.trim();
  return {
    p_status: statusFilterValue(filters),
    p_deadline_lte: deadlineFilterDate(filters, options.today ?? new Date()),
    p_category_ids: filters.categories.length > 0 ? [...filters.categories] : null,
    p_q: q === '' ? null : q,
    p_applied:
      options.isProvider && !sameSet(filters.applied, DEFAULT_PROJECT_FILTERS.applied) ? [...filters.applied] : null,
    p_sort: filters.sort,
    p_order: filters.order,
    p_limit: pageSize,
    p_offset: (options.page ?? 0) * pageSize,
  };
}

/** The sort choice's value ('deadline_asc') for a filter state, and back. */
export const sortOptionValue = (filters: Pick<ProjectFilters, 'sort' | 'order'>) => `${filters.sort}_${filters.order}`;
export function sortFromOptionValue(value: string): Pick<ProjectFilters, 'sort' | 'order'> {
  const option = SORT_OPTIONS.find((o) => o.value === value);
  return option
    ? { sort: option.sort, order: option.order }
    : { sort: DEFAULT_PROJECT_FILTERS.sort, order: DEFAULT_PROJECT_FILTERS.order };
}

export type MultiSelectSummary =
  | { kind: 'empty' }
  | { kind: 'none' }
  | { kind: 'all' }
  | { kind: 'some'; count: number };

/**
 * What a multi-select's button says: 'No categories' when there are no options, 'None selected',
 * its 'All ...' label when everything is chosen, otherwise 'N selected'.
 */
export function multiSelectSummary(selected: number, options: number): MultiSelectSummary {
  if (options === 0) return { kind: 'empty' };
  if (selected === 0) return { kind: 'none' };
  if (selected >= options) return { kind: 'all' };
  return { kind: 'some', count: selected };
}

/** The English text of a summary (the page takes its texts from the catalogue). */
export function multiSelectSummaryText(
  summary: MultiSelectSummary,
  allLabel: string,
  emptyLabel: string = FILTER_LABELS.noCategories,
): string {
  switch (summary.kind) {
    case 'empty':
      return emptyLabel;
    case 'none':
      return FILTER_LABELS.noneSelected;
    case 'all':
      return allLabel;
    case 'some':
      return `${summary.count} selected`;
  }
}
