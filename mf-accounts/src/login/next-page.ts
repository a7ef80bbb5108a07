/**
 * Where to go after sign-in: back to the page the guard sent the visitor from (`?next=`), unless
 * the start page is a step they must take first (finish registration, verify the second factor).
 * Only same-site paths are followed.
 */
export function pageAfterSignIn(startPage: string, next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return startPage;
  if (startPage !== '/projects' && startPage !== '/admin/dashboard') return startPage;
  return next.startsWith('/login') ? startPage : next;
}
