import { lazy } from 'react';
import type { StandaloneRoute } from '@brf/mf-config/standalone';

/** What `npm run dev -w mf-messaging` shows without the shell. The shell keeps the real route table. */
export const standaloneRoutes: StandaloneRoute[] = [
  { path: '/notifications', title: 'Notifications', page: lazy(() => import('../notifications/notifications-page.tsx')) },
  { path: '/widgets/notification-panel', title: 'Notifications (widget)', page: lazy(() => import('../notification-panel/notification-panel.tsx').then((m) => ({ default: () => <m.default onClose={() => {}} /> }))) },
  { path: '/widgets/project-messages', title: 'Project Messages (widget)', page: lazy(() => import('../project-messages/project-messages.tsx').then((m) => ({ default: () => <m.default projectId="demo" /> }))) },
];
