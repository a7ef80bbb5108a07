import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** What `npm run dev -w mf-projects` shows without the shell. The shell keeps the real route table. */
export const standaloneRoutes: Array<{ path: string; title: string; page: LazyExoticComponent<ComponentType> }> = [
  { path: '/projects', title: 'Projects', page: lazy(() => import('../project-list/project-list-page.tsx')) },
  { path: '/projects/create', title: 'Create New Project', page: lazy(() => import('../create-project/create-project-page.tsx')) },
  { path: '/projects/:id', title: 'Project', page: lazy(() => import('../project-detail/project-detail-page.tsx')) },

];
