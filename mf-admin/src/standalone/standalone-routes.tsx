import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** What `npm run dev -w mf-admin` shows without the shell. The shell keeps the real route table. */
export const standaloneRoutes: Array<{ path: string; title: string; page: LazyExoticComponent<ComponentType> }> = [
  { path: '/admin/dashboard', title: 'Admin Dashboard', page: lazy(() => import('../dashboard/admin-dashboard-page.tsx')) },

];
