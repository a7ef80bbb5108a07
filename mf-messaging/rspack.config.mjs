import { createConfig } from '@brf/mf-config';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mf_messaging',
  port: 3004,
  title: 'Messaging (standalone)',
  exposes: {
    './NotificationsPage': './src/notifications/notifications-page.tsx',
    './NotificationPanel': './src/notification-panel/notification-panel.tsx',
    './ProjectMessages': './src/project-messages/project-messages.tsx'
  },
});
