import { matchPath } from 'react-router-dom';
import { routeProps, slotIsFor, type ExposedModule } from '@brf/contracts';
import { currentLanguage, loadDeclaredCatalogues } from '@brf/i18n';
import { settledSession } from '@brf/supabase/session';
import { prefetchExposed } from '../remotes/federation.ts';
import type { RouteEntry } from '../routes/route-table.ts';
// loaded with this module (started before the runtime config arrives): supabase-js for the session
// (measured: requesting the page's code before supabase-js had arrived made /projects' LCP
// 76 ms slower at p50, 30 pairs, as the session and so the page's data waited for it)
import '@brf/supabase';
import { routeTable } from '../routes/route-table.ts';

/** The route entry for a pathname, as <Routes> would pick it (static segments before params). */
export function routeFor(pathname: string): { route: RouteEntry; params: Record<string, string | undefined> } | null {
  const matches = routeTable.flatMap((route) => {
    const match = matchPath({ path: route.path, end: true }, pathname);
    return match ? [{ route, params: match.params }] : [];
  });
  // '/projects/create' before '/projects/:id': fewer dynamic segments wins
  const dynamicSegments = (path: string) => path.split('/').filter((segment) => segment.startsWith(':')).length;
  matches.sort((a, b) => dynamicSegments(a.route.path) - dynamicSegments(b.route.path));
  return matches[0] ?? null;
}

/**
 * At boot, for a visitor with a stored session: the current route's page and slot modules, their
 * catalogues and their first data requests start now, alongside the session lookup, instead of
 * one after another once the guard has allowed the page. Nothing renders before the guard decides;
 * admin pages are never fetched here (mf-admin is fetched only for an admin at aal2), and the
 * data requests carry the user's own token, so row security decides what they return.
 */
export function preloadRoute(pathname: string): void {
  const found = routeFor(pathname);
  if (!found || found.route.guard === 'admin') return;
  const { route, params } = found;
  const props = routeProps(route.page.module as ExposedModule, params);
  // each module's catalogues (declared when its code ran) in the language shown, as soon as it is in
  const catalogues = () => loadDeclaredCatalogues(currentLanguage());
  // the page first (it holds the heading and the largest text); its slots once its code is in, so
  // their code does not compete with the page's for the main thread; only the slots meant for
  // this viewer, known once the session lookup has settled
  const slots = () =>
    settledSession().then(({ user, aal }) => {
      for (const slot of Object.values(route.slots)) {
        // an idle slot waits for the page's other regions (IdleRegion), so it is not preloaded either
        if (slotIsFor(slot, user, aal) && slot.load !== 'idle')
          prefetchExposed(slot, props).then(catalogues, () => undefined);
      }
    });
  // the data layer (the query library) the pages read with: from the page's own copy it came one
  // round trip after the page's code, before the page's data could be requested
  void import('@brf/supabase/data').catch(() => undefined);
  prefetchExposed(route.page, props).then(catalogues).then(slots, slots);
}
