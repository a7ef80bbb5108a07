import { describe, expect, it } from 'vitest';
import { loginNotice } from './login-notice.ts';

describe('loginNotice', () => {
  it('explains the two login error values and ignores others', () => {
    expect(loginNotice('reset_session_expired')).toBe('login.notice.expired');
    expect(loginNotice('reset_failed')).toBe('login.notice.failed');
    expect(loginNotice(null)).toBeNull();
    expect(loginNotice('other')).toBeNull();
  });
});
