import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message.ts';
import { visibleError } from './field-error.ts';
import { hashParams } from './url-hash.ts';
import { loginNotice } from '../login/login-notice.ts';

describe('form helpers', () => {
  it('an error shows after its field was touched or the form was submitted', () => {
    const errors = { email: { type: 'custom', message: 'Please enter a valid email address' } };
    expect(visibleError(errors, {}, false, 'email')).toBeUndefined();
    expect(visibleError(errors, { email: true }, false, 'email')).toBe('Please enter a valid email address');
    expect(visibleError(errors, {}, true, 'email')).toBe('Please enter a valid email address');
  });

  it('takes the provider message from errors and strings, or nothing', () => {
    expect(errorMessage({ message: 'Invalid login credentials' })).toBe('Invalid login credentials');
    expect(errorMessage('boom')).toBe('boom');
    // an answer without words, whose body supabase-js made its message
    expect(errorMessage({ message: '{}' })).toBeUndefined();
    expect(errorMessage({ message: '{"code":500}' })).toBeUndefined();
    expect(errorMessage({ message: ' ' })).toBeUndefined();
    expect(errorMessage(null)).toBeUndefined();
  });

  it('reads the address hash of an e-mail link', () => {
    const params = hashParams('#access_token=t&type=recovery');
    expect(params.get('access_token')).toBe('t');
    expect(params.get('type')).toBe('recovery');
  });

  it('explains the two login error values and ignores others', () => {
    expect(loginNotice('reset_session_expired')).toBe('login.notice.expired');
    expect(loginNotice('reset_failed')).toBe('login.notice.failed');
    expect(loginNotice(null)).toBeNull();
    expect(loginNotice('other')).toBeNull();
  });
});
