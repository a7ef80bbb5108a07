import { createConfig } from '@brf/mf-config';

export default createConfig({
  dir: import.meta.dirname,
  app: 'mf-messaging',
  title: 'Messaging (standalone)',
  exposes: {
    './NotificationsPage': './src/notifications/notifications-page.tsx',
    './NotificationPanel': './src/notification-panel/notification-panel.tsx',
    './NotificationSettingsPage': './src/notification-settings/notification-settings-page.tsx',
    './UnsubscribePage': './src/unsubscribe/unsubscribe-page.tsx',
    './ProjectMessages': './src/project-messages/project-messages.tsx',
  },
});
