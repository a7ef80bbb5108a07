import { routeUrl, SITE_ROUTES } from '@brf/domain/routes';

/**
 * Views of the one route list (@brf/domain/routes) that the shell's route table also reads:
 * path (a concrete URL for patterns), the remote that owns it, the page it shows. `landsOn` is
 * the spec's own redirect for an anonymous visitor.
 */
const pageAt = (path: string) => SITE_ROUTES.find((r) => r.path === path)!.page;

export const publicRoutes: Array<{
  path: string;
  remote: string;
  page: string;
  landsOn?: { path: string; page: string };
}> = SITE_ROUTES.filter((r) => r.access === 'public').map((r) => ({
  path: routeUrl(r),
  remote: r.remote,
  page: r.page,
  ...(r.anonymousLandsOn ? { landsOn: { path: r.anonymousLandsOn, page: pageAt(r.anonymousLandsOn) } } : {}),
}));

export const guardedRoutes = SITE_ROUTES.filter((r) => r.access === 'signed-in').map((r) => ({
  path: routeUrl(r),
  remote: r.remote,
  page: r.page,
  /** the organisation type the page is for (role guard); any signed-in user otherwise */
  onlyFor: r.onlyFor,
}));

const admin = SITE_ROUTES.find((r) => r.access === 'admin')!;
export const adminRoute = { path: routeUrl(admin), remote: admin.remote, page: admin.page };

export { SITE_ROUTES, routeUrl };
