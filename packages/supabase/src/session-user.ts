import type { Aal } from './session-store.ts';

export type OrganizationType = 'brf' | 'service_provider';

export interface SessionUser {
  id: string;
  email: string;
  emailConfirmed: boolean;
  firstName: string | null;
  lastName: string | null;
  organizationType: OrganizationType | null;
  role: string | null;
}

/** The parts of a supabase-js User this app reads. */
export interface AuthUserLike {
  id: string;
  email?: string | null;
  email_confirmed_at?: string | null;
  user_metadata?: Record<string, unknown> | null;
  app_metadata?: Record<string, unknown> | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function toSessionUser(user: AuthUserLike): SessionUser {
  const meta = user.user_metadata ?? {};
  const organizationType = meta.organization_type;
  return {
    id: user.id,
    email: user.email ?? '',
    emailConfirmed: Boolean(user.email_confirmed_at),
    firstName: text(meta.first_name),
    lastName: text(meta.last_name),
    organizationType:
      organizationType === 'brf' || organizationType === 'service_provider' ? organizationType : null,
    role: text(user.app_metadata?.role),
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
