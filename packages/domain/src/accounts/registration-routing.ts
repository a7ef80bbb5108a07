import { ADMIN_ROLE, type OrganizationType } from './account-limits.ts';

export const REGISTRATION_PATHS: Record<OrganizationType, string> = {
  brf: '/register-brf',
  service_provider: '/register-service-provider',
};

/** The registration page for an organisation type; BRF by default. */
export function registrationPath(organizationType: string | null | undefined): string {
  return organizationType === 'service_provider' ? REGISTRATION_PATHS.service_provider : REGISTRATION_PATHS.brf;
}

export interface StepRoutingInput {
  registrationStep: string | null | undefined;
  organizationType: string | null | undefined;
  role?: string | null;
  /** Current assurance level: 'aal1' or 'aal2'. */
  aal?: string | null;
}

/** spec/accounts.md 4: where a signed-in user goes by registration step. */
export function routeForRegistrationStep({ registrationStep, organizationType, role, aal }: StepRoutingInput): string {
  if (registrationStep === 'person_completed') return registrationPath(organizationType);
  if (registrationStep === 'organization_completed' && role === ADMIN_ROLE) {
    return aal === 'aal2' ? '/admin/dashboard' : '/mfa';
  }
  return '/projects';
}

/** After the second-factor step: admins at aal2 to the dashboard, everyone else to /projects. */
export function routeAfterMfa(role: string | null | undefined, aal: string | null | undefined): string {
  return role === ADMIN_ROLE && aal === 'aal2' ? '/admin/dashboard' : '/projects';
}

export interface AuthCallbackInput {
  type: string | null | undefined;
  hasSession: boolean;
  sessionError: boolean;
  /** The e-mail was verified (sign-up link) when no error occurred. */
  verificationFailed?: boolean;
}

/** spec/accounts.md 4 "Auth callback": where /auth-callback sends the visitor. */
export function authCallbackTarget({ type, hasSession, sessionError, verificationFailed }: AuthCallbackInput): string {
  if (type === 'recovery') {
    if (sessionError) return '/login?error=reset_failed';
    return hasSession ? '/new-password' : '/login?error=reset_session_expired';
  }
  if (sessionError || verificationFailed) return '/verify-email?error=verification_failed';
  if (!hasSession) return '/verify-email?error=no_session';
  return '/verify-email?verified=true&type=signup';
}
