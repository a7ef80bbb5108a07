import { ADMIN_ROLE, REGISTRATION_PATHS } from '@brf/domain/navigation';
import { isInvitationPath } from '../invitations/invitation-link.ts';

const REGISTRATION_PAGES: readonly string[] = Object.values(REGISTRATION_PATHS);

/**
 * Where to go after sign-in: back to the page the guard sent the visitor from (`?next=`), unless
 * the start page is a step they must take first (finish registration, verify the second factor).
 * An invitation's page goes before finishing registration: joining an organisation is how an
 * invited person finishes it. Only same-site paths are followed.
 */
export function pageAfterSignIn(startPage: string, next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return startPage;
  if (REGISTRATION_PAGES.includes(startPage) && isInvitationPath(next)) return next;
  if (startPage !== '/projects' && startPage !== '/admin/dashboard') return startPage;
  return next.startsWith('/login') ? startPage : next;
}

/**
 * A member (not an admin: the spec routes admins) who has a verified factor but signed in with
 * the password alone (aal1, next aal2) verifies it on /mfa before their start page; /mfa sends
 * them on to /projects. A step they must take first (finishing registration) stays first.
 */
export function pageBeforeSecondFactor(
  start: string,
  role: string | null | undefined,
  level: { currentLevel: string | null; nextLevel: string | null } | null,
): string {
  if (role === ADMIN_ROLE || start !== '/projects') return start;
  return level?.currentLevel === 'aal1' && level.nextLevel === 'aal2' ? '/mfa' : start;
}
