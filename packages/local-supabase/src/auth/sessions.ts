// Sessions, refresh tokens and access tokens: internal/models/{sessions,refresh_token}.go and
// internal/tokens/service.go, legacy (v1) refresh tokens: rotation on every refresh, reuse
// detection with a reuse interval, the family revoked on abuse.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Context, JwtClaims, Sql } from '../types.ts';
import { signJwt } from '../jwt.ts';
import { authError } from './errors.ts';
import { findUserById, isBanned, userJson, type UserRow } from './users.ts';

/** GoTrue's default `security_refresh_token_reuse_interval`. */
export const REFRESH_TOKEN_REUSE_INTERVAL_SECONDS = 10;

const MFA_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

export type AuthMethod =
  | 'password'
  | 'otp'
  | 'totp'
  | 'recovery'
  | 'invite'
  | 'magiclink'
  | 'email/signup'
  | 'email_change';

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export function secureAlphanumeric(length: number): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  for (let i = 0; out.length < length && i < bytes.length; i++) {
    // 248 = 4 * 62: reject the top bytes so every character is equally likely
    if (bytes[i] < 248) out += ALPHANUMERIC[bytes[i] % 62];
  }
  return out.length === length ? out : secureAlphanumeric(length);
}

async function insertRefreshToken(sql: Sql, userId: string, sessionId: string, parent: string | null): Promise<string> {
  const token = secureAlphanumeric(12);
  await sql.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, userId, parent, sessionId],
  );
  return token;
}

export async function addAmrClaim(sql: Sql, sessionId: string, method: string): Promise<void> {
  const updated = await sql.query(
    `update auth.mfa_amr_claims set updated_at = now()
     where session_id = $1 and authentication_method = $2 returning id`,
    [sessionId, method],
  );
  if (updated.rows.length === 0) {
    await sql.query(
      `insert into auth.mfa_amr_claims (id, session_id, authentication_method, created_at, updated_at)
       values ($1, $2, $3, now(), now())`,
      [randomUUID(), sessionId, method],
    );
  }
}

/** Where a sign-in came from (GrantParams.FillGrantParams), kept on the session. */
export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

/** A new session (aal1) for a sign-in with `method`, with its first refresh token. */
export async function createSession(
  sql: Sql,
  userId: string,
  method: AuthMethod,
  client?: ClientInfo,
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID();
  await sql.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, refreshed_at, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', now(), $3, $4)`,
    [sessionId, userId, client?.userAgent ?? null, client?.ip ?? null],
  );
  await addAmrClaim(sql, sessionId, method);
  const refreshToken = await insertRefreshToken(sql, userId, sessionId, null);
  await sql.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId]);
  await sql.query(`update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`, [
    userId,
  ]);
  return { sessionId, refreshToken };
}

interface AmrRow {
  authentication_method: string;
  updated_at: string;
}

