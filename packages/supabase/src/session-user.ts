import type { Aal, OrganizationType, RegistrationStep, SessionUser } from '@brf/contracts';

export type { Aal, OrganizationType, RegistrationStep, SessionUser };

/** The parts of a supabase-js User this app reads. */
export interface AuthUserLike {
  id: string;
  email?: string | null;
  email_confirmed_at?: string | null;
  user_metadata?: Record<string, unknown> | null;
  app_metadata?: Record<string, unknown> | null;
}

/** What only the database knows: the user's profile row, if any (undefined: could not be read). */
export interface ProfileFacts {
  profileId: string | null | undefined;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function organizationTypeOf(value: unknown): OrganizationType | null {
  return value === 'brf' || value === 'service_provider' ? value : null;
}

function metadataStep(value: unknown): RegistrationStep | null {
  return value === 'person_completed' || value === 'organization_completed' ? value : null;
}

/**
 * The session user, worked out once. A profile row means registration is complete, whatever
 * the metadata says (the database is the truth; a stale step would bounce the user between the
 * guard and the registration page). Without a row the metadata's step counts, and an unclear one
 * means step 2 is next. If the profile could not be read and the metadata is unclear, the step
 * stays null (unknown: guards let the user through, RLS still protects the data).
 */
export function toSessionUser(user: AuthUserLike, facts: ProfileFacts = { profileId: undefined }): SessionUser {
  const meta = user.user_metadata ?? {};
  const stated = metadataStep(meta.registration_step);
  const profileId = facts.profileId ?? null;
  const registrationStep = profileId
    ? 'organization_completed'
    : (stated ?? (facts.profileId === undefined ? null : 'person_completed'));
  return {
    id: user.id,
    email: user.email ?? '',
    emailConfirmed: Boolean(user.email_confirmed_at),
    firstName: text(meta.first_name),
    lastName: text(meta.last_name),
    phone: text(meta.phone),
    organizationType: organizationTypeOf(meta.organization_type),
    role: text(user.app_metadata?.role),
    registrationStep,
    profileId,
  };
}

/** The `aal` claim of an access token (decoded, not verified: the server verifies). */
export function aalOfAccessToken(accessToken: string | null | undefined): Aal | null {
  const body = accessToken?.split('.')[1];
  if (!body) return null;
  try {
    const json = JSON.parse(atob(body.replace(/-/g, '+').replace(/_/g, '/')));
    return json.aal === 'aal2' ? 'aal2' : json.aal === 'aal1' ? 'aal1' : null;
  } catch {
    return null;
  }
}
