import { createConfig } from '@brf/mf-config';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mf_admin',
  port: 3005,
  title: 'Admin (standalone)',
  exposes: {
    './AdminDashboardPage': './src/dashboard/admin-dashboard-page.tsx'
  },
});
