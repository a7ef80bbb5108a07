// Writing auth.users and auth.identities the way GoTrue's models do.
import { randomUUID } from 'node:crypto';
import type { Context, Sql } from '../types.ts';
import { AuthError, authError } from './errors.ts';

const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';

export interface NewUser {
  email: string;
  encryptedPassword: string | null;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  role?: string;
  confirmed?: boolean;
  id?: string;
}

/**
 * Inserts the user and its e-mail identity; app_metadata starts as provider email. A failure
 * (typically a trigger on auth.users raising) becomes GoTrue's 500 with `failureMessage`, logged.
 */
export async function insertUser(
  sql: Sql,
  u: NewUser,
  log?: Context['log'],
  failureMessage = 'Database error saving new user',
): Promise<string> {
  try {
    return await insertUserRows(sql, u);
  } catch (err) {
    if (err instanceof AuthError) throw err;
    log?.('error', `auth: inserting user ${u.email} failed`, err);
    throw authError(500, 'unexpected_failure', failureMessage);
  }
}

async function insertUserRows(sql: Sql, u: NewUser): Promise<string> {
  const id = u.id ?? randomUUID();
  const app = { provider: 'email', providers: ['email'], ...(u.appMetadata ?? {}) };
  const userMeta = u.confirmed ? { ...u.userMetadata, email_verified: true } : u.userMetadata;
  await sql.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data,
       raw_user_meta_data, email_confirmed_at, created_at, updated_at, is_sso_user, is_anonymous)
     values ($1, $2, 'authenticated', $3, $4, $5, $6, $7, ${u.confirmed ? 'now()' : 'null'},
       now(), now(), false, false)`,
    [
      INSTANCE_ID,
      id,
      u.role ?? 'authenticated',
      u.email,
      u.encryptedPassword ?? '',
      JSON.stringify(app),
      JSON.stringify(userMeta),
    ],
  );
  const identityData: Record<string, unknown> = {
    sub: id,
    email: u.email,
    email_verified: Boolean(u.confirmed),
    phone_verified: false,
  };
  for (const [k, v] of Object.entries(u.userMetadata)) if (!(k in identityData)) identityData[k] = v;
  await sql.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at,
       created_at, updated_at)
     values ($1, $2, $3, $4, 'email', now(), now(), now())`,
    [randomUUID(), id, id, JSON.stringify(identityData)],
  );
  return id;
}

/** User.Confirm: email_confirmed_at, email_verified in the metadata and the identity, tokens gone. */
export async function confirmEmail(sql: Sql, userId: string): Promise<void> {
  await sql.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
       updated_at = now(),
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
     where id = $1`,
    [userId],
  );
  await sql.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  );
  await sql.query('delete from auth.one_time_tokens where user_id = $1', [userId]);
}

export async function setPassword(sql: Sql, userId: string, encryptedPassword: string): Promise<void> {
  await sql.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
    userId,
    encryptedPassword,
  ]);
}

export async function setUserMetadata(sql: Sql, userId: string, meta: Record<string, unknown>): Promise<void> {
  await sql.query('update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1', [
    userId,
    JSON.stringify(meta),
  ]);
}

export async function setAppMetadata(sql: Sql, userId: string, meta: Record<string, unknown>): Promise<void> {
  await sql.query('update auth.users set raw_app_meta_data = $2, updated_at = now() where id = $1', [
    userId,
    JSON.stringify(meta),
  ]);
}

export async function emailTaken(sql: Sql, email: string, exceptUserId?: string): Promise<boolean> {
  const { rows } = await sql.query(
    `select 1 from auth.users
     where lower(email) = lower($1) and coalesce(is_sso_user, false) = false and ($2::uuid is null or id <> $2::uuid)
     limit 1`,
    [email, exceptUserId ?? null],
  );
  return rows.length > 0;
}

// checkmail.ValidateFormat's pattern, roughly: local part of atext/dots, a dotted domain.
const DOMAIN_LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
const EMAIL_RE = new RegExp(`^[a-zA-Z0-9.!#$%&'*+/=?^_\`{|}~-]+@${DOMAIN_LABEL}(?:\\.${DOMAIN_LABEL})*$`);

/** validateEmail (internal/api/mail.go): required, <= 255 characters, well-formed; lower-cased. */
export function validateEmail(email: unknown): string {
  if (typeof email !== 'string' || email === '')
    throw authError(400, 'validation_failed', 'An email address is required');
  if (email.length > 255) throw authError(400, 'validation_failed', 'An email address is too long');
  if (!EMAIL_RE.test(email))
    throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  return email.toLowerCase();
}
