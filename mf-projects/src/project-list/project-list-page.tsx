import { useCallback, useMemo } from 'react';
import { useServiceCategories } from '@brf/supabase/data';
import { Link } from 'react-router-dom';
import { Plus } from 'lucide-react';
import { useTranslation } from '@brf/i18n';
import { useServiceCategoryName } from '@brf/domain/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import {
  isFiltered,
  PROJECT_ERRORS,
  PROJECT_LIST_TEXTS,
  showingProjectsText,
  type ProjectFilters,
} from '@brf/domain/projects';
import { Button, EmptyState, InlineAlert, PageHeading, cx } from '@brf/ui';
import { projectsCatalogue } from '../i18n.ts';
import { useViewer } from '@brf/supabase/session';
import { createsProjects, useBoardRole } from '../shared/api/board-role.ts';
import { prefetchProjectList, prepareProjectListPage, useProjectList } from './api/list-projects.ts';
import { useProviderCategories } from './api/provider-categories.ts';
import { ProjectFiltersBar } from './filters/project-filters-bar.tsx';
import { ProjectListItem } from './project-list-item.tsx';
import { ProjectListSkeleton } from './project-list-skeleton.tsx';
import { prefetchMyTodo } from './todo/my-todo.ts';
import { TodoPanel, useViewerTodo } from './todo/todo-panel.tsx';
import { useFiltersInUrl } from './use-filters-in-url.ts';
import { useInAppLinks } from './use-in-app-links.ts';
import styles from './project-list-page.module.css';

/** Called by the shell as soon as this module is loaded for /projects (before the page renders). */
export function prefetch(): Promise<void> {
  // the to-do starts beside the list; the rows wait for both (it sits above them)
  void prefetchMyTodo().catch(() => undefined);
  return prefetchProjectList(location.search).catch(() => undefined);
}

/** /projects (spec 2): a BRF's own projects, or the projects sharing a category with a provider. */
export default function ProjectListPage() {
  const { t, language } = useTranslation(projectsCatalogue);
  const categoryText = useServiceCategoryName();
  const message = useDomainMessage();
  const viewer = useViewer();
  const brfProfileId = viewer.isBrf ? viewer.profileId : undefined;
  const firstPage = useCallback(
    (next: ProjectFilters) =>
      prepareProjectListPage({ userId: viewer.userId, filters: next, isProvider: viewer.isProvider, brfProfileId }),
    [viewer.userId, viewer.isProvider, brfProfileId],
  );
  const { filters, shown, update, clear, cleared } = useFiltersInUrl(firstPage);
  const onRowsClick = useInAppLinks();
  const list = useProjectList({ userId: viewer.userId, filters, isProvider: viewer.isProvider, brfProfileId });
  // a deputy or an observer reads the board's projects but does not create them
  const boardRole = useBoardRole(viewer.isBrf ? viewer.userId : null);
  const creates = viewer.isBrf && createsProjects(boardRole.data);
  const allCategories = useServiceCategories();
  const providerCategories = useProviderCategories(viewer.userId, viewer.isProvider);
  // the same array until the categories change, so the (memoised) filter bar skips a page's arrival
  const categories = useMemo(
    () =>
      viewer.isProvider
        ? (allCategories.data ?? []).filter((category) => providerCategories.data?.includes(category.id))
        : (allCategories.data ?? []),
    [viewer.isProvider, allCategories.data, providerCategories.data],
  );

  const pages = list.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.rows);
  const total = pages[0]?.total ?? 0;
  const filtered = isFiltered(filters);
  const todoWaiting = useViewerTodo().waiting;
  const signedOut = !viewer.loading && !viewer.userId;
  const unknownType = !viewer.loading && viewer.userId && !viewer.isBrf && !viewer.isProvider && !viewer.hasAdminRole;

  return (
    <section className={styles.page} data-remote="mf-projects" data-page="project-list">
      <PageHeading
        title={message(PROJECT_LIST_TEXTS.title)}
        actions={
          creates ? (
            <Link to="/projects/create" className={styles.create}>
              <Plus aria-hidden="true" size={18} />
              {message(PROJECT_LIST_TEXTS.createNew)}
            </Link>
          ) : null
        }
      />
      {/* what waits for the board or provider, above the filters and rows: they wait for it (it is
          fetched beside the list), so its arrival never pushes rows already on screen down */}
      {todoWaiting ? (
        <ProjectListSkeleton view={filters.view} />
      ) : (
        <>
          <TodoPanel />
          <ProjectFiltersBar
            filters={shown}
            update={update}
            clear={clear}
            cleared={cleared}
            isProvider={viewer.isProvider}
            categories={categories}
          />

          <div className={styles.summary} aria-live="polite">
            {list.data ? (
              <span>{message(showingProjectsText(rows.length, total))}</span>
            ) : (
              <span className={styles.placeholderLine} />
            )}
            {filtered ? <span className={styles.filtered}>{message(PROJECT_LIST_TEXTS.filtered)}</span> : null}
          </div>

          <div className={styles.results} aria-busy={list.isFetching || undefined}>
            {signedOut ? (
              <InlineAlert tone="error">{message(PROJECT_ERRORS.notLoggedIn)}</InlineAlert>
            ) : unknownType ? (
              <InlineAlert tone="error">{message(PROJECT_ERRORS.unknownOrganizationType)}</InlineAlert>
            ) : list.isError && !list.data ? (
              <InlineAlert
                tone="error"
                action={
                  <Button variant="secondary" size="small" onClick={() => void list.refetch()}>
                    {t('list.retry')}
                  </Button>
                }
              >
                {t('list.error')}
              </InlineAlert>
            ) : !list.data ? (
              <ProjectListSkeleton view={filters.view} />
            ) : rows.length === 0 && viewer.isBrf && !filtered ? (
              // a board with no projects yet is welcomed, not told that its filters matched nothing
              <EmptyState
                title={t('list.welcomeTitle')}
                description={creates ? t('list.welcomeText') : t('list.welcomeTextNotCreator')}
                action={
                  creates ? (
                    <Link to="/projects/create" className={styles.create}>
                      <Plus aria-hidden="true" size={18} />
                      {t('list.createFirst')}
                    </Link>
                  ) : undefined
                }
              />
            ) : rows.length === 0 ? (
              <EmptyState
                title={message(PROJECT_LIST_TEXTS.emptyTitle)}
                description={message(PROJECT_LIST_TEXTS.emptyHint)}
                action={
                  <Button variant="secondary" onClick={clear}>
                    {message(PROJECT_LIST_TEXTS.clearAll)}
                  </Button>
                }
              />
            ) : (
              <>
                <ul
                  className={cx(styles.items, styles[filters.view], list.isPlaceholderData && styles.stale)}
                  data-view={filters.view}
                  onClick={onRowsClick}
                >
                  {rows.map((project, index) => (
                    // keyed by place: a new sort or filter fills the rows already on the page instead of
                    // building 24 new ones (a row holds no state of its own)
                    <ProjectListItem
                      key={index}
                      project={project}
                      view={filters.view}
                      isProvider={viewer.isProvider}
                      t={t}
                      language={language}
                      categoryText={categoryText}
                      first={index === 0}
                    />
                  ))}
                </ul>
                {list.hasNextPage ? (
                  <div className={styles.more}>
                    <Button
                      variant="secondary"
                      busy={list.isFetchingNextPage}
                      onClick={() => void list.fetchNextPage()}
                    >
                      {t('list.showMore')}
                    </Button>
                  </div>
                ) : null}
              </>
            )}
          </div>
        </>
      )}
    </section>
  );
}
