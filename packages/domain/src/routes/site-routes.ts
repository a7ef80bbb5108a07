/**
 * The one list of the site's routes (spec/accounts.md 2 and spec/projects.md 2). The shell's
 * route table places each route's regions from it; the e2e route, axe and overflow runs visit
 * every entry. A new page joins both by being added here.
 */
export type RouteAccess = 'public' | 'signed-in' | 'admin';
export type RemoteName = 'mf-accounts' | 'mf-projects' | 'mf-quotes' | 'mf-messaging' | 'mf-admin';

export interface SiteRoute {
  /** router pattern */
  path: string;
  access: RouteAccess;
  /** a signed-in page for one organisation type only; the others are sent to / (spec/projects.md 3, 5) */
  onlyFor?: 'brf' | 'service_provider';
  /** the remote that owns the page */
  remote: RemoteName;
  /** the page's `data-page` name */
  page: string;
  /** key of the tab title in the shell's catalogue (`title.<key>`) */
  title: string;
  /** a concrete URL for a pattern with parameters (tests visit it) */
  example?: string;
  /** where the spec sends an anonymous visitor instead (new-password without a session goes to /login) */
  anonymousLandsOn?: string;
}

export const SITE_ROUTES: readonly SiteRoute[] = [
  { path: '/', access: 'public', remote: 'mf-accounts', page: 'home', title: 'home' },
  { path: '/unverified', access: 'public', remote: 'mf-accounts', page: 'home', title: 'home' },
  { path: '/privacy-policy', access: 'public', remote: 'mf-accounts', page: 'privacy-policy', title: 'privacyPolicy' },
  {
    path: '/terms-of-service',
    access: 'public',
    remote: 'mf-accounts',
    page: 'terms-of-service',
    title: 'termsOfService',
  },
  { path: '/attributions', access: 'public', remote: 'mf-accounts', page: 'attributions', title: 'attributions' },
  { path: '/login', access: 'public', remote: 'mf-accounts', page: 'login', title: 'login' },
  { path: '/reset-password', access: 'public', remote: 'mf-accounts', page: 'reset-password', title: 'resetPassword' },
  {
    path: '/new-password',
    access: 'public',
    remote: 'mf-accounts',
    page: 'new-password',
    title: 'newPassword',
    anonymousLandsOn: '/login',
  },
  { path: '/register-brf', access: 'public', remote: 'mf-accounts', page: 'register-brf', title: 'registerBrf' },
  {
    path: '/register-service-provider',
    access: 'public',
    remote: 'mf-accounts',
    page: 'register-service-provider',
    title: 'registerServiceProvider',
  },
  { path: '/verify-email', access: 'public', remote: 'mf-accounts', page: 'verify-email', title: 'verifyEmail' },
  {
    path: '/auth-callback',
    access: 'public',
    remote: 'mf-accounts',
    page: 'auth-callback',
    title: 'authCallback',
    anonymousLandsOn: '/verify-email',
  },

  { path: '/profile', access: 'signed-in', remote: 'mf-accounts', page: 'profile', title: 'profile' },
  { path: '/mfa', access: 'signed-in', remote: 'mf-accounts', page: 'mfa', title: 'mfa' },
  {
    path: '/admin/setup-mfa',
    access: 'signed-in',
    remote: 'mf-accounts',
    page: 'admin-setup-mfa',
    title: 'adminSetupMfa',
  },
  { path: '/projects', access: 'signed-in', remote: 'mf-projects', page: 'project-list', title: 'projects' },
  {
    path: '/projects/create',
    access: 'signed-in',
    remote: 'mf-projects',
    page: 'create-project',
    title: 'createProject',
    onlyFor: 'brf',
  },
  {
    path: '/projects/:id',
    access: 'signed-in',
    remote: 'mf-projects',
    page: 'project-detail',
    title: 'projectDetail',
    example: '/projects/p-42',
  },
  {
    path: '/projects/:id/submit-quote',
    access: 'signed-in',
    remote: 'mf-quotes',
    page: 'submit-quote',
    title: 'submitQuote',
    example: '/projects/p-42/submit-quote',
    onlyFor: 'service_provider',
  },
  {
    path: '/projects/:projectId/review/:revieweeId',
    access: 'signed-in',
    remote: 'mf-quotes',
    page: 'review',
    title: 'review',
    example: '/projects/p-42/review/u-7',
  },
  {
    path: '/notifications',
    access: 'signed-in',
    remote: 'mf-messaging',
    page: 'notifications',
    title: 'notifications',
  },
  {
    path: '/notification-settings',
    access: 'signed-in',
    remote: 'mf-messaging',
    page: 'notification-settings',
    title: 'notificationSettings',
  },

  { path: '/admin/dashboard', access: 'admin', remote: 'mf-admin', page: 'admin-dashboard', title: 'adminDashboard' },
];

/** The URL a test or a link visits for a route. */
export const routeUrl = (route: SiteRoute): string => route.example ?? route.path;

export function siteRoute(path: string): SiteRoute {
  const route = SITE_ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path} in SITE_ROUTES`);
  return route;
}
