import { createConfig } from '@brf/mf-config';

export default createConfig({
  dir: import.meta.dirname,
  app: 'mf-projects',
  title: 'Projects (standalone)',
  exposes: {
    './ProjectListPage': './src/project-list/project-list-page.tsx',
    './CreateProjectPage': './src/create-project/create-project-page.tsx',
    './ProjectDetailPage': './src/project-detail/project-detail-page.tsx',
  },
});
