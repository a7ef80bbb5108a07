import type { ProjectFilters, ProjectSortKey, SortOrder } from './project-filters.ts';
import { deadlineFilterDate, statusFilterValue } from './project-filters.ts';
import { isInactiveStatus } from './project-status.ts';
import { DESCRIPTION_PREVIEW_CARDS, DESCRIPTION_PREVIEW_LIST } from './project-limits.ts';
import { endOfDay, toDate, type DateLike } from '../format/dates.ts';

export interface ProjectListItem {
  id: string;
  title: string;
  description?: string | null;
  status: string;
  submission_deadline: DateLike;
  categories?: ReadonlyArray<{ id: string; name: string }>;
  /** The provider's own quote, null when it has not quoted. */
  quoted_amount_for_sp?: number | null;
}

export const PROJECT_LIST_TEXTS = {
  title: 'Projects',
  createNew: 'Create New Project',
  filtered: 'Filtered results',
  emptyTitle: 'No projects found',
  emptyHint: 'Try adjusting your filters or search terms',
  clearAll: 'Clear all filters',
  clear: 'Clear',
} as const;

export const showingProjectsText = (shown: number, total: number) => `Showing ${shown} of ${total} projects`;

const hasQuote = (project: ProjectListItem) =>
  project.quoted_amount_for_sp !== null && project.quoted_amount_for_sp !== undefined;

export interface ListContext {
  today?: DateLike;
  /** Only providers filter by applied / unapplied. */
  isProvider?: boolean;
}

export function filterProjects<P extends ProjectListItem>(
  projects: readonly P[],
  filters: ProjectFilters,
  context: ListContext = {},
): P[] {
  const limit = endOfDay(deadlineFilterDate(filters, context.today ?? new Date())).getTime();
  const query = filters.q.trim().toLocaleLowerCase('sv-SE');
  const statuses = statusFilterValue(filters) as string[] | null;
  return projects.filter((project) => {
    if (statuses && !statuses.includes(project.status)) return false;
    if (toDate(project.submission_deadline).getTime() > limit) return false;
    if (
      filters.categories.length > 0 &&
      !project.categories?.some((category) => filters.categories.includes(category.id))
    ) {
      return false;
    }
    if (context.isProvider) {
      const applied = hasQuote(project);
      if (applied && !filters.applied.includes('applied')) return false;
      if (!applied && !filters.applied.includes('unapplied')) return false;
    }
    if (query) {
      const haystack = [project.title, project.description ?? '', ...(project.categories ?? []).map((c) => c.name)]
        .join('\n')
        .toLocaleLowerCase('sv-SE');
      if (!haystack.includes(query)) return false;
    }
    return true;
  });
}

const STATUS_RANK: Record<string, number> = {
  open: 0,
  in_progress: 1,
  completed: 2,
  closed: 3,
  awarded: 4,
  cancelled: 5,
};
// made on first use: the list sorts in the database; this sorts only what the page already holds
let swedishCollator: Intl.Collator | undefined;
const collator = () => (swedishCollator ??= new Intl.Collator('sv-SE', { sensitivity: 'base' }));
// the names in category order (as the database lists them), so the first category decides
const categoryKey = (project: ProjectListItem) =>
  (project.categories ?? []).map((category) => category.name).join(', ');

function compareBy(key: ProjectSortKey, a: ProjectListItem, b: ProjectListItem): number {
  switch (key) {
    case 'deadline':
      return toDate(a.submission_deadline).getTime() - toDate(b.submission_deadline).getTime();
    case 'category':
      return collator().compare(categoryKey(a), categoryKey(b));
    case 'status':
      return (STATUS_RANK[a.status] ?? 9) - (STATUS_RANK[b.status] ?? 9);
    case 'quoted_amount':
      return (a.quoted_amount_for_sp ?? 0) - (b.quoted_amount_for_sp ?? 0);
    case 'title':
      return collator().compare(a.title, b.title);
  }
}

/**
 * Sorts by the chosen key and direction, as public.list_projects does in the database (use that
 * for the list; this is for lists already in memory). Closed, awarded and cancelled projects come after the
 * others whatever the key, and projects without a quote come last when sorting by quoted amount.
 */
export function sortProjects<P extends ProjectListItem>(
  projects: readonly P[],
  sort: ProjectSortKey,
  order: SortOrder,
): P[] {
  const direction = order === 'desc' ? -1 : 1;
  return [...projects].sort((a, b) => {
    if (sort !== 'status') {
      const inactive = Number(isInactiveStatus(a.status)) - Number(isInactiveStatus(b.status));
      if (inactive !== 0) return inactive;
    }
    if (sort === 'quoted_amount' && hasQuote(a) !== hasQuote(b)) return hasQuote(a) ? -1 : 1;
    return (
      direction * compareBy(sort, a, b) ||
      (sort === 'status' ? compareBy('deadline', a, b) : 0) ||
      collator().compare(a.title, b.title)
    );
  });
}

/** The first 200 (list) or 100 (cards) characters, with an ellipsis when cut. */
export function descriptionPreview(text: string | null | undefined, view: 'list' | 'cards' = 'list'): string {
  const limit = view === 'cards' ? DESCRIPTION_PREVIEW_CARDS : DESCRIPTION_PREVIEW_LIST;
  const value = text ?? '';
  return value.length > limit ? `${value.slice(0, limit)}...` : value;
}

/** A row of `rpc('list_projects')` (supabase/README.md, "Contract for the apps"). */
export interface ListProjectsRow {
  id: string;
  brf_id: string;
  brf_organization_name: string | null;
  title: string;
  /** The first 201 characters. */
  description: string;
  /** Effective: an open project past its deadline is 'closed'. */
  status: string;
  submission_deadline: string;
  created_at: string;
  max_bids: number | null;
  categories: unknown;
  quoted_amount: number | null;
  has_quoted: boolean | null;
  awarded_to_me: boolean | null;
  total_count: number;
}

export interface ProjectListRowItem extends ProjectListItem {
  brfOrganizationName: string | null;
  /** Providers: whether they quoted (greyed, with a check mark). */
  hasQuoted: boolean;
  awardedToMe: boolean;
}

const isCategory = (value: unknown): value is { id: string; name: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  typeof (value as { name?: unknown }).name === 'string';

/** A database row as the list shows it (categories checked, numbers as numbers). */
export function projectListItemFromRow(row: ListProjectsRow): ProjectListRowItem {
  const quoted = row.quoted_amount === null || row.quoted_amount === undefined ? null : Number(row.quoted_amount);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    submission_deadline: row.submission_deadline,
    categories: Array.isArray(row.categories)
      ? row.categories.filter(isCategory).map(({ id, name }) => ({ id, name }))
      : [],
    quoted_amount_for_sp: quoted,
    brfOrganizationName: row.brf_organization_name,
    hasQuoted: row.has_quoted === true,
    awardedToMe: row.awarded_to_me === true,
  };
}

/** The list's status badge: red when closed, cancelled or awarded to someone else; green otherwise. */
export function listStatusTone(item: Pick<ProjectListRowItem, 'status' | 'awardedToMe'>): 'danger' | 'success' {
  if (item.status === 'closed' || item.status === 'cancelled') return 'danger';
  if (item.status === 'awarded' && !item.awardedToMe) return 'danger';
  return 'success';
}

/** The total from a page of rows (a page past the end has none: then what is already shown). */
export const totalFromRows = (rows: readonly Pick<ListProjectsRow, 'total_count'>[], shown: number): number =>
  rows.length > 0 ? Number(rows[0]!.total_count) : shown;
