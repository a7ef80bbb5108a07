import { ADMIN_ROLE, registrationPath } from '@brf/domain/navigation';

export interface RegistrationFacts {
  registrationStep: string | null;
  organizationType: string | null;
  role: string | null;
}

export type RegistrationDecision = { kind: 'allow' } | { kind: 'check-profile' } | { kind: 'redirect'; to: string };

/**
 * spec 4 "Guards": a signed-in user who has not finished registering goes to the registration page
 * of their organisation type (BRF by default); when the step is unclear the database decides.
 */
export function registrationDecision({ registrationStep, organizationType, role }: RegistrationFacts): RegistrationDecision {
  if (role === ADMIN_ROLE || registrationStep === 'organization_completed') return { kind: 'allow' };
  if (registrationStep === 'person_completed') return { kind: 'redirect', to: registrationPath(organizationType) };
  return { kind: 'check-profile' };
}

export function afterProfileCheck(facts: RegistrationFacts, hasProfile: boolean): RegistrationDecision {
  return hasProfile ? { kind: 'allow' } : { kind: 'redirect', to: registrationPath(facts.organizationType) };
}
