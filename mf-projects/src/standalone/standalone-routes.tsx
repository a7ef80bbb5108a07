import { lazy } from 'react';
import type { StandaloneRoute } from '@brf/mf-config/standalone';

/** What `npm run dev -w mf-projects` shows without the shell. The shell keeps the real route table. */
export const standaloneRoutes: StandaloneRoute[] = [
  {
    path: '/projects',
    module: 'ProjectListPage',
    title: 'Projects',
    page: lazy(() => import('../project-list/project-list-page.tsx')),
  },
  {
    path: '/projects/create',
    module: 'CreateProjectPage',
    title: 'Create New Project',
    page: lazy(() => import('../create-project/create-project-page.tsx')),
  },
  {
    path: '/projects/:id',
    module: 'ProjectDetailPage',
    title: 'Project',
    page: lazy(() => import('../project-detail/project-detail-page.tsx')),
  },
];
