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
  /** one page, or several regions composed by the shell, each behind its own boundary */
  regions: RemoteRef[];
}

const accounts = (module: string): RemoteRef[] => [{ remote: 'mf-accounts', module }];

/** Every route of spec/accounts.md section 2 and spec/projects.md section 2, with owner and guard. */
export const routeTable: RouteEntry[] = [
  { path: '/', guard: 'public', regions: accounts('HomePage') },
  { path: '/unverified', guard: 'public', regions: accounts('HomePage') },
  { path: '/privacy-policy', guard: 'public', regions: accounts('PrivacyPolicyPage') },
  { path: '/terms-of-service', guard: 'public', regions: accounts('TermsOfServicePage') },
  { path: '/attributions', guard: 'public', regions: accounts('AttributionsPage') },
  { path: '/login', guard: 'public', regions: accounts('LoginPage') },
  { path: '/reset-password', guard: 'public', regions: accounts('ResetPasswordPage') },
  { path: '/new-password', guard: 'public', regions: accounts('NewPasswordPage') },
  { path: '/register-brf', guard: 'public', regions: accounts('RegisterBrfPage') },
  { path: '/register-service-provider', guard: 'public', regions: accounts('RegisterServiceProviderPage') },
  { path: '/verify-email', guard: 'public', regions: accounts('VerifyEmailPage') },
  { path: '/auth-callback', guard: 'public', regions: accounts('AuthCallbackPage') },

  { path: '/profile', guard: 'general', regions: accounts('ProfilePage') },
  { path: '/mfa', guard: 'general', regions: accounts('MfaPage') },
  { path: '/admin/setup-mfa', guard: 'general', regions: accounts('AdminSetupMfaPage') },
  { path: '/projects', guard: 'general', regions: [{ remote: 'mf-projects', module: 'ProjectListPage' }] },
  { path: '/projects/create', guard: 'general', regions: [{ remote: 'mf-projects', module: 'CreateProjectPage' }] },
  {
    path: '/projects/:id',
    guard: 'general',
    regions: [
      { remote: 'mf-projects', module: 'ProjectDetailPage' },
      { remote: 'mf-quotes', module: 'QuotesSection' },
      { remote: 'mf-quotes', module: 'YourQuote' },
      { remote: 'mf-messaging', module: 'ProjectMessages' },
    ],
  },
  { path: '/projects/:id/submit-quote', guard: 'general', regions: [{ remote: 'mf-quotes', module: 'SubmitQuotePage' }] },
  {
    path: '/projects/:projectId/review/:revieweeId',
    guard: 'general',
    regions: [{ remote: 'mf-quotes', module: 'ReviewPage' }],
  },
  { path: '/notifications', guard: 'general', regions: [{ remote: 'mf-messaging', module: 'NotificationsPage' }] },

  { path: '/admin/dashboard', guard: 'admin', regions: [{ remote: 'mf-admin', module: 'AdminDashboardPage' }] },
];
