import { describe, expect, it } from 'vitest';
import {
  authCallbackTarget,
  registrationPath,
  routeAfterMfa,
  routeForRegistrationStep,
} from './registration-routing.ts';

describe('routeForRegistrationStep', () => {
  it('sends person_completed to the registration page of the type, BRF by default', () => {
    expect(
      routeForRegistrationStep({ registrationStep: 'person_completed', organizationType: 'service_provider' }),
    ).toBe('/register-service-provider');
    expect(routeForRegistrationStep({ registrationStep: 'person_completed', organizationType: 'brf' })).toBe(
      '/register-brf',
    );
    expect(routeForRegistrationStep({ registrationStep: 'person_completed', organizationType: undefined })).toBe(
      '/register-brf',
    );
  });

  it('sends organization_completed to /projects, admins to /mfa or the dashboard', () => {
    expect(routeForRegistrationStep({ registrationStep: 'organization_completed', organizationType: 'brf' })).toBe(
      '/projects',
    );
    expect(
      routeForRegistrationStep({
        registrationStep: 'organization_completed',
        organizationType: 'brf',
        role: 'admin',
        aal: 'aal1',
      }),
    ).toBe('/mfa');
    expect(
      routeForRegistrationStep({
        registrationStep: 'organization_completed',
        organizationType: 'brf',
        role: 'admin',
        aal: 'aal2',
      }),
    ).toBe('/admin/dashboard');
  });

  it('sends an unknown step to /projects', () => {
    expect(routeForRegistrationStep({ registrationStep: 'something', organizationType: 'brf' })).toBe('/projects');
  });

  it('knows both registration pages', () => {
    expect(registrationPath('service_provider')).toBe('/register-service-provider');
    expect(registrationPath('unknown')).toBe('/register-brf');
  });
});

describe('routeAfterMfa', () => {
  it('sends admins at aal2 to the dashboard, others to /projects', () => {
    expect(routeAfterMfa('admin', 'aal2')).toBe('/admin/dashboard');
    expect(routeAfterMfa('admin', 'aal1')).toBe('/projects');
    expect(routeAfterMfa(undefined, 'aal2')).toBe('/projects');
  });
});

describe('authCallbackTarget', () => {
  it('routes recovery by session', () => {
    expect(authCallbackTarget({ type: 'recovery', hasSession: true, sessionError: false })).toBe('/new-password');
    expect(authCallbackTarget({ type: 'recovery', hasSession: false, sessionError: false })).toBe(
      '/login?error=reset_session_expired',
    );
    expect(authCallbackTarget({ type: 'recovery', hasSession: false, sessionError: true })).toBe(
      '/login?error=reset_failed',
    );
  });
  it('routes sign-up verification', () => {
    expect(authCallbackTarget({ type: 'signup', hasSession: true, sessionError: false })).toBe(
      '/verify-email?verified=true&type=signup',
    );
    expect(authCallbackTarget({ type: null, hasSession: false, sessionError: false })).toBe(
      '/verify-email?error=no_session',
    );
    expect(authCallbackTarget({ type: 'signup', hasSession: false, sessionError: true })).toBe(
      '/verify-email?error=verification_failed',
    );
  });
});
