/** spec 8: /login?error=reset_failed|reset_session_expired (the spec leaves their wording open); a catalogue key. */
export function loginNotice(error: string | null): string | null {
  if (error === 'reset_session_expired') return 'login.notice.expired';
  if (error === 'reset_failed') return 'login.notice.failed';
  return null;
}
