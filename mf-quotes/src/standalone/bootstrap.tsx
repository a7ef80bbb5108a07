import { renderStandalone } from '@brf/mf-config/standalone';
import { standaloneRoutes } from './standalone-routes.tsx';

renderStandalone('mf-quotes', standaloneRoutes);
