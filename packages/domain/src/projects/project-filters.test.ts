import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_PROJECT_FILTERS,
  DEADLINE_SHORTCUTS,
  deadlineShortcutDate,
  listProjectsArgs,
  multiSelectSummary,
  multiSelectSummaryText,
  parseProjectFilters,
  PROJECT_LIST_PAGE_SIZE,
  serializeProjectFilters,
  sortFromOptionValue,
  sortOptionValue,
  SORT_OPTIONS,
  statusFilterValue,
  type ProjectFilters,
} from './project-filters.ts';

const today = new Date(2026, 4, 10, 9, 0);
const filters = (overrides: Partial<ProjectFilters> = {}): ProjectFilters => ({
  ...DEFAULT_PROJECT_FILTERS,
  ...overrides,
});

describe('listProjectsArgs: filter state to the list RPC', () => {
  it('sends the spec defaults: every status (no filter), today plus 10 years, deadline ascending, page 1', () => {
    expect(listProjectsArgs(filters(), { today })).toEqual({
      p_status: null,
      p_deadline_lte: '2036-05-10',
      p_category_ids: null,
      p_q: null,
      p_applied: null,
      p_sort: 'deadline',
      p_order: 'asc',
      p_limit: PROJECT_LIST_PAGE_SIZE,
      p_offset: 0,
    });
  });

  it('sends what the URL narrows', () => {
    const state = parseProjectFilters(
      'status=open%2Cclosed&deadline_lte=2026-12-31&categories=c1%2Cc2' +
        '&sort=quoted_amount&order=desc&q=%20tak%20&applied=unapplied',
    );
    expect(listProjectsArgs(state, { today, isProvider: true, page: 2 })).toEqual({
      p_status: ['open', 'closed'],
      p_deadline_lte: '2026-12-31',
      p_category_ids: ['c1', 'c2'],
      p_q: 'tak',
      p_applied: ['unapplied'],
      p_sort: 'quoted_amount',
      p_order: 'desc',
      p_limit: PROJECT_LIST_PAGE_SIZE,
      p_offset: 2 * PROJECT_LIST_PAGE_SIZE,
    });
  });

  it('keeps None selected as an empty list (nothing matches), and applied only for providers', () => {
    expect(listProjectsArgs(filters({ status: [] }), { today }).p_status).toEqual([]);
    expect(listProjectsArgs(filters({ applied: [] }), { today, isProvider: true }).p_applied).toEqual([]);
    expect(listProjectsArgs(filters({ applied: ['applied'] }), { today }).p_applied).toBeNull();
    expect(
      listProjectsArgs(filters({ applied: ['applied', 'unapplied'] }), { today, isProvider: true }).p_applied,
    ).toBeNull();
  });

  it('pages with the page size', () => {
    expect(listProjectsArgs(filters(), { today, page: 3, pageSize: 50 })).toMatchObject({ p_limit: 50, p_offset: 150 });
  });

  it('treats every status in any order as all statuses; cancelled is one of them (the list shows it)', () => {
    expect(statusFilterValue({ status: ['awarded', 'cancelled', 'open', 'closed'] })).toBeNull();
    expect(statusFilterValue({ status: ['awarded', 'open', 'closed'] })).toEqual(['awarded', 'open', 'closed']);
    expect(statusFilterValue({ status: ['awarded'] })).toEqual(['awarded']);
  });
});

describe('filter state in the URL', () => {
  it('a reload reads back the same state', () => {
    const state = filters({
      status: ['awarded'],
      deadlineLte: '2027-01-31',
      categories: ['c9'],
      sort: 'title',
      order: 'desc',
      view: 'cards',
      q: 'hiss',
    });
    expect(parseProjectFilters(serializeProjectFilters(state))).toEqual(state);
  });
});

describe('sort choice', () => {
  it('maps each of the ten pairs to its value and back', () => {
    for (const option of SORT_OPTIONS) {
      expect(sortOptionValue(option)).toBe(option.value);
      expect(sortFromOptionValue(option.value)).toEqual({ sort: option.sort, order: option.order });
    }
    expect(sortFromOptionValue('price_up')).toEqual({ sort: 'deadline', order: 'asc' });
  });
});

describe('deadline shortcuts', () => {
  it('offer days, months and years from today', () => {
    expect(new Set(DEADLINE_SHORTCUTS.map((s) => s.unit))).toEqual(new Set(['days', 'months', 'years']));
    expect(DEADLINE_SHORTCUTS.map((s) => deadlineShortcutDate(s, today))).toEqual([
      '2026-05-17',
      '2026-05-24',
      '2026-06-09',
      '2026-08-10',
      '2026-11-10',
      '2027-05-10',
    ]);
  });
});

describe('multi-select summaries', () => {
  it('say None selected, All ..., N selected or No categories', () => {
    expect(multiSelectSummaryText(multiSelectSummary(0, 3), 'All statuses')).toBe('None selected');
    expect(multiSelectSummaryText(multiSelectSummary(3, 3), 'All statuses')).toBe('All statuses');
    expect(multiSelectSummaryText(multiSelectSummary(2, 15), 'All categories')).toBe('2 selected');
    expect(multiSelectSummaryText(multiSelectSummary(0, 0), 'All categories')).toBe('No categories');
    expect(multiSelectSummaryText(multiSelectSummary(2, 2), 'All applied')).toBe('All applied');
  });
});

describe("the folded filters' count (375 px)", () => {
  it('counts status, applied (providers), categories and deadline when they differ from the defaults', () => {
    expect(activeFilterCount(DEFAULT_PROJECT_FILTERS, true)).toBe(0);
    const changed = {
      ...DEFAULT_PROJECT_FILTERS,
      status: ['open' as const],
      categories: ['c1'],
      deadlineLte: '2027-01-01',
      applied: ['applied' as const],
      q: 'tak',
    };
    expect(activeFilterCount(changed, true)).toBe(4);
    expect(activeFilterCount(changed, false)).toBe(3);
  });
});
