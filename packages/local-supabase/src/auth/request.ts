// Per-request helpers: the JSON body, transactions with mails sent after commit, and GoTrue's
// requireAuthentication / requireAdmin checks on the bearer token.
import type { ApiRequest, Context, JwtClaims, Sql } from '../types.ts';
import { HttpError, readJson } from '../http.ts';
import { bearerToken, callerFromToken, CallerError, resolveCaller } from '../caller.ts';
import { JwtError, verifyJwt } from '../jwt.ts';
import { authError } from './errors.ts';
import { CommitThenFail, type ClientInfo } from './sessions.ts';
import type { PendingMail } from './mail.ts';
import { findUserById, isUuid, type UserRow } from './users.ts';

export interface AuthRequest extends ApiRequest {
  /** `${origin}/auth/v1`, the JWT issuer and the base of e-mail links */
  issuer: string;
  publicUrl: string;
}

export async function body<T = Record<string, unknown>>(r: AuthRequest): Promise<T> {
  let parsed: unknown;
  try {
    parsed = await readJson<unknown>(r.req, r.ctx.config.bodyLimitBytes);
  } catch (err) {
    if (err instanceof HttpError && err.status === 400) throw authError(400, 'bad_json', err.message);
    if (err instanceof HttpError && err.status === 413) throw authError(413, 'request_too_large', err.message);
    throw err;
  }
  if (parsed === null) return {} as T; // Go decodes a JSON null into the empty struct
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw authError(
      400,
      'bad_json',
      'Could not parse request body as JSON: json: cannot unmarshal into Go value of the expected object type',
    );
  }
  return parsed as T;
}

/** Runs `fn` in one superuser transaction; mails it queued go to the outbox after commit. */
export async function withTx<T>(ctx: Context, fn: (sql: Sql, mails: PendingMail[]) => Promise<T>): Promise<T> {
  const mails: PendingMail[] = [];
  let deferred: Error | null = null;
  const result = await ctx.db.transaction(async (sql) => {
    try {
      return await fn(sql, mails);
    } catch (err) {
      if (err instanceof CommitThenFail) {
        deferred = err.error;
        return undefined as T;
      }
      throw err;
    }
  });
  if (deferred) throw deferred;
  for (const mail of mails) await ctx.outbox.add(mail);
  return result;
}

/** The API gateway's key check: a missing or unknown `apikey` is refused before GoTrue sees it. */
export async function requireApiKey(r: ApiRequest): Promise<void> {
  try {
    await resolveCaller(r.req, r.ctx);
  } catch (err) {
    if (!(err instanceof CallerError)) throw err;
    if (err.reason === 'no_apikey') throw err;
    if (err.reason !== 'invalid_apikey') return; // the bearer is GoTrue's to judge
    // resolveCaller also says invalid_apikey for an unknown sb_ bearer; only the header counts here
    const raw = r.req.headers.apikey ?? r.url.searchParams.get('apikey') ?? '';
    try {
      await callerFromToken(Array.isArray(raw) ? raw[0] : raw, r.ctx);
    } catch {
      throw err;
    }
  }
}

export async function requireClaims(r: ApiRequest): Promise<{ claims: JwtClaims; token: string }> {
  let token: string | undefined;
  try {
    token = bearerToken(r.req);
  } catch {
    token = undefined;
  }
  if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  if (token === r.ctx.keys.secret) return { claims: { role: 'service_role' }, token };
  if (token === r.ctx.keys.publishable) return { claims: { role: 'anon' }, token };
  try {
    return { claims: await verifyJwt(token, r.ctx.keys.jwtSecret), token };
  } catch (err) {
    const reason =
      err instanceof JwtError && err.reason === 'expired'
        ? 'token has invalid claims: token is expired'
        : 'token signature is invalid: signature is invalid';
    throw authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
}

export interface UserContext {
  claims: JwtClaims;
  user: UserRow;
  sessionId: string | null;
  sessionAal: string | null;
}

/** requireAuthentication + the user and session from the token's `sub` and `session_id`. */
export async function requireUser(r: ApiRequest, sql: Sql): Promise<UserContext> {
  const { claims } = await requireClaims(r);
  if (!claims.sub) throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(claims.sub)) throw authError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(sql, claims.sub);
  if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  let sessionId: string | null = null;
  let sessionAal: string | null = null;
  if (claims.session_id !== undefined && claims.session_id !== '') {
    if (!isUuid(claims.session_id)) throw authError(403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID');
    const { rows } = await sql.query<{ id: string; aal: string | null }>(
      'select id, aal::text as aal from auth.sessions where id = $1',
      [claims.session_id],
    );
    if (rows.length === 0)
      throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    sessionId = rows[0].id;
    sessionAal = rows[0].aal;
  }
  return { claims, user, sessionId, sessionAal };
}

export async function requireAdmin(r: ApiRequest): Promise<void> {
  const { claims } = await requireClaims(r);
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin')
    throw authError(403, 'not_admin', 'User not allowed');
}

export function clientIp(r: ApiRequest): string {
  const ip = r.req.socket.remoteAddress ?? '127.0.0.1';
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

export function clientInfo(r: ApiRequest): ClientInfo {
  const ua = r.req.headers['user-agent'];
  return { userAgent: typeof ua === 'string' ? ua : null, ip: clientIp(r) };
}
