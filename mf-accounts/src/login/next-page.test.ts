import { describe, expect, it } from 'vitest';
import { pageAfterSignIn, pageBeforeSecondFactor } from './next-page.ts';

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

describe('the second factor of a member (issue 29)', () => {
  const expected = { currentLevel: 'aal1', nextLevel: 'aal2' };

  it('a member with a verified factor who signed in with the password alone verifies it on /mfa first', () => {
    expect(pageBeforeSecondFactor('/projects', null, expected)).toBe('/mfa');
    expect(pageAfterSignIn(pageBeforeSecondFactor('/projects', null, expected), '/projects/p-1')).toBe('/mfa');
  });

  it('without a verified factor, already at aal2, or with the level unknown, the start page stays', () => {
    expect(pageBeforeSecondFactor('/projects', null, { currentLevel: 'aal1', nextLevel: 'aal1' })).toBe('/projects');
    expect(pageBeforeSecondFactor('/projects', null, { currentLevel: 'aal2', nextLevel: 'aal2' })).toBe('/projects');
    expect(pageBeforeSecondFactor('/projects', null, null)).toBe('/projects');
  });

  it("finishing registration stays first, and an admin's way is the spec's", () => {
    expect(pageBeforeSecondFactor('/register-brf', null, expected)).toBe('/register-brf');
    expect(pageBeforeSecondFactor('/admin/dashboard', 'admin', expected)).toBe('/admin/dashboard');
    expect(pageBeforeSecondFactor('/projects', 'admin', expected)).toBe('/projects');
  });
});
