// TOTP MFA (internal/api/mfa.go): enroll, challenge, verify (the session becomes aal2), unenroll.
import { randomUUID } from 'node:crypto';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import QRCode from 'qrcode';
import { sendJson } from '../http.ts';
import type { Sql } from '../types.ts';
import { authError } from './errors.ts';
import { limitFailures } from './rate-limits.ts';
import { body, clientIp, requireUser, withTx, type AuthRequest, type UserContext } from './request.ts';
import { accessTokenResponse, addAmrClaim, deleteSessions, secureAlphanumeric } from './sessions.ts';
import { findUserById, isUuid, type FactorRow, type UserRow } from './users.ts';

// GoTrue's defaults: mfa.max_enrolled_factors, max_verified_factors, challenge and factor expiry
const MAX_ENROLLED_FACTORS = 10;
const MAX_VERIFIED_FACTORS = 10;
const CHALLENGE_EXPIRY_SECONDS = 300;
const UNVERIFIED_FACTOR_EXPIRY_SECONDS = 300;

function requireSession(u: UserContext): string {
  if (!u.sessionId)
    throw authError(500, 'unexpected_failure', 'A valid session and a registered user are required to enroll a factor');
  return u.sessionId;
}

export async function enrollFactor(r: AuthRequest): Promise<void> {
  const p = await body<{ factor_type?: unknown; friendly_name?: unknown; issuer?: unknown }>(r);
  const factorType = typeof p.factor_type === 'string' ? p.factor_type : '';
  if (factorType === 'phone') throw authError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (factorType === 'webauthn')
    throw authError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  if (factorType !== 'totp')
    throw authError(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  const friendlyName = typeof p.friendly_name === 'string' ? p.friendly_name : '';
  let issuer = typeof p.issuer === 'string' ? p.issuer : '';
  if (!issuer) {
    try {
      issuer = new URL(r.ctx.config.siteUrl).host;
    } catch {
      throw authError(500, 'unexpected_failure', 'site url is improperly formatted');
    }
  }
  const secret = generateSecret();
  const result = await withTx(r.ctx, async (sql) => {
    const u = await requireUser(r, sql);
    requireSession(u);
    const expired = `select id from auth.mfa_factors
      where user_id = $1 and status = 'unverified' and created_at < now() - make_interval(secs => $2)`;
    await sql.query(`delete from auth.mfa_challenges where factor_id in (${expired})`, [
      u.user.id,
      UNVERIFIED_FACTOR_EXPIRY_SECONDS,
    ]);
    await sql.query(`delete from auth.mfa_factors where id in (${expired})`, [
      u.user.id,
      UNVERIFIED_FACTOR_EXPIRY_SECONDS,
    ]);
    const factors = (await findUserById(sql, u.user.id))?.factors ?? [];
    if (factors.some((f) => (f.friendly_name ?? '') === friendlyName)) {
      throw authError(
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
      );
    }
    const verified = factors.filter((f) => f.status === 'verified').length;
    if (factors.length >= MAX_ENROLLED_FACTORS || verified >= MAX_VERIFIED_FACTORS) {
      throw authError(
        422,
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      );
    }
    if (verified > 0 && u.sessionAal !== 'aal2')
      throw authError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
    const id = randomUUID();
    await sql.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
      [id, u.user.id, friendlyName, secret],
    );
    return { id, user: u.user };
  });
  const uri = generateURI({ issuer, label: result.user.email ?? '', secret, algorithm: 'sha1', digits: 6, period: 30 });
  const qr = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 0 });
  sendJson(r.res, 200, {
    id: result.id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: { qr_code: qr, secret, uri },
  });
}

async function loadFactor(sql: Sql, user: UserRow, factorId: string): Promise<FactorRow> {
  if (!isUuid(factorId)) throw authError(404, 'validation_failed', 'factor_id must be an UUID');
  const { rows } = await sql.query<FactorRow>(
    `select id, user_id, friendly_name, factor_type::text as factor_type, status::text as status, secret,
       created_at, updated_at, last_challenged_at
     from auth.mfa_factors where id = $1 and user_id = $2`,
    [factorId, user.id],
  );
  if (rows.length === 0) throw authError(404, 'mfa_factor_not_found', 'Factor not found');
  return rows[0];
}

