import { createConfig } from '@brf/mf-config';

export default createConfig({
  dir: import.meta.dirname,
  app: 'mf-admin',
  title: 'Admin (standalone)',
  exposes: {
    './AdminDashboardPage': './src/dashboard/admin-dashboard-page.tsx',
  },
});
