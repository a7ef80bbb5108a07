// The admin API (internal/api/admin.go, mail.go adminGenerateLink): service_role only.
import { randomBytes } from 'node:crypto';
import { sendJson } from '../http.ts';
import type { Sql } from '../types.ts';
import { confirmEmail, emailTaken, insertUser, setAppMetadata, setUserMetadata, validateEmail } from './accounts.ts';
import { authError } from './errors.ts';
import { issueEmailChange, issueEmailLink, type IssuedLink } from './mail.ts';
import { checkBcryptLength, hashPassword } from './passwords.ts';
import { redirectFor } from './redirect.ts';
import { body, requireAdmin, withTx, type AuthRequest } from './request.ts';
import { deleteSessions } from './sessions.ts';
import {
  factorJson,
  findUserByEmail,
  findUserById,
  isConfirmed,
  isUuid,
  listUsers,
  mergeMetadata,
  userJson,
  type UserRow,
} from './users.ts';

const DUPLICATE_EMAIL = 'A user with this email address has already been registered';

function objectOrUndefined(v: unknown): Record<string, unknown> | undefined {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

async function loadUser(sql: Sql, id: string): Promise<UserRow> {
  if (!isUuid(id)) throw authError(404, 'validation_failed', 'user_id must be an UUID');
  const user = await findUserById(sql, id);
  if (!user) throw authError(404, 'user_not_found', 'User not found');
  return user;
}

interface AdminUserParams {
  email?: unknown;
  phone?: unknown;
  password?: unknown;
  email_confirm?: unknown;
  user_metadata?: unknown;
  app_metadata?: unknown;
  role?: unknown;
  id?: unknown;
  ban_duration?: unknown;
}

export async function adminCreateUser(r: AuthRequest): Promise<void> {
  await requireAdmin(r);
  const p = await body<AdminUserParams>(r);
  const rawEmail = typeof p.email === 'string' ? p.email : '';
  if (!rawEmail && !(typeof p.phone === 'string' && p.phone)) {
    throw authError(400, 'validation_failed', 'Cannot create a user without either an email or phone');
  }
  if (!rawEmail) throw authError(400, 'phone_provider_disabled', 'Phone logins are disabled');
  const email = validateEmail(rawEmail);
  if (p.id !== undefined && !isUuid(p.id))
    throw authError(400, 'validation_failed', 'ID must conform to the uuid v4 format');
  const password =
    typeof p.password === 'string' && p.password !== '' ? p.password : randomBytes(48).toString('base64url');
  checkBcryptLength(password);
  const encrypted = await hashPassword(password);
  const user = await withTx(r.ctx, async (sql) => {
    if (await emailTaken(sql, email)) throw authError(422, 'email_exists', DUPLICATE_EMAIL);
    const id = await insertUser(
      sql,
      {
        id: typeof p.id === 'string' ? p.id : undefined,
        email,
        encryptedPassword: encrypted,
        userMetadata: objectOrUndefined(p.user_metadata) ?? {},
        appMetadata: objectOrUndefined(p.app_metadata),
        role: typeof p.role === 'string' && p.role ? p.role : undefined,
      },
      r.ctx.log,
      'Database error creating new user',
    );
    if (p.email_confirm === true) await confirmEmail(sql, id);
    return findUserById(sql, id);
  });
  sendJson(r.res, 200, userJson(user as UserRow));
}

export async function adminListUsers(r: AuthRequest): Promise<void> {
  await requireAdmin(r);
  const page = Math.max(1, Number.parseInt(r.url.searchParams.get('page') ?? '1', 10) || 1);
  const perPage = Math.min(1000, Math.max(1, Number.parseInt(r.url.searchParams.get('per_page') ?? '50', 10) || 50));
  const { users, total } = await r.ctx.db.transaction((sql) => listUsers(sql, page, perPage));
  const last = Math.max(1, Math.ceil(total / perPage));
  const base = `${r.publicUrl}/auth/v1/admin/users`;
  const links = [];
  if (page < last) links.push(`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`<${base}?page=${last}&per_page=${perPage}>; rel="last"`);
  sendJson(
    r.res,
    200,
    { users: users.map(userJson), aud: 'authenticated' },
    { 'X-Total-Count': String(total), Link: links.join(', ') },
  );
}

export async function adminGetUser(r: AuthRequest, id: string): Promise<void> {
  await requireAdmin(r);
  const user = await r.ctx.db.transaction((sql) => loadUser(sql, id));
  sendJson(r.res, 200, userJson(user));
}

export async function adminUpdateUser(r: AuthRequest, id: string): Promise<void> {
  await requireAdmin(r);
  const p = await body<AdminUserParams>(r);
  const email = typeof p.email === 'string' && p.email !== '' ? validateEmail(p.email) : undefined;
  if (typeof p.password === 'string') checkBcryptLength(p.password);
  const encrypted = typeof p.password === 'string' && p.password !== '' ? await hashPassword(p.password) : undefined;
  const user = await withTx(r.ctx, async (sql) => {
    const user = await loadUser(sql, id);
    if (typeof p.role === 'string' && p.role)
      await sql.query('update auth.users set role = $2, updated_at = now() where id = $1', [id, p.role]);
    if (email !== undefined && email !== user.email) {
      if (await emailTaken(sql, email, id)) throw authError(422, 'email_exists', DUPLICATE_EMAIL);
      await sql.query('update auth.users set email = $2, updated_at = now() where id = $1', [id, email]);
      await sql.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text)
         where user_id = $1 and provider = 'email'`,
        [id, email],
      );
    }
    if (encrypted !== undefined)
      await sql.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
        id,
        encrypted,
      ]);
    if (p.email_confirm === true && !isConfirmed(user)) await confirmEmail(sql, id);
    const meta = objectOrUndefined(p.user_metadata);
    if (meta) await setUserMetadata(sql, id, mergeMetadata(user.raw_user_meta_data, meta));
    const app = objectOrUndefined(p.app_metadata);
    if (app) await setAppMetadata(sql, id, mergeMetadata(user.raw_app_meta_data, app));
    if (typeof p.ban_duration === 'string' && p.ban_duration) {
      const until = banUntil(p.ban_duration);
      await sql.query('update auth.users set banned_until = $2, updated_at = now() where id = $1', [id, until]);
      if (until) await deleteSessions(sql, 'user_id = $1', [id]);
    }
    return findUserById(sql, id);
  });
  sendJson(r.res, 200, userJson(user as UserRow));
}

