// POST /token: grant_type=password and refresh_token (internal/api/token.go).
import { sendJson } from '../http.ts';
import { authError, oauthError } from './errors.ts';
import { checkPassword, MIN_PASSWORD_LENGTH } from './passwords.ts';
import { pkceGrant } from './pkce.ts';
import { limitFailures } from './rate-limits.ts';
import { body, clientInfo, withTx, type AuthRequest } from './request.ts';
import { issueSession, refreshTokenGrant } from './sessions.ts';
import { findUserByEmail, isBanned, isConfirmed } from './users.ts';

const INVALID_LOGIN = 'Invalid login credentials';

export async function token(r: AuthRequest): Promise<void> {
  const grant = r.url.searchParams.get('grant_type');
  if (grant === 'password') return passwordGrant(r);
  if (grant === 'refresh_token') return refreshGrant(r);
  if (grant === 'pkce') return pkceGrant(r);
  throw authError(400, 'invalid_credentials', 'unsupported_grant_type');
}

async function passwordGrant(r: AuthRequest): Promise<void> {
  const p = await body<{ email?: unknown; phone?: unknown; password?: unknown }>(r);
  const email = typeof p.email === 'string' ? p.email : '';
  const phone = typeof p.phone === 'string' ? p.phone : '';
  const password = typeof p.password === 'string' ? p.password : '';
  if (email && phone)
    throw authError(400, 'validation_failed', 'Only an email address or phone number should be provided on login.');
  if (phone) throw authError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  if (!email) throw authError(400, 'validation_failed', 'missing email or phone');
  const user = await limitFailures(r, 'token', email, async () => {
    const found = await r.ctx.db.transaction((sql) => findUserByEmail(sql, email));
    if (!found) throw authError(400, 'invalid_credentials', INVALID_LOGIN);
    if (isBanned(found)) throw authError(400, 'user_banned', 'User is banned');
    // bcrypt runs outside any transaction (PGlite serialises them all), on a worker thread
    if (!(await checkPassword(password, found.encrypted_password)))
      throw authError(400, 'invalid_credentials', INVALID_LOGIN);
    return found;
  });
  if (!isConfirmed(user)) throw authError(400, 'email_not_confirmed', 'Email not confirmed');
  const session = await withTx(r.ctx, (sql) => issueSession(sql, r.ctx, r.issuer, user.id, 'password', clientInfo(r)));
  const out: Record<string, unknown> = { ...session };
  if (Buffer.byteLength(password, 'utf8') < MIN_PASSWORD_LENGTH) {
    out.weak_password = {
      reasons: ['length'],
      message: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
    };
  }
  sendJson(r.res, 200, out);
}

async function refreshGrant(r: AuthRequest): Promise<void> {
  const p = await body<{ refresh_token?: unknown }>(r);
  const refreshToken = typeof p.refresh_token === 'string' ? p.refresh_token : '';
  if (!refreshToken) {
    throw oauthError('invalid_request', 'refresh_token required');
  }
  const session = await withTx(r.ctx, (sql) => refreshTokenGrant(sql, r.ctx, r.issuer, refreshToken));
  sendJson(r.res, 200, session);
}
