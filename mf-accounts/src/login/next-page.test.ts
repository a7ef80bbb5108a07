import { describe, expect, it } from 'vitest';
import { pageAfterSignIn } from './next-page.ts';

describe('page after sign-in', () => {
  it('goes back to where the visitor was going', () => {
    expect(pageAfterSignIn('/projects', '/projects/p-1?tab=quotes')).toBe('/projects/p-1?tab=quotes');
    expect(pageAfterSignIn('/admin/dashboard', '/profile')).toBe('/profile');
  });

  it('keeps a step the user must take first, and never leaves the site', () => {
    expect(pageAfterSignIn('/register-brf', '/projects')).toBe('/register-brf');
    expect(pageAfterSignIn('/mfa', '/admin/dashboard')).toBe('/mfa');
    expect(pageAfterSignIn('/projects', 'https://evil.example')).toBe('/projects');
    expect(pageAfterSignIn('/projects', '//evil.example')).toBe('/projects');
    expect(pageAfterSignIn('/projects', '/login')).toBe('/projects');
    expect(pageAfterSignIn('/projects', null)).toBe('/projects');
  });

  it('an invitation goes before finishing registration, never before the second factor', () => {
    const invitation = '/invitations/accept?token=ab12';
    expect(pageAfterSignIn('/register-brf', invitation)).toBe(invitation);
    expect(pageAfterSignIn('/register-service-provider', invitation)).toBe(invitation);
    expect(pageAfterSignIn('/projects', invitation)).toBe(invitation);
    expect(pageAfterSignIn('/mfa', invitation)).toBe('/mfa');
    expect(pageAfterSignIn('/register-brf', '/invitations/acceptx')).toBe('/register-brf');
    expect(pageAfterSignIn('/register-brf', '/projects')).toBe('/register-brf');
    expect(pageAfterSignIn('/register-brf', '//evil.example/invitations/accept')).toBe('/register-brf');
  });
});
