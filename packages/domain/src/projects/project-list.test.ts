import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROJECT_FILTERS,
  deadlineFilterDate,
  deadlineShortcutDate,
  DEADLINE_SHORTCUTS,
  isFiltered,
  parseProjectFilters,
  serializeProjectFilters,
  SORT_OPTIONS,
  type ProjectFilters,
} from './project-filters.ts';
import {
  descriptionPreview,
  filterProjects,
  listStatusTone,
  projectListItemFromRow,
  showingProjectsText,
  sortProjects,
  totalFromRows,
  type ListProjectsRow,
  type ProjectListItem,
} from './project-list.ts';

const today = new Date(2026, 4, 10, 9, 0);
const filters = (overrides: Partial<ProjectFilters> = {}): ProjectFilters => ({
  ...DEFAULT_PROJECT_FILTERS,
  ...overrides,
});

const projects: ProjectListItem[] = [
  {
    id: '1',
    title: 'Roof',
    description: 'New roof tiles',
    status: 'open',
    submission_deadline: '2026-06-01',
    categories: [{ id: 'c1', name: 'Tak' }],
    quoted_amount_for_sp: 50000,
  },
  {
    id: '2',
    title: 'Cleaning',
    description: 'Stairwells',
    status: 'closed',
    submission_deadline: '2026-05-20',
    categories: [{ id: 'c2', name: 'Städning' }],
  },
  {
    id: '3',
    title: 'Elevator',
    description: 'Service contract',
    status: 'open',
    submission_deadline: '2026-05-25',
    categories: [{ id: 'c3', name: 'Hiss' }],
    quoted_amount_for_sp: 1000,
  },
  {
    id: '4',
    title: 'Windows',
    description: 'Paint',
    status: 'awarded',
    submission_deadline: '2036-05-11',
    categories: [{ id: 'c1', name: 'Tak' }],
  },
  {
    id: '5',
    title: 'Garden',
    description: 'Plants',
    status: 'cancelled',
    submission_deadline: '2026-05-21',
    categories: [],
  },
  {
    id: '6',
    title: 'Boiler',
    description: 'Heating',
    status: 'open',
    submission_deadline: '2026-07-01',
    categories: [{ id: 'c4', name: 'Värme' }],
  },
];
const ids = (list: ProjectListItem[]) => list.map((p) => p.id);

describe('project filters in the query string', () => {
  it('defaults to all three statuses, deadline sort ascending, list view', () => {
    expect(parseProjectFilters('')).toEqual(DEFAULT_PROJECT_FILTERS);
    expect(serializeProjectFilters(filters()).toString()).toBe('');
  });

  it('round-trips every parameter', () => {
    const query =
      'status=open%2Cawarded&deadline_lte=2026-12-31&categories=c1%2Cc2' +
      '&sort=title&order=desc&view=cards&q=tak&applied=applied';
    const parsed = parseProjectFilters(query);
    expect(parsed).toEqual({
      status: ['open', 'awarded'],
      deadlineLte: '2026-12-31',
      categories: ['c1', 'c2'],
      sort: 'title',
      order: 'desc',
      view: 'cards',
      q: 'tak',
      applied: ['applied'],
    });
    expect(serializeProjectFilters(parsed).toString()).toBe(query);
  });

  it('keeps an empty status list (None selected) and ignores unknown values', () => {
    expect(parseProjectFilters('status=').status).toEqual([]);
    expect(parseProjectFilters('sort=price&order=up&view=grid&deadline_lte=tomorrow')).toEqual(DEFAULT_PROJECT_FILTERS);
  });

  it('knows when the list is filtered', () => {
    expect(isFiltered(filters())).toBe(false);
    expect(isFiltered(filters({ sort: 'title', view: 'cards' }))).toBe(false);
    expect(isFiltered(filters({ q: 'roof' }))).toBe(true);
    expect(isFiltered(filters({ status: ['open'] }))).toBe(true);
  });

  it('defaults the deadline limit to today plus 10 years', () => {
    expect(deadlineFilterDate(filters(), today)).toBe('2036-05-10');
    expect(deadlineShortcutDate(DEADLINE_SHORTCUTS[0]!, today)).toBe('2026-05-17');
    expect(deadlineShortcutDate(DEADLINE_SHORTCUTS[3]!, today)).toBe('2026-08-10');
  });

  it('offers the ten sort pairs', () => {
    expect(SORT_OPTIONS).toHaveLength(10);
  });
});

