// GET /verify (the e-mail link: 303 to redirect_to with the session in the hash) and
// POST /verify (token_hash, or token + email), as internal/api/verify.go.
import type { Sql } from '../types.ts';
import { sendJson } from '../http.ts';
import { confirmEmail, validateEmail } from './accounts.ts';
import { AuthError, authError } from './errors.ts';
import { OTP_EXPIRY_SECONDS, tokenHash as hashOf } from './mail.ts';
import { redirectFor } from './redirect.ts';
import { body, clientInfo, withTx, type AuthRequest } from './request.ts';
import { flowMethodFor, issueAuthCode, PKCE_PREFIX } from './pkce.ts';
import { limitFailures } from './rate-limits.ts';
import { issueSession, type SessionResponse } from './sessions.ts';
import { findUserByColumn, findUserByEmail, isBanned, type UserRow } from './users.ts';

const LINK_INVALID = 'Email link is invalid or has expired';
const TOKEN_INVALID = 'Token has expired or is invalid';
const SINGLE_CONFIRMATION = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

type VerifyOutcome = { session: SessionResponse; type: string } | { singleConfirmation: true };

function expired(sentAt: string | null): boolean {
  return !sentAt || Date.now() > new Date(sentAt).getTime() + OTP_EXPIRY_SECONDS * 1000;
}

function otpValid(actual: string, expected: string | null, sentAt: string | null): boolean {
  if (!expected || !sentAt || expired(sentAt)) return false;
  return actual === expected || `pkce_${actual}` === expected;
}

/** verifyTokenHash: the user owning the hash for that type, unexpired. Mutates `type` for 'email'. */
async function userByTokenHash(sql: Sql, type: string, hash: string): Promise<{ user: UserRow; type: string }> {
  let user: UserRow | null = null;
  let resolved = type;
  switch (type) {
    case 'email':
      user =
        (await findUserByColumn(sql, 'confirmation_token', hash)) ??
        (await findUserByColumn(sql, 'recovery_token', hash));
      break;
    case 'signup':
    case 'invite':
      user = await findUserByColumn(sql, 'confirmation_token', hash);
      break;
    case 'recovery':
    case 'magiclink':
      user = await findUserByColumn(sql, 'recovery_token', hash);
      break;
    case 'email_change':
      user =
        (await findUserByColumn(sql, 'email_change_token_new', hash)) ??
        (await findUserByColumn(sql, 'email_change_token_current', hash));
      break;
    default:
      throw authError(400, 'validation_failed', 'Invalid email verification type');
  }
  if (!user) throw authError(403, 'otp_expired', LINK_INVALID);
  if (isBanned(user)) throw authError(403, 'user_banned', 'User is banned');
  let sentAt: string | null;
  if (type === 'email') {
    resolved = user.recovery_token === hash ? 'magiclink' : 'signup';
    sentAt = resolved === 'magiclink' ? user.recovery_sent_at : user.confirmation_sent_at;
  } else if (type === 'signup' || type === 'invite') sentAt = user.confirmation_sent_at;
  else if (type === 'recovery' || type === 'magiclink') sentAt = user.recovery_sent_at;
  else sentAt = user.email_change_sent_at;
  if (expired(sentAt)) throw authError(403, 'otp_expired', LINK_INVALID);
  return { user, type: resolved };
}

/** verifyUserAndToken: the 6-digit OTP with the e-mail address. */
async function userByOtp(sql: Sql, type: string, email: string, otp: string): Promise<{ user: UserRow; type: string }> {
  const hash = hashOf(email, otp);
  let user: UserRow | null = null;
  if (type === 'email_change') {
    for (const candidate of [hash, `${PKCE_PREFIX}${hash}`]) {
      user =
        (await findUserByColumn(sql, 'email_change_token_new', candidate)) ??
        (await findUserByColumn(sql, 'email_change_token_current', candidate));
      if (user) break;
    }
  } else {
    user = await findUserByEmail(sql, email);
  }
  if (!user) throw authError(403, 'otp_expired', TOKEN_INVALID);
  if (isBanned(user)) throw authError(403, 'user_banned', 'User is banned');
  let valid = false;
  let resolved = type;
  switch (type) {
    case 'email':
      if (otpValid(hash, user.confirmation_token, user.confirmation_sent_at)) {
        valid = true;
        resolved = 'signup';
      } else if (otpValid(hash, user.recovery_token, user.recovery_sent_at)) {
        valid = true;
        resolved = 'magiclink';
      }
      break;
    case 'signup':
    case 'invite':
      valid = otpValid(hash, user.confirmation_token, user.confirmation_sent_at);
      break;
    case 'recovery':
    case 'magiclink':
      valid = otpValid(hash, user.recovery_token, user.recovery_sent_at);
      break;
    case 'email_change':
      valid =
        otpValid(hash, user.email_change_token_current, user.email_change_sent_at) ||
        otpValid(hash, user.email_change_token_new, user.email_change_sent_at);
      break;
    default:
      throw authError(400, 'validation_failed', 'Unsupported verification type');
  }
  if (!valid) throw authError(403, 'otp_expired', TOKEN_INVALID);
  return { user, type: resolved };
}

