// GoTrue's request limits (internal/api/options.go): token buckets per client IP for /token
// (password and refresh grants), /verify and a factor's challenge and verify, answered 429
// over_request_rate_limit 'Request rate limit reached'. Besides GoTrue, the same buckets per
// account count failed attempts only (a wrong password, e-mail code or TOTP code), so guessing
// one account's secret from many addresses is slowed as well, while its owner's successful
// sign-ins never use them up. A bucket refills continuously: a locked-out account signs in again
// once a token has come back.
import type { AuthRateLimits, Context } from '../types.ts';
import { authError } from './errors.ts';
import { clientIp, type AuthRequest } from './request.ts';

export type LimitedAction = 'token' | 'verify' | 'factor';

/** Refill per second and burst of each action, from GoTrue's per-window numbers. */
function rates(limits: AuthRateLimits): Record<LimitedAction, { perSecond: number; burst: number }> {
  return {
    token: { perSecond: limits.tokenPer5Minutes / 300, burst: limits.burst },
    verify: { perSecond: limits.verifyPer5Minutes / 300, burst: limits.burst },
    factor: { perSecond: limits.factorPerMinute / 60, burst: limits.burst },
  };
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Token buckets by key; a bucket left alone long enough to be full again is forgotten. */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perSecond: number;
  private readonly burst: number;
  private readonly now: () => number;

  constructor(perSecond: number, burst: number, now: () => number = Date.now) {
    this.perSecond = perSecond;
    this.burst = burst;
    this.now = now;
  }

  private current(key: string): Bucket {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    return bucket;
  }

  /** Whether a request may go ahead now (at least one token), without taking one. */
  has(key: string): boolean {
    return this.current(key).tokens >= 1;
  }

  /** Takes a token; false (and nothing taken) when there is none. */
  take(key: string): boolean {
    const bucket = this.current(key);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    if (this.buckets.size > 10_000) this.sweep();
    this.buckets.set(key, bucket);
    return true;
  }

  private sweep(): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + ((this.now() - bucket.at) / 1000) * this.perSecond >= this.burst) this.buckets.delete(key);
    }
  }
}

interface Limiters {
  byIp: Record<LimitedAction, TokenBuckets>;
  byAccount: Record<LimitedAction, TokenBuckets>;
}

const limitersOf = new WeakMap<Context, Limiters>();

function limiters(ctx: Context): Limiters {
  let found = limitersOf.get(ctx);
  if (!found) {
    const r = rates(ctx.config.authRateLimits);
    const make = () => ({
      token: new TokenBuckets(r.token.perSecond, r.token.burst),
      verify: new TokenBuckets(r.verify.perSecond, r.verify.burst),
      factor: new TokenBuckets(r.factor.perSecond, r.factor.burst),
    });
    found = { byIp: make(), byAccount: make() };
    limitersOf.set(ctx, found);
  }
  return found;
}

const tooMany = () => authError(429, 'over_request_rate_limit', 'Request rate limit reached');

/** GoTrue's limitHandler: one token per request from this address, or 429. */
export function limitByIp(r: AuthRequest, action: LimitedAction): void {
  if (!r.ctx.config.authRateLimits.perIp) return;
  if (!limiters(r.ctx).byIp[action].take(clientIp(r))) throw tooMany();
}

/**
 * Runs an attempt on one account's secret: refused with 429 while the account has no tokens left,
 * and a failed attempt (fn throws) takes one.
 */
export async function limitFailures<T>(
  r: AuthRequest,
  action: LimitedAction,
  account: string,
  fn: () => Promise<T>,
): Promise<T> {
  const buckets = limiters(r.ctx).byAccount[action];
  const key = account.toLowerCase();
  if (!buckets.has(key)) throw tooMany();
  try {
    return await fn();
  } catch (err) {
    buckets.take(key);
    throw err;
  }
}