/** Go's time.ParseDuration for h/m/s/ms units; "none" lifts the ban. */
function banUntil(duration: string): string | null {
  if (duration === 'none') return null;
  const re = /(\d+(?:\.\d+)?)(h|ms|m|s)/gy;
  let total = 0;
  let matched = 0;
  for (let m = re.exec(duration); m; m = re.exec(duration)) {
    const unit = m[2] === 'h' ? 3600e3 : m[2] === 'm' ? 60e3 : m[2] === 's' ? 1e3 : 1;
    total += Number(m[1]) * unit;
    matched = re.lastIndex;
  }
  if (matched === 0 || matched !== duration.length) {
    throw authError(400, 'validation_failed', `invalid format for ban duration: time: invalid duration "${duration}"`);
  }
  return new Date(Date.now() + total).toISOString();
}

export async function adminDeleteUser(r: AuthRequest, id: string): Promise<void> {
  await requireAdmin(r);
  await withTx(r.ctx, async (sql) => {
    await loadUser(sql, id);
    await deleteSessions(sql, 'user_id = $1', [id]);
    await sql.query(
      'delete from auth.mfa_challenges where factor_id in (select id from auth.mfa_factors where user_id = $1)',
      [id],
    );
    await sql.query('delete from auth.mfa_factors where user_id = $1', [id]);
    await sql.query('delete from auth.one_time_tokens where user_id = $1', [id]);
    await sql.query('delete from auth.identities where user_id = $1', [id]);
    try {
      await sql.query('delete from auth.users where id = $1', [id]);
    } catch (err) {
      // typically a foreign key from the project's own tables without on delete cascade
      r.ctx.log('error', `auth: deleting user ${id} failed`, err);
      throw authError(500, 'unexpected_failure', 'Database error deleting user');
    }
  });
  sendJson(r.res, 200, {});
}

export async function adminListFactors(r: AuthRequest, id: string): Promise<void> {
  await requireAdmin(r);
  const user = await r.ctx.db.transaction((sql) => loadUser(sql, id));
  sendJson(r.res, 200, (user.factors ?? []).map(factorJson));
}

