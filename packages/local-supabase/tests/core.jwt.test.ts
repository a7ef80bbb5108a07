import { afterEach, describe, expect, it, vi } from 'vitest';
import { JwtError, signJwt, verifyJwt } from '../src/jwt.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('jwt: verified tokens are remembered, never past their expiry', () => {
  afterEach(() => vi.restoreAllMocks());

  it('rejects a remembered token once it has expired', async () => {
    const token = await signJwt({ role: 'authenticated', sub: 'u1' }, SECRET, 60);
    expect((await verifyJwt(token, SECRET)).sub).toBe('u1');
    expect((await verifyJwt(token, SECRET)).sub).toBe('u1');
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 120_000);
    await expect(verifyJwt(token, SECRET)).rejects.toMatchObject({ reason: 'expired', message: 'invalid JWT: token is expired' });
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
});
