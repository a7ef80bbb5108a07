import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { useDocumentTitle, useTranslation } from '@brf/i18n';
import { shellCatalogue } from '../i18n.ts';
import { routeTable } from './route-table.ts';

/** The public pages a search engine or a shared link shows with a description of their own. */
const DESCRIBED = new Set([
  'home',
  'privacyPolicy',
  'termsOfService',
  'attributions',
  'login',
  'resetPassword',
  'registerBrf',
  'registerServiceProvider',
]);

function useDocumentDescription(description: string): void {
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}

/** Every route names its tab ('Login · BRF Marketplace') and describes itself, in the language shown. */
export function RouteTitle() {
  const { pathname } = useLocation();
  const { t } = useTranslation(shellCatalogue);
  const route = routeTable.find((entry) => matchPath({ path: entry.path, end: true }, pathname));
  useDocumentTitle(t(route ? `title.${route.title}` : 'title.notFound'));
  useDocumentDescription(t(route && DESCRIBED.has(route.title) ? `description.${route.title}` : 'description.default'));
  return null;
}
