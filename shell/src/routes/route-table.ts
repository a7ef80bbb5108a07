import { SITE_ROUTES, type RouteAccess, type SiteRoute } from '@brf/domain/routes';
import { pageLayouts, type ExposedModule, type SlotViewer } from '@brf/contracts';
import type { RemoteApp } from '../config/runtime-config.ts';
import type { GuardName } from './guards.ts';

export interface RemoteRef {
  remote: RemoteApp;
  /** exposed module, without './' */
  module: string;
  /** a slot's viewers (@brf/contracts' pageLayouts); absent, everyone the route lets in */
  for?: readonly SlotViewer[];
  /** 'idle': fetched and rendered only once the page's other regions have rendered (pageLayouts) */
  load?: 'idle';
}

export interface RouteEntry {
  path: string;
  guard: GuardName;
  /** key of the tab title in the shell's catalogue (`title.<key>`) */
  title: string;
  /** the page: one exposed module that lays out the whole page */
  page: RemoteRef;
  /** route param -> prop name; the page and each slot receive these props */
  params: Record<string, string>;
  /** places of the page that other remotes fill, each its own region (boundary and fallback) */
  slots: Record<string, RemoteRef>;
}

const GUARD: Record<RouteAccess, GuardName> = { public: 'public', 'signed-in': 'general', admin: 'admin' };
const ROLE_GUARD: Record<NonNullable<SiteRoute['onlyFor']>, GuardName> = { brf: 'brf', service_provider: 'provider' };

/** The module each route's owner exposes. */
const PAGES: Record<string, ExposedModule> = {
  '/': 'HomePage',
  '/unverified': 'HomePage',
  '/privacy-policy': 'PrivacyPolicyPage',
  '/terms-of-service': 'TermsOfServicePage',
  '/attributions': 'AttributionsPage',
  '/login': 'LoginPage',
  '/reset-password': 'ResetPasswordPage',
  '/new-password': 'NewPasswordPage',
  '/register-brf': 'RegisterBrfPage',
  '/register-service-provider': 'RegisterServiceProviderPage',
  '/verify-email': 'VerifyEmailPage',
  '/auth-callback': 'AuthCallbackPage',
  '/profile': 'ProfilePage',
  '/mfa': 'MfaPage',
  '/admin/setup-mfa': 'AdminSetupMfaPage',
  '/projects': 'ProjectListPage',
  '/projects/create': 'CreateProjectPage',
  // laid out by mf-projects; its slots (Send Quote, quotes, your quote, messages) are named in
  // @brf/contracts' pageLayouts, the one declaration the standalone harness reads too
  '/projects/:id': 'ProjectDetailPage',
  '/projects/:id/submit-quote': 'SubmitQuotePage',
  '/projects/:id/decision': 'DecisionPackPage',
  '/projects/:projectId/review/:revieweeId': 'ReviewPage',
  '/notifications': 'NotificationsPage',
  '/notification-settings': 'NotificationSettingsPage',
  '/unsubscribe': 'UnsubscribePage',
  '/invitations/accept': 'AcceptInvitationPage',
  '/admin/dashboard': 'AdminDashboardPage',
};

function entryOf(route: SiteRoute): RouteEntry {
  const module = PAGES[route.path];
  if (!module) throw new Error(`route-table: no page for ${route.path}`);
  const layout = pageLayouts[module];
  return {
    path: route.path,
    guard: route.onlyFor ? ROLE_GUARD[route.onlyFor] : GUARD[route.access],
    title: route.title,
    page: { remote: route.remote, module },
    params: layout?.params ?? {},
    slots: layout?.slots ?? {},
  };
}

/** Every route of @brf/domain/routes (the list the e2e and axe runs share), with its guard, page and slots. */
export const routeTable: RouteEntry[] = SITE_ROUTES.map(entryOf);