export async function adminDeleteFactor(r: AuthRequest, id: string, factorId: string): Promise<void> {
  await requireAdmin(r);
  const factor = await withTx(r.ctx, async (sql) => {
    const user = await loadUser(sql, id);
    if (!isUuid(factorId)) throw authError(404, 'validation_failed', 'factor_id must be an UUID');
    const f = (user.factors ?? []).find((x) => x.id === factorId);
    if (!f) throw authError(404, 'mfa_factor_not_found', 'Factor not found');
    await sql.query(
      `delete from auth.mfa_amr_claims
       where authentication_method = 'totp' and session_id in (select id from auth.sessions where factor_id = $1)`,
      [factorId],
    );
    await sql.query(`update auth.sessions set aal = 'aal1', factor_id = null where factor_id = $1`, [factorId]);
    await sql.query('delete from auth.mfa_challenges where factor_id = $1', [factorId]);
    await sql.query('delete from auth.mfa_factors where id = $1', [factorId]);
    return f;
  });
  sendJson(r.res, 200, factorJson(factor));
}

interface GenerateLinkParams {
  type?: unknown;
  email?: unknown;
  new_email?: unknown;
  password?: unknown;
  data?: unknown;
  redirect_to?: unknown;
}

export async function adminGenerateLink(r: AuthRequest): Promise<void> {
  await requireAdmin(r);
  const p = await body<GenerateLinkParams>(r);
  const type = typeof p.type === 'string' ? p.type : '';
  const email = validateEmail(p.email);
  const redirectTo = redirectFor(r.ctx.config, r.req, r.url, p.redirect_to);
  const data = objectOrUndefined(p.data) ?? {};
  const valid = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'];
  if (!valid.includes(type)) throw authError(400, 'validation_failed', 'Invalid email action link type requested');
  if (type === 'signup' && !(typeof p.password === 'string' && p.password)) {
    throw authError(422, 'validation_failed', 'Signup requires a valid password');
  }
  if (typeof p.password === 'string') checkBcryptLength(p.password);
  const encrypted =
    typeof p.password === 'string' && p.password
      ? await hashPassword(p.password)
      : await hashPassword(randomBytes(48).toString('base64url'));
  const opts = { publicUrl: r.publicUrl, redirectTo, limitSeconds: 0, admin: true };
  const result = await withTx(r.ctx, async (sql) => {
    let user = await findUserByEmail(sql, email);
    if (!user) {
      if (type === 'recovery' || type.startsWith('email_change'))
        throw authError(404, 'user_not_found', 'User with this email not found');
      const id = await insertUser(sql, { email, encryptedPassword: encrypted, userMetadata: data }, r.ctx.log);
      user = (await findUserById(sql, id)) as UserRow;
    } else if ((type === 'signup' || type === 'invite') && isConfirmed(user)) {
      throw authError(422, 'email_exists', DUPLICATE_EMAIL);
    }
    let link: IssuedLink;
    let verificationType = type;
    if (type === 'signup' || type === 'invite') link = await issueEmailLink(sql, user, type, opts);
    else if (type === 'magiclink' || type === 'recovery') link = await issueEmailLink(sql, user, type, opts);
    else {
      const newEmail = validateEmail(p.new_email);
      if (await emailTaken(sql, newEmail, user.id)) throw authError(422, 'email_exists', DUPLICATE_EMAIL);
      const links = await issueEmailChange(sql, user, newEmail, opts);
      link = type === 'email_change_new' ? links[0] : (links[1] ?? links[0]);
      verificationType = type;
    }
    const fresh = (await findUserById(sql, user.id)) as UserRow;
    return {
      ...userJson(fresh),
      action_link: link.link,
      email_otp: link.otp,
      hashed_token: link.hash,
      verification_type: verificationType,
      redirect_to: redirectTo,
    };
  });
  sendJson(r.res, 200, result);
}

/** POST /invite (internal/api/invite.go): a user without a password and an invite mail. */
export async function adminInviteUser(r: AuthRequest): Promise<void> {
  await requireAdmin(r);
  const p = await body<{ email?: unknown; data?: unknown }>(r);
  const email = validateEmail(p.email);
  const data = objectOrUndefined(p.data) ?? {};
  const redirectTo = redirectFor(r.ctx.config, r.req, r.url);
  const user = await withTx(r.ctx, async (sql, mails) => {
    let user = await findUserByEmail(sql, email);
    if (user && isConfirmed(user)) throw authError(422, 'email_exists', DUPLICATE_EMAIL);
    if (!user) {
      const id = await insertUser(sql, { email, encryptedPassword: null, userMetadata: data }, r.ctx.log);
      user = (await findUserById(sql, id)) as UserRow;
    }
    const link = await issueEmailLink(sql, user, 'invite', {
      publicUrl: r.publicUrl,
      redirectTo,
      limitSeconds: 0,
      admin: true,
    });
    mails.push(link.mail);
    return findUserById(sql, user.id);
  });
  sendJson(r.res, 200, userJson(user as UserRow));
}
