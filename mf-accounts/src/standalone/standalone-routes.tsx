import { lazy } from 'react';
import type { StandaloneRoute } from '@brf/mf-config/standalone';

/** What `npm run dev -w mf-accounts` shows without the shell. The shell keeps the real route table. */
export const standaloneRoutes: StandaloneRoute[] = [
  { path: '/', module: 'HomePage', title: 'BRF Marketplace', page: lazy(() => import('../home/home-page.tsx')) },
  {
    path: '/privacy-policy',
    module: 'PrivacyPolicyPage',
    title: 'Privacy Policy',
    page: lazy(() => import('../legal/privacy-policy-page.tsx')),
  },
  {
    path: '/terms-of-service',
    module: 'TermsOfServicePage',
    title: 'Terms of Service',
    page: lazy(() => import('../legal/terms-of-service-page.tsx')),
  },
  {
    path: '/attributions',
    module: 'AttributionsPage',
    title: 'Attributions',
    page: lazy(() => import('../legal/attributions-page.tsx')),
  },
  {
    path: '/login',
    module: 'LoginPage',
    title: 'Sign in to your account',
    page: lazy(() => import('../login/login-page.tsx')),
  },
  {
    path: '/reset-password',
    module: 'ResetPasswordPage',
    title: 'Reset your password',
    page: lazy(() => import('../password/reset-password-page.tsx')),
  },
  {
    path: '/new-password',
    module: 'NewPasswordPage',
    title: 'Set new password',
    page: lazy(() => import('../password/new-password-page.tsx')),
  },
  {
    path: '/register-brf',
    module: 'RegisterBrfPage',
    title: 'Register BRF',
    page: lazy(() => import('../register/register-brf-page.tsx')),
  },
  {
    path: '/register-service-provider',
    module: 'RegisterServiceProviderPage',
    title: 'Register Service Provider',
    page: lazy(() => import('../register/register-service-provider-page.tsx')),
  },
  {
    path: '/verify-email',
    module: 'VerifyEmailPage',
    title: 'Verify Email',
    page: lazy(() => import('../verify-email/verify-email-page.tsx')),
  },
  {
    path: '/auth-callback',
    module: 'AuthCallbackPage',
    title: 'Processing verification...',
    page: lazy(() => import('../auth-callback/auth-callback-page.tsx')),
  },
  {
    path: '/profile',
    module: 'ProfilePage',
    title: 'Edit Profile',
    page: lazy(() => import('../profile/profile-page.tsx')),
  },
  { path: '/mfa', module: 'MfaPage', title: 'Verify MFA', page: lazy(() => import('../mfa/mfa-page.tsx')) },
  {
    path: '/admin/setup-mfa',
    module: 'AdminSetupMfaPage',
    title: 'Admin MFA Setup',
    page: lazy(() => import('../mfa/admin-setup-mfa-page.tsx')),
  },
  {
    path: '/invitations/accept',
    module: 'AcceptInvitationPage',
    title: 'Accept invitation',
    page: lazy(() => import('../invitations/accept-invitation-page.tsx')),
  },
];
