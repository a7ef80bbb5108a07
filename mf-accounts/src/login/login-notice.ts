/** spec 8: /login?error=reset_failed|reset_session_expired (the spec leaves their wording open). */
export function loginNotice(error: string | null): string | null {
  if (error === 'reset_session_expired') return 'Your password reset link has expired. Please request a new one.';
  if (error === 'reset_failed') return 'The password reset link could not be used. Please request a new one.';
  return null;
}
