import { boolean, nullable, object, oneOf, optional, string, type Infer } from './check.ts';

export const organizationTypes = ['brf', 'service_provider'] as const;
export type OrganizationType = (typeof organizationTypes)[number];

export const registrationSteps = ['person_completed', 'organization_completed'] as const;
export type RegistrationStep = (typeof registrationSteps)[number];

export type Aal = 'aal1' | 'aal2';

/**
 * Everything guards and pages ask about the signed-in user, worked out once by the auth binding
 * in @brf/supabase. Fields are only ever added (optional for senders built before them).
 */
export const sessionUserSchema = object({
  id: string(),
  email: string(),
  emailConfirmed: boolean(),
  firstName: nullable(string()),
  lastName: nullable(string()),
  organizationType: nullable(oneOf(organizationTypes)),
  role: nullable(string()),
  /** from step 1 (user metadata), shown again on step 2 */
  phone: optional(nullable(string())),
  /** settled: a profile row means complete; without one the metadata's step; null = unknown */
  registrationStep: optional(nullable(oneOf(registrationSteps))),
  /** brf_profiles.id or service_provider_profiles.id (by organizationType); null before step 2 */
  profileId: optional(nullable(string())),
});

/** In this build every field is present (a payload from an older sender may lack the newest). */
export type SessionUser = Required<Infer<typeof sessionUserSchema>>;
