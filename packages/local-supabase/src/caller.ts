// Who is calling: the `apikey` header decides access to the project, `Authorization` the role.
import type { IncomingMessage } from 'node:http';
import { HttpError } from './http.ts';
import { type JwtError, verifyJwt } from './jwt.ts';
import type { ApiRole, Caller, Context, JwtClaims } from './types.ts';

export type CallerErrorReason = 'no_apikey' | 'invalid_apikey' | 'expired' | 'bad_jwt' | 'bad_role';

/**
 * A 401 from resolveCaller. `body` is PostgREST-shaped (or the API gateway's for key problems);
 * surfaces with their own error shape read `reason` and `message` and reshape it.
 */
export class CallerError extends HttpError {
  reason: CallerErrorReason;
  constructor(reason: CallerErrorReason, body: Record<string, unknown>) {
    super(401, body);
    this.name = 'CallerError';
    this.reason = reason;
  }
}

const API_ROLES: readonly string[] = ['anon', 'authenticated', 'service_role'];

export async function resolveCaller(req: IncomingMessage, ctx: Context): Promise<Caller> {
  const apikey =
    headerValue(req, 'apikey') ?? new URL(req.url ?? '/', 'http://x').searchParams.get('apikey') ?? undefined;
  if (!apikey) {
    throw new CallerError('no_apikey', {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  const keyCaller = await callerFromKey(apikey, ctx);
  if (!keyCaller) {
    throw new CallerError('invalid_apikey', {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
  }
  const bearer = bearerToken(req);
  if (bearer === undefined) return keyCaller;
  return callerFromToken(bearer, ctx);
}

/** For a bearer token or realtime's access_token: an API key, or a JWT signed with the secret. */
export async function callerFromToken(token: string, ctx: Context): Promise<Caller> {
  const newStyle = newStyleKey(token, ctx);
  if (newStyle) return newStyle;
  if (token.startsWith('sb_publishable_') || token.startsWith('sb_secret_')) {
    throw new CallerError('invalid_apikey', {
      code: 'PGRST301',
      details: null,
      hint: null,
      message: 'Invalid API key',
    });
  }
  let claims: JwtClaims;
  try {
    claims = await verifyJwt(token, ctx.keys.jwtSecret);
  } catch (err) {
    const jwtErr = err as JwtError;
    const expired = jwtErr.reason === 'expired';
    throw new CallerError(expired ? 'expired' : 'bad_jwt', {
      code: expired ? 'PGRST303' : 'PGRST301',
      details: null,
      hint: null,
      message: expired ? 'JWT expired' : jwtErr.message,
    });
  }
  if (!API_ROLES.includes(claims.role)) {
    throw new CallerError('bad_role', {
      code: 'PGRST301',
      details: null,
      hint: null,
      message: `invalid JWT: role "${claims.role}" is not an API role`,
    });
  }
  return { role: claims.role as ApiRole, claims, token };
}

async function callerFromKey(key: string, ctx: Context): Promise<Caller | null> {
  const newStyle = newStyleKey(key, ctx);
  if (newStyle) return newStyle;
  try {
    const claims = await verifyJwt(key, ctx.keys.jwtSecret);
    if (!API_ROLES.includes(claims.role)) return null;
    return { role: claims.role as ApiRole, claims, token: key };
  } catch {
    return null;
  }
}

function newStyleKey(key: string, ctx: Context): Caller | null {
  if (key === ctx.keys.publishable) return { role: 'anon', claims: { role: 'anon', iss: 'supabase' }, token: key };
  if (key === ctx.keys.secret)
    return { role: 'service_role', claims: { role: 'service_role', iss: 'supabase' }, token: key };
  return null;
}

/** undefined when there is no `Authorization: Bearer` header. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const auth = headerValue(req, 'authorization');
  if (!auth) return undefined;
  const m = /^bearer\s+(.+)$/i.exec(auth.trim());
  if (!m) {
    throw new CallerError('bad_jwt', {
      code: 'PGRST301',
      details: null,
      hint: null,
      message: 'invalid JWT: Authorization header is not "Bearer <token>"',
    });
  }
  return m[1].trim();
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  if (Array.isArray(v)) return v[0];
  return v === '' ? undefined : v;
}
