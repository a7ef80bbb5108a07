import { memo, useCallback, useId, useMemo, useState } from 'react';
import { List, LayoutGrid, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage, useServiceCategoryName } from '@brf/domain/i18n';
import { serviceCategoryOptions } from '@brf/domain/accounts';
import {
  APPLIED_OPTIONS,
  DEADLINE_SHORTCUTS,
  FILTERABLE_PROJECT_STATUSES,
  FILTER_LABELS,
  PROJECT_LIST_TEXTS,
  SORT_OPTIONS,
  activeFilterCount,
  deadlineFilterDate,
  deadlineShortcutDate,
  sortFromOptionValue,
  sortOptionValue,
  type ProjectFilters,
  type ProjectView,
} from '@brf/domain/projects';
import { Button, Field, MultiSelect, SegmentedControl, cx } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import type { UpdateFilters } from '../use-filters-in-url.ts';
import { SearchBox } from './search-box.tsx';
import { categoriesForUrl, selectedCategories } from './category-selection.ts';
import styles from './project-filters-bar.module.css';

export interface ProjectFiltersBarProps {
  filters: ProjectFilters;
  update: UpdateFilters;
  clear: () => void;
  /** Changes with each 'Clear': the search box drops what was typed and not yet searched. */
  cleared?: number;
  isProvider: boolean;
  categories: ReadonlyArray<{ id: string; name: string }>;
}

/**
 * spec 2 "Filters": search, status, applied (providers), deadline, categories, sort, Clear, view.
 * Each control is kept as the same element until what it shows changes (React then skips it), so
 * a change of one filter renders that control only; `update` and `clear` stay the same functions.
 */
export const ProjectFiltersBar = memo(function ProjectFiltersBar({
  filters,
  update,
  clear,
  cleared = 0,
  isProvider,
  categories,
}: ProjectFiltersBarProps) {
  const { t } = useTranslation(projectsCatalogue);
  const message = useDomainMessage();
  const categoryText = useServiceCategoryName();
  const onSearch = useCallback((q: string) => update({ q }), [update]);
  const { q, status, applied, deadlineLte, sort, order, view } = filters;
  const chosenCategories = filters.categories;

  const search = useMemo(() => <SearchBox key={cleared} value={q} onChange={onSearch} />, [q, onSearch, cleared]);

  const statusSelect = useMemo(
    () => (
      <MultiSelect
        className={styles.select}
        label={t('filters.status')}
        options={FILTERABLE_PROJECT_STATUSES.map((value) => ({ value, label: message(FILTER_LABELS.status[value]) }))}
        selected={status}
        onChange={(next) => update({ status: FILTERABLE_PROJECT_STATUSES.filter((s) => next.includes(s)) })}
        allLabel={message(FILTER_LABELS.allStatuses)}
        noneLabel={message(FILTER_LABELS.noneSelected)}
      />
    ),
    [status, update, t, message],
  );

  const appliedSelect = useMemo(
    () =>
      isProvider ? (
        <MultiSelect
          className={styles.select}
          label={t('filters.applied')}
          options={APPLIED_OPTIONS.map((option) => ({ value: option, label: message(FILTER_LABELS.applied[option]) }))}
          selected={applied}
          onChange={(next) => update({ applied: APPLIED_OPTIONS.filter((a) => next.includes(a)) })}
          allLabel={message(FILTER_LABELS.allApplied)}
          noneLabel={message(FILTER_LABELS.noneSelected)}
        />
      ) : null,
    [isProvider, applied, update, t, message],
  );

  const categorySelect = useMemo(() => {
    const categoryIds = categories.map((category) => category.id);
    return (
      <MultiSelect
        className={styles.select}
        label={t('filters.categories')}
        options={serviceCategoryOptions(categories, categoryText)}
        selected={selectedCategories(chosenCategories, categoryIds)}
        onChange={(chosen) => update({ categories: categoriesForUrl(chosen, categoryIds) })}
        allLabel={message(FILTER_LABELS.allCategories)}
        noneLabel={categories.length === 0 ? message(FILTER_LABELS.noCategories) : message(FILTER_LABELS.noneSelected)}
        emptyText={message(FILTER_LABELS.noCategories)}
      />
    );
  }, [categories, chosenCategories, update, t, message, categoryText]);

  const deadline = useMemo(
    () => (
      <div className={styles.deadline}>
        <Field
          type="date"
          label={t('filters.deadline')}
          value={deadlineFilterDate({ deadlineLte })}
          onChange={(event) => update({ deadlineLte: event.currentTarget.value || null })}
        />
        <div className={styles.shortcuts} role="group" aria-label={t('filters.shortcuts')}>
          {DEADLINE_SHORTCUTS.map((shortcut) => (
            <button
              key={shortcut.label}
              type="button"
              className={styles.shortcut}
              aria-pressed={deadlineLte === deadlineShortcutDate(shortcut)}
              onClick={() => update({ deadlineLte: deadlineShortcutDate(shortcut) })}
            >
              {message(shortcut.label)}
            </button>
          ))}
        </div>
      </div>
    ),
    [deadlineLte, update, t, message],
  );

  const sortSelect = useMemo(
    () => (
      <Field
        as="select"
        className={styles.sort}
        label={t('filters.sort')}
        value={sortOptionValue({ sort, order })}
        onChange={(event) => update(sortFromOptionValue(event.currentTarget.value))}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {message(option.label)}
          </option>
        ))}
      </Field>
    ),
    [sort, order, update, t, message],
  );

  const end = useMemo(
    () => (
      <div className={styles.end}>
        <Button variant="secondary" onClick={clear}>
          {message(PROJECT_LIST_TEXTS.clear)}
        </Button>
        <SegmentedControl<ProjectView>
          label={t('filters.view')}
          value={view}
          onChange={(next) => update({ view: next })}
          options={[
            { value: 'list', label: t('filters.viewList'), icon: <List aria-hidden="true" size={16} /> },
            { value: 'cards', label: t('filters.viewCards'), icon: <LayoutGrid aria-hidden="true" size={16} /> },
          ]}
        />
      </div>
    ),
    [view, clear, update, t, message],
  );

  // on a phone the filters fold behind one button that says how many are in use
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = activeFilterCount(filters, isProvider);

  return (
    <div className={styles.bar} role="search" aria-label={t('filters.label')}>
      {search}
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <SlidersHorizontal aria-hidden="true" size={16} />
        {active > 0 ? t('filters.toggleCount', { count: active }) : t('filters.toggle')}
      </button>
      <div id={panelId} className={cx(styles.panel, open && styles.open)}>
        {statusSelect}
        {appliedSelect}
        {categorySelect}
        {deadline}
        {sortSelect}
      </div>
      {end}
    </div>
  );
});