export async function sessionAalAndAmr(
  sql: Sql,
  sessionId: string,
): Promise<{ aal: 'aal1' | 'aal2'; amr: { method: string; timestamp: number }[] }> {
  const { rows } = await sql.query<AmrRow>(
    `select authentication_method::text as authentication_method, updated_at
     from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  const amr = rows.map((r) => ({
    method: r.authentication_method,
    timestamp: Math.floor(new Date(r.updated_at).getTime() / 1000),
  }));
  const aal = amr.some((c) => MFA_METHODS.has(c.method)) ? 'aal2' : 'aal1';
  return { aal, amr };
}

export async function accessTokenResponse(
  sql: Sql,
  ctx: Context,
  issuer: string,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
): Promise<SessionResponse> {
  const { aal, amr } = await sessionAalAndAmr(sql, sessionId);
  const now = Math.floor(Date.now() / 1000);
  const exp = now + ctx.config.jwtExpiry;
  const claims: JwtClaims = {
    iss: issuer,
    sub: user.id,
    aud: user.aud || 'authenticated',
    exp,
    iat: now,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role || 'authenticated',
    aal,
    amr,
    session_id: sessionId,
    is_anonymous: Boolean(user.is_anonymous),
  };
  const accessToken = await signJwt(claims, ctx.keys.jwtSecret);
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ctx.config.jwtExpiry,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** Sign-in: a new session plus the token response. */
export async function issueSession(
  sql: Sql,
  ctx: Context,
  issuer: string,
  userId: string,
  method: AuthMethod,
  client?: ClientInfo,
): Promise<SessionResponse> {
  const { sessionId, refreshToken } = await createSession(sql, userId, method, client);
  const user = await findUserById(sql, userId);
  if (!user) throw authError(500, 'unexpected_failure', 'Database error loading user');
  return accessTokenResponse(sql, ctx, issuer, user, sessionId, refreshToken);
}

interface RefreshTokenRow {
  id: string | number;
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
  updated_at: string;
}

/** grant_type=refresh_token, as tokens/service.go RefreshTokenGrant does it for v1 tokens. */
export async function refreshTokenGrant(
  sql: Sql,
  ctx: Context,
  issuer: string,
  token: string,
): Promise<SessionResponse> {
  const found = await sql.query<RefreshTokenRow>(
    `select id, token, user_id, revoked, parent, session_id, updated_at
     from auth.refresh_tokens where token = $1 limit 1`,
    [token],
  );
  const row = found.rows[0];
  if (!row) throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const user = await findUserById(sql, String(row.user_id));
  if (!user) throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (isBanned(user)) throw authError(400, 'user_banned', 'Invalid Refresh Token: User Banned');
  const session = row.session_id
    ? (
        await sql.query<{ id: string; not_after: string | null }>(
          'select id, not_after from auth.sessions where id = $1',
          [row.session_id],
        )
      ).rows[0]
    : undefined;
  if (!session) {
    await sql.query('delete from auth.refresh_tokens where id = $1', [row.id]);
    throw authError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  }
  if (session.not_after && new Date(session.not_after).getTime() < Date.now()) {
    throw authError(400, 'session_expired', 'Invalid Refresh Token: Session Expired');
  }

  let issued: string | null = null;
  if (row.revoked) {
    const active = (
      await sql.query<RefreshTokenRow>(
        `select id, token, parent from auth.refresh_tokens
         where session_id = $1 and revoked = false order by id desc limit 1`,
        [session.id],
      )
    ).rows[0];
    if (active && active.parent === row.token) {
      // The client lost the answer to its last refresh: hand back the child it never stored.
      issued = active.token;
    } else {
      const reuseUntil = new Date(row.updated_at).getTime() + REFRESH_TOKEN_REUSE_INTERVAL_SECONDS * 1000;
      if (Date.now() > reuseUntil) {
        await sql.query(
          'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false',
          [session.id],
        );
        throw new CommitThenFail(authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'));
      }
    }
  }
  if (issued === null) {
    await sql.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id]);
    issued = await insertRefreshToken(sql, user.id, session.id, row.token);
  }
  await sql.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [session.id]);
  return accessTokenResponse(sql, ctx, issuer, user, session.id, issued);
}

/**
 * Thrown from inside a transaction whose writes must still be kept (the revoked token family);
 * the caller commits, then raises `error`.
 */
export class CommitThenFail extends Error {
  error: Error;
  constructor(error: Error) {
    super(error.message);
    this.error = error;
  }
}

export async function deleteSessions(sql: Sql, where: string, params: unknown[]): Promise<void> {
  const ids = (await sql.query<{ id: string }>(`select id from auth.sessions where ${where}`, params)).rows.map(
    (r) => r.id,
  );
  if (ids.length === 0) return;
  await sql.query('delete from auth.refresh_tokens where session_id = any($1::uuid[])', [ids]);
  await sql.query('delete from auth.mfa_amr_claims where session_id = any($1::uuid[])', [ids]);
  await sql.query('delete from auth.sessions where id = any($1::uuid[])', [ids]);
}
