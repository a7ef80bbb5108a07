import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { generate } from 'otplib';
import { resolveConfig } from '../src/config.ts';
import { TokenBuckets } from '../src/auth/rate-limits.ts';
import { checkPassword, hashPassword } from '../src/auth/passwords.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const LIMITED = { status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' };

const outcome = (error: { status?: number; code?: string; message: string } | null) =>
  error ? { status: error.status, code: error.code, message: error.message } : null;

/** Polls `attempt` until it stops being rate limited (the bucket refilled); no time is asserted. */
async function onceRefilled<T extends { error: { status?: number } | null }>(attempt: () => Promise<T>): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const result = await attempt();
    if (result.error?.status !== 429) return result;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('still rate limited after 10 s');
}

describe('token buckets', () => {
  it("hold GoTrue's defaults: /token 150 and /verify 30 per 5 minutes, factors 15 a minute, bursts of 30", () => {
    expect(resolveConfig({}, {}).authRateLimits).toEqual({
      tokenPer5Minutes: 150,
      verifyPer5Minutes: 30,
      factorPerMinute: 15,
      burst: 30,
      perIp: true,
    });
    expect(resolveConfig({}, { LOCAL_SUPABASE_RATE_LIMIT_PER_IP: 'off' }).authRateLimits.perIp).toBe(false);
    expect(resolveConfig({ authRateLimits: { burst: 3 } }, {}).authRateLimits).toMatchObject({
      burst: 3,
      tokenPer5Minutes: 150,
    });
  });

  it('give a burst, then one request per refilled token, per key', () => {
    let now = 0;
    const buckets = new TokenBuckets(0.5, 3, () => now);
    expect([1, 2, 3, 4].map(() => buckets.take('a'))).toEqual([true, true, true, false]);
    expect(buckets.take('b')).toBe(true);
    now += 1999;
    expect(buckets.has('a')).toBe(false);
    now += 1;
    expect(buckets.take('a')).toBe(true);
    expect(buckets.take('a')).toBe(false);
  });
});

describe('bcrypt off the event loop', () => {
  it('hashes and checks on a worker, with hashes bcrypt elsewhere reads', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$2[aby]\$10\$/);
    expect(
      await Promise.all([
        checkPassword('correct horse', hash),
        checkPassword('wrong horse', hash),
        checkPassword('x', 'not a hash'),
      ]),
    ).toEqual([true, false, false]);
  });
});

describe('auth: requests per address', { timeout: 60_000 }, () => {
  let t: TestServer;
  beforeAll(async () => {
    // a burst of 4, refilled about once a day: the fifth request from this address is over
    t = await startTestServer({
      start: { authRateLimits: { burst: 4, tokenPer5Minutes: 0.001, verifyPer5Minutes: 0.001 } },
    });
  });
  afterAll(async () => t?.stop());

  it('password sign-ins and refreshes share the /token bucket; every account is refused past it', async () => {
    await t.createUser('ip-a@example.com', 'pw-ip-a-123');
    await t.createUser('ip-b@example.com', 'pw-ip-b-123');
    const a = createClient(t.url, t.keys.anon, clientOptions);
    const b = createClient(t.url, t.keys.anon, clientOptions);
    expect((await a.auth.signInWithPassword({ email: 'ip-a@example.com', password: 'pw-ip-a-123' })).error).toBeNull();
    expect((await a.auth.refreshSession()).error).toBeNull();
    expect((await b.auth.signInWithPassword({ email: 'ip-b@example.com', password: 'wrong' })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await b.auth.signInWithPassword({ email: 'ip-b@example.com', password: 'pw-ip-b-123' })).error).toBeNull();
    expect(
      outcome((await b.auth.signInWithPassword({ email: 'ip-b@example.com', password: 'pw-ip-b-123' })).error),
    ).toEqual(LIMITED);
    expect(outcome((await a.auth.refreshSession()).error)).toEqual(LIMITED);
  });

  it('e-mail code verifications have a bucket of their own', async () => {
    const anon = t.anonClient();
    for (let i = 0; i < 4; i++) {
      const { error } = await anon.auth.verifyOtp({
        email: `nobody-${i}@example.com`,
        token: '123456',
        type: 'signup',
      });
      expect(error?.code).toBe('otp_expired');
    }
    expect(
      outcome((await anon.auth.verifyOtp({ email: 'nobody@example.com', token: '123456', type: 'signup' })).error),
    ).toEqual(LIMITED);
  });
});

describe('auth: failed attempts per account', { timeout: 60_000 }, () => {
  let t: TestServer;
  beforeAll(async () => {
    // three failures lock an account; a password or TOTP token comes back every 2 s
    t = await startTestServer({
      start: { authRateLimits: { perIp: false, burst: 3, tokenPer5Minutes: 150, factorPerMinute: 30 } },
    });
  });
  afterAll(async () => t?.stop());

  it('three wrong passwords lock the account, not others; it signs in again once the window passes', async () => {
    await t.createUser('locked@example.com', 'right-password-1');
    await t.createUser('bystander@example.com', 'right-password-2');
    const sb = createClient(t.url, t.keys.anon, clientOptions);
    for (let i = 0; i < 3; i++) {
      expect(
        (await sb.auth.signInWithPassword({ email: 'locked@example.com', password: `guess-${i}` })).error?.code,
      ).toBe('invalid_credentials');
    }
    // locked: even the right password waits, and the answer says nothing about it being right
    expect(
      outcome((await sb.auth.signInWithPassword({ email: 'LOCKED@example.com', password: 'right-password-1' })).error),
    ).toEqual(LIMITED);
    const other = createClient(t.url, t.keys.anon, clientOptions);
    expect(
      (await other.auth.signInWithPassword({ email: 'bystander@example.com', password: 'right-password-2' })).error,
    ).toBeNull();
    // successful sign-ins never use the account's bucket up
    for (let i = 0; i < 4; i++) {
      expect(
        (await other.auth.signInWithPassword({ email: 'bystander@example.com', password: 'right-password-2' })).error,
      ).toBeNull();
    }
    const later = await onceRefilled(() =>
      sb.auth.signInWithPassword({ email: 'locked@example.com', password: 'right-password-1' }),
    );
    expect(later.error).toBeNull();
    expect(later.data.user?.email).toBe('locked@example.com');
  });

  it('wrong TOTP codes lock the factor until the window passes', async () => {
    const { client } = await t.signedInClient('totp-locked@example.com', 'totp-password-1');
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const secret = factor!.totp.secret;
    const verify = async (code: string) => {
      const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor!.id });
      return client.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code });
    };
    const right = await generate({ secret });
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 3; i++) expect((await verify(wrong)).error?.code).toBe('mfa_verification_failed');
    expect(outcome((await verify(right)).error)).toEqual(LIMITED);
    const later = await onceRefilled(async () => verify(await generate({ secret })));
    expect(later.error).toBeNull();
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');
  });

  it('wrong e-mail codes for one address lock that address', async () => {
    const anon: SupabaseClient = t.anonClient();
    for (let i = 0; i < 3; i++) {
      expect(
        (await anon.auth.verifyOtp({ email: 'guessed@example.com', token: `12345${i}`, type: 'signup' })).error?.code,
      ).toBe('otp_expired');
    }
    expect(
      outcome((await anon.auth.verifyOtp({ email: 'guessed@example.com', token: '123459', type: 'signup' })).error),
    ).toEqual(LIMITED);
    expect(
      (await anon.auth.verifyOtp({ email: 'another@example.com', token: '123459', type: 'signup' })).error?.code,
    ).toBe('otp_expired');
  });
});
