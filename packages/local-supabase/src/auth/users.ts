// auth.users rows and the user JSON GoTrue sends (models/user.go field order and omitempty rules).
import type { Sql } from '../types.ts';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  invited_at: string | null;
  confirmation_token: string | null;
  confirmation_sent_at: string | null;
  recovery_token: string | null;
  recovery_sent_at: string | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change_confirm_status: number | null;
  email_change: string | null;
  email_change_sent_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: string | null;
  updated_at: string | null;
  phone: string | null;
  phone_confirmed_at: string | null;
  confirmed_at: string | null;
  banned_until: string | null;
  deleted_at: string | null;
  is_anonymous: boolean | null;
  factors: FactorRow[];
  identities: IdentityRow[];
}

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  secret: string | null;
  phone: string | null;
  created_at: string;
  updated_at: string;
  last_challenged_at: string | null;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
  email: string | null;
}

const USER_SELECT = `
  select to_jsonb(u) || jsonb_build_object(
    'factors', coalesce(
      (select jsonb_agg(to_jsonb(f) order by f.created_at) from auth.mfa_factors f where f.user_id = u.id),
      '[]'::jsonb),
    'identities', coalesce(
      (select jsonb_agg(to_jsonb(i) order by i.created_at) from auth.identities i where i.user_id = u.id),
      '[]'::jsonb)
  ) as u
  from auth.users u`;

async function selectOne(sql: Sql, where: string, params: unknown[]): Promise<UserRow | null> {
  const { rows } = await sql.query<{ u: UserRow | string }>(`${USER_SELECT} where ${where} limit 1`, params);
  if (rows.length === 0) return null;
  const u = rows[0].u;
  return typeof u === 'string' ? (JSON.parse(u) as UserRow) : u;
}

export function findUserById(sql: Sql, id: string): Promise<UserRow | null> {
  if (!isUuid(id)) return Promise.resolve(null);
  return selectOne(sql, 'u.id = $1', [id]);
}

/** GoTrue only matches e-mail users that are not SSO users, case-insensitively. */
export function findUserByEmail(sql: Sql, email: string): Promise<UserRow | null> {
  return selectOne(sql, 'lower(u.email) = lower($1) and coalesce(u.is_sso_user, false) = false', [email]);
}

export function findUserByColumn(
  sql: Sql,
  column: 'confirmation_token' | 'recovery_token' | 'email_change_token_new' | 'email_change_token_current',
  value: string,
): Promise<UserRow | null> {
  if (!value) return Promise.resolve(null);
  return selectOne(sql, `u.${column} = $1`, [value]);
}

export async function listUsers(sql: Sql, page: number, perPage: number): Promise<{ users: UserRow[]; total: number }> {
  const { rows } = await sql.query<{ u: UserRow | string }>(
    `${USER_SELECT} order by u.created_at desc, u.id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const count = await sql.query<{ n: number | string }>('select count(*)::int as n from auth.users');
  return {
    users: rows.map((r) => (typeof r.u === 'string' ? (JSON.parse(r.u) as UserRow) : r.u)),
    total: Number(count.rows[0].n),
  };
}

export function isUuid(v: unknown): v is string {
  return typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);
}

/** Postgres timestamps as GoTrue's RFC 3339 UTC strings. */
export function ts(v: string | null | undefined): string | undefined {
  if (!v) return undefined;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? v : d.toISOString();
}

export function factorJson(f: FactorRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: f.id,
    friendly_name: f.friendly_name ?? '',
    factor_type: f.factor_type,
    status: f.status,
    created_at: ts(f.created_at),
    updated_at: ts(f.updated_at),
  };
  if (f.last_challenged_at) out.last_challenged_at = ts(f.last_challenged_at);
  if (f.phone) out.phone = f.phone;
  return out;
}

export function identityJson(i: IdentityRow): Record<string, unknown> {
  return {
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data ?? {},
    provider: i.provider,
    last_sign_in_at: ts(i.last_sign_in_at),
    created_at: ts(i.created_at),
    updated_at: ts(i.updated_at),
    email: i.email ?? (typeof i.identity_data?.email === 'string' ? i.identity_data.email : undefined),
  };
}

/** The user object of GoTrue's JSON: always-present fields plus the non-empty optional ones. */
export function userJson(u: UserRow): Record<string, unknown> {
  const out: Record<string, unknown> = { id: u.id, aud: u.aud ?? '', role: u.role ?? '', email: u.email ?? '' };
  const opt = (key: string, value: unknown) => {
    if (value !== undefined && value !== null && value !== '') out[key] = value;
  };
  opt('email_confirmed_at', ts(u.email_confirmed_at));
  out.phone = u.phone ?? '';
  opt('phone_confirmed_at', ts(u.phone_confirmed_at));
  opt('confirmation_sent_at', ts(u.confirmation_sent_at));
  opt('confirmed_at', ts(u.confirmed_at ?? u.email_confirmed_at ?? u.phone_confirmed_at));
  opt('recovery_sent_at', ts(u.recovery_sent_at));
  opt('new_email', u.email_change);
  opt('email_change_sent_at', ts(u.email_change_sent_at));
  opt('invited_at', ts(u.invited_at));
  opt('last_sign_in_at', ts(u.last_sign_in_at));
  out.app_metadata = u.raw_app_meta_data ?? {};
  out.user_metadata = u.raw_user_meta_data ?? {};
  out.identities = (u.identities ?? []).map(identityJson);
  out.created_at = ts(u.created_at);
  out.updated_at = ts(u.updated_at);
  opt('banned_until', ts(u.banned_until));
  opt('deleted_at', ts(u.deleted_at));
  out.is_anonymous = Boolean(u.is_anonymous);
  if (u.factors && u.factors.length > 0) out.factors = u.factors.map(factorJson);
  return out;
}

export function isConfirmed(u: UserRow): boolean {
  return Boolean(u.email_confirmed_at);
}

export function isBanned(u: UserRow): boolean {
  return Boolean(u.banned_until && new Date(u.banned_until).getTime() > Date.now());
}

/** Merges `data` into a metadata object; a key set to null is removed (models/user.go). */
export function mergeMetadata(
  base: Record<string, unknown> | null,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(base ?? {}) };
  for (const [k, v] of Object.entries(data)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}