describe('filterProjects', () => {
  it('by default (all statuses) keeps cancelled ones and hides those beyond ten years', () => {
    expect(ids(filterProjects(projects, filters(), { today }))).toEqual(['1', '2', '3', '5', '6']);
    expect(ids(filterProjects(projects, filters({ status: ['open', 'closed'] }), { today }))).toEqual([
      '1',
      '2',
      '3',
      '6',
    ]);
  });
  it('filters by status, deadline, categories and search', () => {
    expect(ids(filterProjects(projects, filters({ status: ['closed'] }), { today }))).toEqual(['2']);
    expect(ids(filterProjects(projects, filters({ deadlineLte: '2026-05-25' }), { today }))).toEqual(['2', '3', '5']);
    expect(
      ids(filterProjects(projects, filters({ categories: ['c1'], deadlineLte: '2036-12-31' }), { today })),
    ).toEqual(['1', '4']);
    expect(ids(filterProjects(projects, filters({ q: 'STÄD' }), { today }))).toEqual(['2']);
    expect(ids(filterProjects(projects, filters({ status: [] }), { today }))).toEqual([]);
  });
  it('filters providers by applied and unapplied', () => {
    expect(ids(filterProjects(projects, filters({ applied: ['applied'] }), { today, isProvider: true }))).toEqual([
      '1',
      '3',
    ]);
    expect(ids(filterProjects(projects, filters({ applied: ['unapplied'] }), { today, isProvider: true }))).toEqual([
      '2',
      '5',
      '6',
    ]);
    expect(ids(filterProjects(projects, filters({ applied: ['applied'] }), { today }))).toEqual([
      '1',
      '2',
      '3',
      '5',
      '6',
    ]);
  });
});

describe('sortProjects', () => {
  it('sorts by deadline with closed, awarded and cancelled after the others', () => {
    expect(ids(sortProjects(projects, 'deadline', 'asc'))).toEqual(['3', '1', '6', '2', '5', '4']);
    expect(ids(sortProjects(projects, 'deadline', 'desc'))).toEqual(['6', '1', '3', '4', '5', '2']);
  });
  it('sorts by title, status, category and quoted amount', () => {
    expect(ids(sortProjects(projects, 'title', 'asc'))).toEqual(['6', '3', '1', '2', '5', '4']);
    expect(ids(sortProjects(projects, 'status', 'asc'))).toEqual(['3', '1', '6', '2', '4', '5']);
    expect(ids(sortProjects(projects, 'category', 'asc'))).toEqual(['3', '1', '6', '5', '2', '4']);
    expect(ids(sortProjects(projects, 'quoted_amount', 'asc'))).toEqual(['3', '1', '6', '2', '5', '4']);
    expect(ids(sortProjects(projects, 'quoted_amount', 'desc'))).toEqual(['1', '3', '6', '2', '5', '4']);
  });
});

describe('list texts', () => {
  it('counts and previews', () => {
    expect(showingProjectsText(3, 10)).toBe('Showing 3 of 10 projects');
    expect(descriptionPreview('a'.repeat(200))).toBe('a'.repeat(200));
    expect(descriptionPreview('a'.repeat(201))).toBe(`${'a'.repeat(200)}...`);
    expect(descriptionPreview('a'.repeat(101), 'cards')).toBe(`${'a'.repeat(100)}...`);
  });
});

describe('rows of list_projects', () => {
  const row: ListProjectsRow = {
    id: 'p1',
    brf_id: 'b1',
    brf_organization_name: 'BRF Solgläntan',
    title: 'Takbyte',
    description: 'Nytt tak',
    status: 'awarded',
    submission_deadline: '2026-06-01T10:00:00+00:00',
    created_at: '2026-05-01T10:00:00+00:00',
    max_bids: null,
    categories: [{ id: 'c2', name: 'Tak och fasad' }, { bogus: true }],
    quoted_amount: 125000.5,
    has_quoted: true,
    awarded_to_me: false,
    total_count: 42,
  };

  it("become list items with the provider's own amount", () => {
    expect(projectListItemFromRow(row)).toEqual({
      id: 'p1',
      title: 'Takbyte',
      description: 'Nytt tak',
      status: 'awarded',
      submission_deadline: '2026-06-01T10:00:00+00:00',
      categories: [{ id: 'c2', name: 'Tak och fasad' }],
      quoted_amount_for_sp: 125000.5,
      brfOrganizationName: 'BRF Solgläntan',
      hasQuoted: true,
      awardedToMe: false,
    });
    expect(projectListItemFromRow({ ...row, quoted_amount: null, has_quoted: null, categories: null })).toMatchObject({
      quoted_amount_for_sp: null,
      hasQuoted: false,
      categories: [],
    });
  });

  it('colour the badge red when closed, cancelled or awarded to another, green otherwise', () => {
    expect(listStatusTone({ status: 'awarded', awardedToMe: false })).toBe('danger');
    expect(listStatusTone({ status: 'awarded', awardedToMe: true })).toBe('success');
    expect(listStatusTone({ status: 'closed', awardedToMe: false })).toBe('danger');
    expect(listStatusTone({ status: 'cancelled', awardedToMe: false })).toBe('danger');
    expect(listStatusTone({ status: 'open', awardedToMe: false })).toBe('success');
  });

  it('carry the total for Showing X of Y', () => {
    expect(showingProjectsText(1, totalFromRows([row], 1))).toBe('Showing 1 of 42 projects');
    expect(totalFromRows([], 48)).toBe(48);
  });
});