/** Applies the verification to the user; null when an e-mail change still awaits its second link. */
async function applyVerification(sql: Sql, user: UserRow, type: string, hash: string): Promise<UserRow | null> {
  switch (type) {
    case 'signup':
    case 'invite':
      await confirmEmail(sql, user.id);
      return user;
    case 'recovery':
    case 'magiclink':
      await sql.query(`update auth.users set recovery_token = '', updated_at = now() where id = $1`, [user.id]);
      await sql.query('delete from auth.one_time_tokens where user_id = $1', [user.id]);
      if (!user.email_confirmed_at) await confirmEmail(sql, user.id);
      return user;
    case 'email_change':
      return emailChangeVerify(sql, user, hash);
    default:
      throw authError(400, 'validation_failed', 'Unsupported verification type');
  }
}

/** Secure e-mail change: the first of the two links only records itself. */
async function emailChangeVerify(sql: Sql, user: UserRow, hash: string): Promise<UserRow | null> {
  if ((user.email_change_confirm_status ?? 0) === 0 && user.email) {
    const current = user.email_change_token_current;
    const column =
      current && (hash === current || `${PKCE_PREFIX}${hash}` === current)
        ? 'email_change_token_current'
        : 'email_change_token_new';
    await sql.query(`update auth.users set email_change_confirm_status = 1, ${column} = '' where id = $1`, [user.id]);
    await sql.query('delete from auth.one_time_tokens where user_id = $1 and token_type::text = $2', [user.id, column]);
    return null;
  }
  const newEmail = user.email_change ?? '';
  await sql.query(
    `update auth.users set email = $2::text, email_change = '', email_change_token_current = '',
       email_change_token_new = '', email_change_confirm_status = 0, updated_at = now()
     where id = $1`,
    [user.id, newEmail],
  );
  await sql.query(
    `update auth.identities
     set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true),
       updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [user.id, newEmail],
  );
  await sql.query('delete from auth.one_time_tokens where user_id = $1', [user.id]);
  if (!user.email_confirmed_at) await confirmEmail(sql, user.id);
  return user;
}

async function runVerification(
  r: AuthRequest,
  found: (sql: Sql) => Promise<{ user: UserRow; type: string }>,
  hash: (u: UserRow) => string,
): Promise<VerifyOutcome> {
  return withTx(r.ctx, async (sql) => {
    const { user, type } = await found(sql);
    const applied = await applyVerification(sql, user, type, hash(user));
    if (!applied) return { singleConfirmation: true as const };
    return { session: await issueSession(sql, r.ctx, r.issuer, user.id, 'otp', clientInfo(r)), type };
  });
}

export async function verifyGet(r: AuthRequest): Promise<void> {
  const type = r.url.searchParams.get('type') ?? '';
  const token = r.url.searchParams.get('token') ?? '';
  const redirectTo = redirectFor(r.ctx.config, r.req, r.url);
  if (!type) throw authError(400, 'validation_failed', 'Verify requires a verification type');
  if (!token) throw authError(400, 'validation_failed', 'Verify requires a token or a token hash');
  if (!['signup', 'invite', 'recovery', 'magiclink', 'email_change', 'email'].includes(type)) {
    throw authError(400, 'validation_failed', 'Unsupported verification type');
  }
  const pkce = token.startsWith(PKCE_PREFIX);
  let location: string;
  try {
    location = pkce
      ? await verifyLinkPkce(r, type, token, redirectTo)
      : await verifyLinkImplicit(r, type, token, redirectTo);
  } catch (err) {
    if (!(err instanceof AuthError)) throw err;
    const params = new URLSearchParams();
    const oauthError = OAUTH_ERRORS[err.status];
    if (oauthError) params.set('error', oauthError);
    params.set('error_code', err.code);
    params.set('error_description', err.message);
    // the PKCE flow also gets the error in the query string, where a server can read it
    const base = pkce ? withQuery(redirectTo, Object.fromEntries(params)) : redirectTo;
    params.set('sb', '');
    location = withFragment(base, params);
  }
  r.res.statusCode = 303;
  r.res.setHeader('location', location);
  r.res.setHeader('content-type', 'text/html; charset=utf-8');
  r.res.end(`<a href="${location.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">See Other</a>.\n\n`);
}

/** Implicit flow: the session goes to the browser in the URL fragment. */
async function verifyLinkImplicit(r: AuthRequest, type: string, token: string, redirectTo: string): Promise<string> {
  const outcome = await runVerification(
    r,
    (sql) => userByTokenHash(sql, type, token),
    () => token,
  );
  if ('singleConfirmation' in outcome)
    return withFragment(redirectTo, new URLSearchParams({ message: SINGLE_CONFIRMATION, sb: '' }));
  const s = outcome.session;
  return withFragment(
    redirectTo,
    new URLSearchParams({
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: s.refresh_token,
      sb: '',
      token_type: 'bearer',
      type,
    }),
  );
}

/** PKCE flow: only an auth code travels, in the query; the client trades it at /token. */
async function verifyLinkPkce(r: AuthRequest, type: string, token: string, redirectTo: string): Promise<string> {
  const code = await withTx(r.ctx, async (sql): Promise<string | null> => {
    const found = await userByTokenHash(sql, type, token);
    const applied = await applyVerification(sql, found.user, found.type, token);
    if (!applied) return null;
    return issueAuthCode(sql, found.user.id, flowMethodFor(found.type));
  });
  if (code === null) {
    return withFragment(
      withQuery(redirectTo, { message: SINGLE_CONFIRMATION }),
      new URLSearchParams({ message: SINGLE_CONFIRMATION, sb: '' }),
    );
  }
  return withQuery(redirectTo, { code });
}

// oauthErrorMap in internal/api/errors.go
const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** Sets query parameters, keeping the rest of the URL as written. */
function withQuery(target: string, set: Record<string, string>): string {
  const hashAt = target.indexOf('#');
  const noHash = hashAt === -1 ? target : target.slice(0, hashAt);
  const qAt = noHash.indexOf('?');
  const base = qAt === -1 ? noHash : noHash.slice(0, qAt);
  const query = new URLSearchParams(qAt === -1 ? '' : noHash.slice(qAt + 1));
  for (const [k, v] of Object.entries(set)) query.set(k, v);
  query.sort();
  return `${base}?${query.toString()}${hashAt === -1 ? '' : target.slice(hashAt)}`;
}

/** Replaces the fragment without re-serialising the URL (no trailing slash added), as Go's url.URL does. */
function withFragment(target: string, params: URLSearchParams): string {
  const hashAt = target.indexOf('#');
  return `${hashAt === -1 ? target : target.slice(0, hashAt)}#${params.toString()}`;
}

interface VerifyBody {
  type?: unknown;
  token?: unknown;
  token_hash?: unknown;
  email?: unknown;
  phone?: unknown;
  redirect_to?: unknown;
}

export async function verifyPost(r: AuthRequest): Promise<void> {
  const p = await body<VerifyBody>(r);
  const type = typeof p.type === 'string' ? p.type : '';
  const token = typeof p.token === 'string' ? p.token : '';
  const tokenHash = typeof p.token_hash === 'string' ? p.token_hash : '';
  const email = typeof p.email === 'string' ? p.email : '';
  const phone = typeof p.phone === 'string' ? p.phone : '';
  if (!type) throw authError(400, 'validation_failed', 'Verify requires a verification type');
  if ((!token && !tokenHash) || (token && tokenHash))
    throw authError(400, 'validation_failed', 'Verify requires either a token or a token hash');
  let outcome: VerifyOutcome;
  if (token) {
    if (type === 'sms' || type === 'phone_change')
      throw authError(422, 'phone_provider_disabled', 'Phone logins are disabled');
    if (!email || phone)
      throw authError(400, 'validation_failed', 'Only an email address or phone number should be provided on verify');
    let normalised: string;
    try {
      normalised = validateEmail(email);
    } catch {
      throw authError(422, 'validation_failed', 'Invalid email format');
    }
    outcome = await limitFailures(r, 'verify', normalised, () =>
      runVerification(
        r,
        (sql) => userByOtp(sql, type, normalised, token),
        () => hashOf(normalised, token),
      ),
    );
  } else {
    if (email || phone || (typeof p.redirect_to === 'string' && p.redirect_to)) {
      throw authError(400, 'validation_failed', 'Only the token_hash and type should be provided');
    }
    if (!['signup', 'invite', 'recovery', 'magiclink', 'email_change', 'email'].includes(type)) {
      throw authError(400, 'validation_failed', 'Invalid email verification type');
    }
    outcome = await runVerification(
      r,
      (sql) => userByTokenHash(sql, type, tokenHash),
      () => tokenHash,
    );
  }
  if ('singleConfirmation' in outcome) {
    sendJson(r.res, 200, { msg: SINGLE_CONFIRMATION, code: '200' });
    return;
  }
  sendJson(r.res, 200, outcome.session);
}
