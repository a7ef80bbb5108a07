import { afterEach, describe, expect, it, vi } from 'vitest';
import { jwtVerify } from 'jose';
import { DEFAULT_JWT_SECRET } from '../src/config.ts';
import { JwtError, signJwt, verifyJwt } from '../src/jwt.ts';
import { makeKeys } from '../src/keys.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('jwt: verified tokens are remembered, never past their expiry', () => {
  afterEach(() => vi.restoreAllMocks());

  it('rejects a remembered token once it has expired', async () => {
    const token = await signJwt({ role: 'authenticated', sub: 'u1' }, SECRET, 60);
    expect((await verifyJwt(token, SECRET)).sub).toBe('u1');
    expect((await verifyJwt(token, SECRET)).sub).toBe('u1');
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 120_000);
    await expect(verifyJwt(token, SECRET)).rejects.toMatchObject({
      reason: 'expired',
      message: 'invalid JWT: token is expired',
    });
  });

  it('does not accept a remembered token under another secret', async () => {
    const token = await signJwt({ role: 'anon' }, SECRET, 60);
    await verifyJwt(token, SECRET);
    await expect(verifyJwt(token, `${SECRET}-other`)).rejects.toBeInstanceOf(JwtError);
  });

  it('hands out copies, so a caller changing its claims changes nobody else’s', async () => {
    const token = await signJwt({ role: 'anon', iss: 'x' }, SECRET, 60);
    const first = await verifyJwt(token, SECRET);
    first.role = 'service_role';
    expect((await verifyJwt(token, SECRET)).role).toBe('anon');
  });

  it('knows the API keys without checking them again, with the claims an HMAC check gives', async () => {
    for (const secret of [DEFAULT_JWT_SECRET, SECRET]) {
      const keys = await makeKeys(secret);
      for (const key of [keys.anon, keys.serviceRole]) {
        const { payload } = await jwtVerify(key, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
        expect(await verifyJwt(key, secret)).toEqual(payload);
        await expect(verifyJwt(key, `${secret}-other`)).rejects.toBeInstanceOf(JwtError);
      }
    }
  });

  it('lets a remembered API key expire like any token', async () => {
    const keys = await makeKeys(SECRET);
    vi.spyOn(Date, 'now').mockReturnValue(1983812996 * 1000 + 1000);
    await expect(verifyJwt(keys.anon, SECRET)).rejects.toMatchObject({ reason: 'expired' });
  });
});
