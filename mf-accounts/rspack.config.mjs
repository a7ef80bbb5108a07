import { createConfig } from '@brf/mf-config';

export default createConfig({
  dir: import.meta.dirname,
  app: 'mf-accounts',
  title: 'Accounts (standalone)',
  exposes: {
    './HomePage': './src/home/home-page.tsx',
    './PrivacyPolicyPage': './src/legal/privacy-policy-page.tsx',
    './TermsOfServicePage': './src/legal/terms-of-service-page.tsx',
    './AttributionsPage': './src/legal/attributions-page.tsx',
    './LoginPage': './src/login/login-page.tsx',
    './ResetPasswordPage': './src/password/reset-password-page.tsx',
    './NewPasswordPage': './src/password/new-password-page.tsx',
    './RegisterBrfPage': './src/register/register-brf-page.tsx',
    './RegisterServiceProviderPage': './src/register/register-service-provider-page.tsx',
    './VerifyEmailPage': './src/verify-email/verify-email-page.tsx',
    './AuthCallbackPage': './src/auth-callback/auth-callback-page.tsx',
    './ProfilePage': './src/profile/profile-page.tsx',
    './MfaPage': './src/mfa/mfa-page.tsx',
    './AdminSetupMfaPage': './src/mfa/admin-setup-mfa-page.tsx',
    './AcceptInvitationPage': './src/invitations/accept-invitation-page.tsx',
  },
});
