import { describe, expect, it } from 'vitest';
import { DataError, toDataError, unwrap } from '@brf/supabase/errors';
import { errorMessage, serverError, serverWords } from './error-message.ts';

const refused = (error: object) => {
  try {
    unwrap({ data: null, error });
  } catch (caught) {
    return caught;
  }
  throw new Error('unwrap did not throw');
};

describe('errorMessage', () => {
  it('takes the provider message from errors and strings, or nothing', () => {
    expect(errorMessage({ message: 'Invalid login credentials' })).toBe('Invalid login credentials');
    expect(errorMessage('boom')).toBe('boom');
    // an answer without words, whose body supabase-js made its message
    expect(errorMessage({ message: '{}' })).toBeUndefined();
    expect(errorMessage({ message: '{"code":500}' })).toBeUndefined();
    expect(errorMessage({ message: ' ' })).toBeUndefined();
    expect(errorMessage(null)).toBeUndefined();
  });
});

describe('serverWords', () => {
  it("reads the server's own error behind unwrap's DataError, so an answer without words stays without", () => {
    expect(serverWords(refused({ message: 'Invalid TOTP code entered' }))).toBe('Invalid TOTP code entered');
    expect(serverWords(refused({ message: '' }))).toBeUndefined();
    expect(serverWords(refused({}))).toBeUndefined();
    expect(serverWords(refused({ message: '{"code":500}' }))).toBeUndefined();
    expect(serverError(refused({ status: 429 }))).toEqual({ status: 429 });
  });

  it('a DataError of our own says its message; anything else thrown is read as it is', () => {
    expect(serverWords(new DataError('Verification did not elevate session. Try again.'))).toBe(
      'Verification did not elevate session. Try again.',
    );
    expect(serverWords(toDataError(new TypeError('Failed to fetch')))).toBe('Failed to fetch');
    expect(serverWords(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(serverWords({})).toBeUndefined();
  });
});
