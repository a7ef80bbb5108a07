import { describe, expect, it } from 'vitest';
import { afterProfileCheck, registrationDecision } from './registration-guard.ts';

describe('registration guard', () => {
  it('lets registered users and admins through', () => {
    expect(registrationDecision({ registrationStep: 'organization_completed', organizationType: 'brf', role: null })).toEqual({ kind: 'allow' });
    expect(registrationDecision({ registrationStep: null, organizationType: null, role: 'admin' })).toEqual({ kind: 'allow' });
  });

  it('sends person_completed to the registration page of the type, BRF by default', () => {
    expect(
      registrationDecision({ registrationStep: 'person_completed', organizationType: 'service_provider', role: null }),
    ).toEqual({ kind: 'redirect', to: '/register-service-provider' });
    expect(registrationDecision({ registrationStep: 'person_completed', organizationType: null, role: null })).toEqual({
      kind: 'redirect',
      to: '/register-brf',
    });
  });

  it('asks the database when the step is unclear', () => {
    const facts = { registrationStep: null, organizationType: 'brf', role: null };
    expect(registrationDecision(facts)).toEqual({ kind: 'check-profile' });
    expect(afterProfileCheck(facts, true)).toEqual({ kind: 'allow' });
    expect(afterProfileCheck(facts, false)).toEqual({ kind: 'redirect', to: '/register-brf' });
  });
});
