import { lazy } from 'react';
import type { StandaloneRoute } from '@brf/mf-config/standalone';

/** What `npm run dev -w mf-messaging` shows without the shell. The shell keeps the real route table. */
export const standaloneRoutes: StandaloneRoute[] = [
  {
    path: '/notifications',
    module: 'NotificationsPage',
    title: 'Notifications',
    page: lazy(() => import('../notifications/notifications-page.tsx')),
  },
  {
    path: '/notification-settings',
    module: 'NotificationSettingsPage',
    title: 'Notification Settings',
    page: lazy(() => import('../notification-settings/notification-settings-page.tsx')),
  },
  {
    path: '/unsubscribe',
    module: 'UnsubscribePage',
    title: 'Unsubscribe',
    page: lazy(() => import('../unsubscribe/unsubscribe-page.tsx')),
  },
  {
    path: '/widgets/notification-panel',
    module: 'NotificationPanel',
    title: 'Notifications (bell panel)',
    page: lazy(() =>
      import('../notification-panel/notification-panel.tsx').then((m) => ({
        default: () => <m.default onClose={() => {}} />,
      })),
    ),
  },
  // the message board slot of /projects/:id, with the props that page's route gives it
  {
    path: '/projects/:id/messages',
    module: 'ProjectMessages',
    propsOf: 'ProjectDetailPage',
    title: 'Project Messages (slot)',
    page: lazy(() => import('../project-messages/project-messages.tsx')),
  },
];