export async function challengeFactor(r: AuthRequest, factorId: string): Promise<void> {
  await body(r); // the client sends its params object; TOTP needs none of it
  const challenge = await withTx(r.ctx, async (sql) => {
    const u = await requireUser(r, sql);
    const factor = await loadFactor(sql, u.user, factorId);
    if (factor.factor_type !== 'totp')
      throw authError(422, 'mfa_phone_verify_not_enabled', 'MFA verification is disabled for Phone');
    const id = randomUUID();
    const { rows } = await sql.query<{ created_at: string }>(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
       values ($1, $2, now(), $3) returning created_at`,
      [id, factor.id, clientIp(r)],
    );
    await sql.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factor.id]);
    return {
      id,
      type: 'totp',
      expires_at: Math.floor(new Date(rows[0].created_at).getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS,
    };
  });
  sendJson(r.res, 200, challenge);
}

async function codeMatches(secret: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  try {
    const result = await verifyTotp({ secret, token: code, epochTolerance: 30 });
    return result.valid;
  } catch {
    return false;
  }
}

export async function verifyFactor(r: AuthRequest, factorId: string): Promise<void> {
  const p = await body<{ challenge_id?: unknown; code?: unknown }>(r);
  const code = typeof p.code === 'string' ? p.code : '';
  const challengeId = typeof p.challenge_id === 'string' ? p.challenge_id : '';
  const ip = clientIp(r);
  // phase 1: find and check everything; an expired challenge is deleted even though we fail
  const checked = await withTx(r.ctx, async (sql) => {
    const u = await requireUser(r, sql);
    const factor = await loadFactor(sql, u.user, factorId);
    if (code === '') throw authError(400, 'validation_failed', 'Code needs to be non-empty');
    const found = isUuid(challengeId)
      ? (
          await sql.query<{ id: string; created_at: string; verified_at: string | null; ip_address: string | null }>(
            `select id, created_at, verified_at, host(ip_address) as ip_address
             from auth.mfa_challenges where id = $1 and factor_id = $2`,
            [challengeId, factor.id],
          )
        ).rows[0]
      : undefined;
    if (!found) throw authError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    if (found.verified_at || (found.ip_address && found.ip_address !== ip)) {
      throw authError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    }
    if (Date.now() > new Date(found.created_at).getTime() + CHALLENGE_EXPIRY_SECONDS * 1000) {
      await sql.query('delete from auth.mfa_challenges where id = $1', [found.id]);
      return { expired: found.id } as const;
    }
    return { u, factor, challengeId: found.id } as const;
  });
  if ('expired' in checked) {
    throw authError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${checked.expired} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  const { u, factor } = checked;
  await limitFailures(r, 'factor', factor.id, async () => {
    if (!(await codeMatches(factor.secret ?? '', code)))
      throw authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
  });
  const sessionId = requireSession(u);
  const session = await withTx(r.ctx, async (sql) => {
    await sql.query('update auth.mfa_challenges set verified_at = now() where id = $1', [checked.challengeId]);
    if (factor.status !== 'verified') {
      await sql.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id]);
    }
    await addAmrClaim(sql, sessionId, 'totp');
    await sql.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [
      sessionId,
      factor.id,
    ]);
    // the verified session gets a fresh refresh token; the old one no longer yields a session
    const current = (
      await sql.query<{ token: string }>(
        'select token from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
        [sessionId],
      )
    ).rows[0];
    await sql.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false',
      [sessionId],
    );
    const refreshToken = secureAlphanumeric(12);
    await sql.query(
      `insert into auth.refresh_tokens
         (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
      [refreshToken, u.user.id, current?.token ?? null, sessionId],
    );
    await deleteSessions(sql, `user_id = $1 and id <> $2 and coalesce(aal::text, 'aal1') <> 'aal2'`, [
      u.user.id,
      sessionId,
    ]);
    const stale = `select id from auth.mfa_factors
      where user_id = $1 and status = 'unverified' and factor_type = 'totp'`;
    await sql.query(`delete from auth.mfa_challenges where factor_id in (${stale})`, [u.user.id]);
    await sql.query(`delete from auth.mfa_factors where id in (${stale})`, [u.user.id]);
    const user = (await findUserById(sql, u.user.id)) as UserRow;
    return accessTokenResponse(sql, r.ctx, r.issuer, user, sessionId, refreshToken);
  });
  sendJson(r.res, 200, session);
}

export async function unenrollFactor(r: AuthRequest, factorId: string): Promise<void> {
  const id = await withTx(r.ctx, async (sql) => {
    const u = await requireUser(r, sql);
    const factor = await loadFactor(sql, u.user, factorId);
    requireSession(u);
    if (factor.status === 'verified' && u.sessionAal !== 'aal2') {
      throw authError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    const sessions = (
      await sql.query<{ id: string }>('select id from auth.sessions where factor_id = $1', [factor.id])
    ).rows.map((s) => s.id);
    if (sessions.length > 0) {
      await sql.query(
        `delete from auth.mfa_amr_claims where session_id = any($1::uuid[]) and authentication_method = 'totp'`,
        [sessions],
      );
      await sql.query(
        `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where id = any($1::uuid[])`,
        [sessions],
      );
    }
    await sql.query('delete from auth.mfa_challenges where factor_id = $1', [factor.id]);
    await sql.query('delete from auth.mfa_factors where id = $1', [factor.id]);
    return factor.id;
  });
  sendJson(r.res, 200, { id });
}
