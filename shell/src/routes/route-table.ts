import { SITE_ROUTES, type RouteAccess, type SiteRoute } from '@brf/domain/routes';
import type { RemoteApp } from '../config/runtime-config.ts';
import type { GuardName } from './guards.ts';

export interface RemoteRef {
  remote: RemoteApp;
  /** exposed module, without './' */
  module: string;
}

export interface RouteEntry {
  path: string;
  guard: GuardName;
  /** key of the tab title in the shell's catalogue (`title.<key>`) */
  title: string;
  /** one page, or several regions composed by the shell, each behind its own boundary */
  regions: RemoteRef[];
}

const GUARD: Record<RouteAccess, GuardName> = { public: 'public', 'signed-in': 'general', admin: 'admin' };
const ROLE_GUARD: Record<NonNullable<SiteRoute['onlyFor']>, GuardName> = { brf: 'brf', service_provider: 'provider' };

/** The module each route's owner exposes; a route with several regions lists them all. */
const REGIONS: Record<string, Array<string | RemoteRef>> = {
  '/': ['HomePage'],
  '/unverified': ['HomePage'],
  '/privacy-policy': ['PrivacyPolicyPage'],
  '/terms-of-service': ['TermsOfServicePage'],
  '/attributions': ['AttributionsPage'],
  '/login': ['LoginPage'],
  '/reset-password': ['ResetPasswordPage'],
  '/new-password': ['NewPasswordPage'],
  '/register-brf': ['RegisterBrfPage'],
  '/register-service-provider': ['RegisterServiceProviderPage'],
  '/verify-email': ['VerifyEmailPage'],
  '/auth-callback': ['AuthCallbackPage'],
  '/profile': ['ProfilePage'],
  '/mfa': ['MfaPage'],
  '/admin/setup-mfa': ['AdminSetupMfaPage'],
  '/projects': ['ProjectListPage'],
  '/projects/create': ['CreateProjectPage'],
  '/projects/:id': [
    { remote: 'mf-projects', module: 'ProjectDetailPage' },
    { remote: 'mf-quotes', module: 'QuotesSection' },
    { remote: 'mf-quotes', module: 'YourQuote' },
    { remote: 'mf-messaging', module: 'ProjectMessages' },
  ],
  '/projects/:id/submit-quote': ['SubmitQuotePage'],
  '/projects/:projectId/review/:revieweeId': ['ReviewPage'],
  '/notifications': ['NotificationsPage'],
  '/admin/dashboard': ['AdminDashboardPage'],
};

function regionsOf(route: SiteRoute): RemoteRef[] {
  const regions = REGIONS[route.path];
  if (!regions) throw new Error(`route-table: no regions for ${route.path}`);
  return regions.map((region) => (typeof region === 'string' ? { remote: route.remote, module: region } : region));
}

/** Every route of @brf/domain/routes (the list the e2e and axe runs share), with its guard and regions. */
export const routeTable: RouteEntry[] = SITE_ROUTES.map((route) => ({
  path: route.path,
  guard: route.onlyFor ? ROLE_GUARD[route.onlyFor] : GUARD[route.access],
  title: route.title,
  regions: regionsOf(route),
}));
