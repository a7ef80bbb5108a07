import { matchPath, useLocation } from 'react-router-dom';
import { useDocumentTitle, useTranslation } from '@brf/i18n';
import { shellCatalogue } from '../i18n.ts';
import { routeTable } from './route-table.ts';

/** Every route names its tab ('Login · BRF Marketplace'), in the language shown. */
export function RouteTitle() {
  const { pathname } = useLocation();
  const { t } = useTranslation(shellCatalogue);
  const route = routeTable.find((entry) => matchPath({ path: entry.path, end: true }, pathname));
  useDocumentTitle(t(route ? `title.${route.title}` : 'title.notFound'));
  return null;
}
