import * as z from 'zod/mini';

export const organizationTypes = ['brf', 'service_provider'] as const;
export type OrganizationType = (typeof organizationTypes)[number];

export const registrationSteps = ['person_completed', 'organization_completed'] as const;
export type RegistrationStep = (typeof registrationSteps)[number];

export type Aal = 'aal1' | 'aal2';

/**
 * Everything guards and pages ask about the signed-in user, worked out once by the auth binding
 * in @brf/supabase. Fields are only ever added (optional for senders built before them).
 */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  organizationType: z.nullable(z.enum(organizationTypes)),
  role: z.nullable(z.string()),
  /** from step 1 (user metadata), shown again on step 2 */
  phone: z.optional(z.nullable(z.string())),
  /** settled: an unclear metadata step is decided by whether a profile row exists; null = unknown */
  registrationStep: z.optional(z.nullable(z.enum(registrationSteps))),
  /** brf_profiles.id or service_provider_profiles.id (by organizationType); null before step 2 */
  profileId: z.optional(z.nullable(z.string())),
});

/** In this build every field is present (a payload from an older sender may lack the newest). */
export type SessionUser = Required<z.infer<typeof sessionUserSchema>>;
