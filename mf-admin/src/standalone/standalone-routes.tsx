import { lazy } from 'react';
import type { StandaloneRoute } from '@brf/mf-config/standalone';

/** What `npm run dev -w mf-admin` shows without the shell. The shell keeps the real route table. */
export const standaloneRoutes: StandaloneRoute[] = [
  {
    path: '/admin/dashboard',
    module: 'AdminDashboardPage',
    title: 'Admin Dashboard',
    page: lazy(() => import('../dashboard/admin-dashboard-page.tsx')),
  },
];
