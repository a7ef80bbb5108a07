import { createConfig } from '@brf/mf-config';

export default createConfig({
  dir: import.meta.dirname,
  app: 'shell',
  title: 'BRF Marketplace',
  devServer: {
    // the backend's monitoring endpoints are called with relative paths
    proxy: [{ context: ['/api'], target: 'http://localhost:54321' }],
  },
});
