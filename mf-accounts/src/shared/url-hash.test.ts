import { describe, expect, it } from 'vitest';
import { hashParams } from './url-hash.ts';

describe('hashParams', () => {
  it('reads the address hash of an e-mail link', () => {
    const params = hashParams('#access_token=t&type=recovery');
    expect(params.get('access_token')).toBe('t');
    expect(params.get('type')).toBe('recovery');
  });
});
