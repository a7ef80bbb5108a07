import { ADMIN_ROLE, registrationPath } from '@brf/domain/navigation';
import type { SessionState } from '@brf/supabase/session';

/** What a guard reads: the session truth of @brf/supabase, nothing fetched. */
export type GuardInput = Pick<SessionState, 'user' | 'aal' | 'loading'> & { pending?: boolean };

export type GuardDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

const allow: GuardDecision = { kind: 'allow' };
const wait: GuardDecision = { kind: 'wait' };
const home: GuardDecision = { kind: 'redirect', to: '/' };

export type GuardName = 'public' | 'general' | 'brf' | 'provider' | 'admin';

/** spec: a logged-in user with a confirmed e-mail, else redirect to / */
export function generalGuard(session: GuardInput): GuardDecision {
  if (session.loading) return wait;
  return session.user?.id && session.user.emailConfirmed ? allow : home;
}

/**
 * spec 4: a user who has not finished registering goes to the registration page of their
 * organisation type (BRF by default). The session already settled an unclear step against the
 * database; an unknown step (null) lets the user through, row security still protects the data.
 */
export function registrationGuard(session: GuardInput): GuardDecision {
  const user = session.user;
  if (!user || user.role === ADMIN_ROLE) return allow;
  return user.registrationStep === 'person_completed'
    ? { kind: 'redirect', to: registrationPath(user.organizationType) }
    : allow;
}

function signedIn(session: GuardInput): GuardDecision {
  const general = generalGuard(session);
  return general.kind === 'allow' ? registrationGuard(session) : general;
}

/** BRF-only pages (create project): every other signed-in user goes to /. */
export function brfGuard(session: GuardInput): GuardDecision {
  const base = signedIn(session);
  if (base.kind !== 'allow') return base;
  return session.user?.organizationType === 'brf' ? allow : home;
}

/** Provider-only pages (submit quote): every other signed-in user goes to /. */
export function providerGuard(session: GuardInput): GuardDecision {
  const base = signedIn(session);
  if (base.kind !== 'allow') return base;
  return session.user?.organizationType === 'service_provider' ? allow : home;
}

/** Where an admin below aal2 is sent from an admin page: /mfa says why (the reason). */
export const ADMIN_NEEDS_AAL2 = '/mfa?reason=admin-aal2';

/**
 * Admin routes: role admin AND aal2 (the general rule holds too). An admin below aal2 is sent
 * to /mfa, which tells them why; everyone else goes to /.
 */
export function adminGuard(session: GuardInput): GuardDecision {
  const general = generalGuard(session);
  if (general.kind !== 'allow') return general;
  if (session.user?.role !== ADMIN_ROLE) return home;
  return session.aal === 'aal2' ? allow : { kind: 'redirect', to: ADMIN_NEEDS_AAL2 };
}

export const guards: Record<GuardName, (session: GuardInput) => GuardDecision> = {
  public: () => allow,
  general: signedIn,
  brf: brfGuard,
  provider: providerGuard,
  admin: adminGuard,
};

/**
 * The guard's decision, except that a redirect is never decided on a session update still in
 * flight (e.g. the aal2 of a verify that has not reached the store yet): it waits instead. A
 * visitor who is not signed in goes to /login and, after signing in, back to `here`.
 */
export function decide(guard: GuardName, session: GuardInput, here?: string): GuardDecision {
  const decision = guards[guard](session);
  if (decision.kind === 'redirect' && session.pending) return wait;
  if (decision.kind === 'redirect' && !session.user && here) return { kind: 'redirect', to: loginThenBack(here) };
  return decision;
}

export function loginThenBack(here: string): string {
  return `/login?next=${encodeURIComponent(here)}`;
}
