// HS256 JWTs as GoTrue and the Supabase CLI issue them.
import type { JwtClaims } from './types.ts';

const encoder = new TextEncoder();

// jose (46 modules) loads when a token is first signed or checked by HMAC: a warm start answers
// requests with the project's own API keys (known good, see rememberApiKey) without it.
let jose: Promise<typeof import('jose')> | null = null;
export const loadJose = () => (jose ??= import('jose'));

export async function signJwt(claims: JwtClaims, secret: string, expiresInSeconds?: number): Promise<string> {
  const { SignJWT } = await loadJose();
  const now = Math.floor(Date.now() / 1000);
  const body: JwtClaims = { ...claims };
  if (body.iat === undefined) body.iat = now;
  if (expiresInSeconds !== undefined) body.exp = (body.iat as number) + expiresInSeconds;
  return new SignJWT(body as Record<string, unknown>)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(encoder.encode(secret));
}

// Verified tokens, so a client's key and session token are checked by HMAC once, not on every
// request (PostgREST keeps a JWT cache too). Only the expiry can change the verdict later.
const VERIFIED_MAX = 1000;
const verified = new Map<string, { secret: string; claims: JwtClaims }>();

/**
 * An API key this server signed with `secret` (or the CLI's published key for the default
 * secret): valid by construction, so its claims are known without checking the HMAC again.
 * The expiry is still checked on every use, as for any verified token.
 */
export function rememberApiKey(token: string, secret: string): void {
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as JwtClaims;
  verified.set(token, { secret, claims });
}

/** Throws JwtError on a bad signature, an expired token or anything malformed. */
export async function verifyJwt(token: string, secret: string): Promise<JwtClaims> {
  const known = verified.get(token);
  if (known && known.secret === secret) {
    const exp = known.claims.exp;
    if (typeof exp === 'number' && exp <= Math.floor(Date.now() / 1000)) {
      verified.delete(token);
      throw new JwtError('invalid JWT: token is expired', 'expired');
    }
    return { ...known.claims };
  }
  const { jwtVerify, errors } = await loadJose();
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    if (typeof payload.role !== 'string') throw new JwtError('invalid JWT: missing role claim', 'bad_jwt');
    if (verified.size >= VERIFIED_MAX) verified.clear();
    verified.set(token, { secret, claims: payload as JwtClaims });
    return { ...(payload as JwtClaims) };
  } catch (err) {
    if (err instanceof JwtError) throw err;
    if (err instanceof errors.JWTExpired) throw new JwtError('invalid JWT: token is expired', 'expired');
    if (err instanceof errors.JWSSignatureVerificationFailed)
      throw new JwtError('invalid JWT: signature is invalid', 'bad_signature');
    throw new JwtError(`invalid JWT: ${(err as Error).message}`, 'bad_jwt');
  }
}

export class JwtError extends Error {
  reason: 'expired' | 'bad_signature' | 'bad_jwt';
  constructor(message: string, reason: 'expired' | 'bad_signature' | 'bad_jwt') {
    super(message);
    this.name = 'JwtError';
    this.reason = reason;
  }
}

/** True for strings shaped like a compact JWS (three base64url parts). */
export function looksLikeJwt(token: string): boolean {
  return /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(token);
}
