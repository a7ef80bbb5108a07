import type { SessionState } from '@brf/supabase/session';

type GuardInput = Pick<SessionState, 'user' | 'aal' | 'loading'>;

export type GuardDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

const allow: GuardDecision = { kind: 'allow' };
const wait: GuardDecision = { kind: 'wait' };
const home: GuardDecision = { kind: 'redirect', to: '/' };

export type GuardName = 'public' | 'general' | 'admin';

/** spec: a logged-in user with a confirmed e-mail, else redirect to / */
export function generalGuard(session: GuardInput): GuardDecision {
  if (session.loading) return wait;
  return session.user?.id && session.user.emailConfirmed ? allow : home;
}

/** Admin routes: role admin AND aal2 (the general rule holds too); everyone else goes to /. */
export function adminGuard(session: GuardInput): GuardDecision {
  const general = generalGuard(session);
  if (general.kind !== 'allow') return general;
  return session.user?.role === 'admin' && session.aal === 'aal2' ? allow : home;
}

export const guards: Record<GuardName, (session: GuardInput) => GuardDecision> = {
  public: () => allow,
  general: generalGuard,
  admin: adminGuard,
};
