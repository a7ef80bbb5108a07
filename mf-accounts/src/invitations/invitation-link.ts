/** The page an invitation's e-mail links to (`{site}/invitations/accept?token=<hex>`). */
export const INVITATION_PATH = '/invitations/accept';

/** The page's address with its token, on this site: where the confirmation of a new account returns. */
export function invitationUrl(token: string, origin: string = window.location.origin): string {
  return `${origin}${INVITATION_PATH}?token=${encodeURIComponent(token)}`;
}

/** /login, coming back to the invitation after sign-in. */
export function signInThenBack(token: string): string {
  return `/login?next=${encodeURIComponent(`${INVITATION_PATH}?token=${encodeURIComponent(token)}`)}`;
}

/** Whether a same-site path is the invitation page (login follows it even before registration is finished). */
export function isInvitationPath(path: string): boolean {
  return path === INVITATION_PATH || path.startsWith(`${INVITATION_PATH}?`);
}
