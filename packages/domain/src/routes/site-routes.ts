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

type RouteExtras = Pick<SiteRoute, 'onlyFor' | 'example' | 'anonymousLandsOn'>;

/** One entry, its fields in SiteRoute's order: pattern, access, owning remote, data-page name, title key. */
const route = (
  path: string,
  access: RouteAccess,
  remote: RemoteName,
  page: string,
  title: string,
  extras: RouteExtras = {},
): SiteRoute => ({ path, access, remote, page, title, ...extras });

export const SITE_ROUTES: readonly SiteRoute[] = [
  route('/', 'public', 'mf-accounts', 'home', 'home'),
  route('/unverified', 'public', 'mf-accounts', 'home', 'home'),
  route('/privacy-policy', 'public', 'mf-accounts', 'privacy-policy', 'privacyPolicy'),
  route('/terms-of-service', 'public', 'mf-accounts', 'terms-of-service', 'termsOfService'),
  route('/attributions', 'public', 'mf-accounts', 'attributions', 'attributions'),
  route('/login', 'public', 'mf-accounts', 'login', 'login'),
  route('/reset-password', 'public', 'mf-accounts', 'reset-password', 'resetPassword'),
  route('/new-password', 'public', 'mf-accounts', 'new-password', 'newPassword', { anonymousLandsOn: '/login' }),
  route('/register-brf', 'public', 'mf-accounts', 'register-brf', 'registerBrf'),
  route('/register-service-provider', 'public', 'mf-accounts', 'register-service-provider', 'registerServiceProvider'),
  route('/verify-email', 'public', 'mf-accounts', 'verify-email', 'verifyEmail'),
  route('/auth-callback', 'public', 'mf-accounts', 'auth-callback', 'authCallback', {
    anonymousLandsOn: '/verify-email',
  }),
  // an e-mail's unsubscribe link: works without signing in (issue 28)
  route('/unsubscribe', 'public', 'mf-messaging', 'unsubscribe', 'unsubscribe'),
  // an invitation's link: signs in or creates the account, then joins the organisation (issue 29)
  route('/invitations/accept', 'public', 'mf-accounts', 'accept-invitation', 'acceptInvitation'),

  route('/profile', 'signed-in', 'mf-accounts', 'profile', 'profile'),
  route('/mfa', 'signed-in', 'mf-accounts', 'mfa', 'mfa'),
  route('/admin/setup-mfa', 'signed-in', 'mf-accounts', 'admin-setup-mfa', 'adminSetupMfa'),
  route('/projects', 'signed-in', 'mf-projects', 'project-list', 'projects'),
  route('/projects/create', 'signed-in', 'mf-projects', 'create-project', 'createProject', { onlyFor: 'brf' }),
  route('/projects/:id', 'signed-in', 'mf-projects', 'project-detail', 'projectDetail', { example: '/projects/p-42' }),
  route('/projects/:id/submit-quote', 'signed-in', 'mf-quotes', 'submit-quote', 'submitQuote', {
    example: '/projects/p-42/submit-quote',
    onlyFor: 'service_provider',
  }),
  // issue 30: the board's decision pack (for the minutes); the database shows its parts to the board and admins only
  route('/projects/:id/decision', 'signed-in', 'mf-quotes', 'decision-pack', 'decision', {
    example: '/projects/p-42/decision',
  }),
  route('/projects/:projectId/review/:revieweeId', 'signed-in', 'mf-quotes', 'review', 'review', {
    example: '/projects/p-42/review/u-7',
  }),
  route('/notifications', 'signed-in', 'mf-messaging', 'notifications', 'notifications'),
  route('/notification-settings', 'signed-in', 'mf-messaging', 'notification-settings', 'notificationSettings'),

  route('/admin/dashboard', 'admin', 'mf-admin', 'admin-dashboard', 'adminDashboard'),
];

/** The URL a test or a link visits for a route. */
export const routeUrl = (route: SiteRoute): string => route.example ?? route.path;

export function siteRoute(path: string): SiteRoute {
  const route = SITE_ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path} in SITE_ROUTES`);
  return route;
}
