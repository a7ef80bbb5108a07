// PKCE (internal/api/pkce.go, models/flow_state.go): mail tokens get a `pkce_` prefix, the link
// redirects with `?code=`, and POST /token?grant_type=pkce trades code + verifier for a session.
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { sendJson } from '../http.ts';
import type { Sql } from '../types.ts';
import { authError } from './errors.ts';
import { body, clientInfo, withTx, type AuthRequest } from './request.ts';
import { issueSession, type AuthMethod } from './sessions.ts';
import { findUserById, isUuid } from './users.ts';

export const PKCE_PREFIX = 'pkce_';
/** GoTrue's default external.flow_state_expiry_duration */
const FLOW_STATE_EXPIRY_SECONDS = 300;

export interface PkceParams {
  codeChallenge: string;
  codeChallengeMethod: string;
}

/** validatePKCEParams: both or neither, and a well-formed challenge. */
export function readPkceParams(p: { code_challenge?: unknown; code_challenge_method?: unknown }): PkceParams | null {
  const codeChallenge = typeof p.code_challenge === 'string' ? p.code_challenge : '';
  const codeChallengeMethod = typeof p.code_challenge_method === 'string' ? p.code_challenge_method : '';
  if ((codeChallenge === '') !== (codeChallengeMethod === '')) {
    throw authError(400, 'validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
  }
  if (codeChallenge === '') return null;
  if (codeChallenge.length < 43 || codeChallenge.length > 128) {
    throw authError(400, 'validation_failed', 'code challenge has to be between 43 and 128 characters');
  }
  if (!/^[a-zA-Z._~0-9-]+$/.test(codeChallenge)) {
    throw authError(
      400,
      'validation_failed',
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  }
  const method = codeChallengeMethod.toLowerCase();
  if (method !== 's256' && method !== 'plain') {
    throw authError(
      500,
      'unexpected_failure',
      `unsupported code_challenge method ${JSON.stringify(codeChallengeMethod)}`,
    );
  }
  return { codeChallenge, codeChallengeMethod: method };
}

export type FlowMethod = 'email/signup' | 'recovery' | 'magiclink' | 'email_change' | 'invite';

/** The authentication method a verification type stands for (ParseAuthenticationMethod). */
export function flowMethodFor(type: string): FlowMethod {
  if (type.endsWith('signup')) return 'email/signup';
  if (type === 'recovery' || type === 'magiclink' || type === 'email_change' || type === 'invite') return type;
  throw authError(400, 'validation_failed', 'Unsupported verification type');
}

export async function createFlowState(sql: Sql, userId: string, method: FlowMethod, pkce: PkceParams): Promise<void> {
  await sql.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       created_at, updated_at, authentication_method)
     values ($1, $2, $3, $4, $5, 'email', now(), now(), $6)`,
    [randomUUID(), userId, randomUUID(), pkce.codeChallengeMethod, pkce.codeChallenge, method],
  );
}

/** issueAuthCode: the newest flow state of the user for that method gets its code issued. */
export async function issueAuthCode(sql: Sql, userId: string, method: FlowMethod): Promise<string> {
  const { rows } = await sql.query<{ id: string; auth_code: string }>(
    `select id, auth_code from auth.flow_state
     where user_id = $1 and authentication_method = $2 order by created_at desc limit 1`,
    [userId, method],
  );
  if (rows.length === 0) throw authError(422, 'flow_state_not_found', 'No valid flow state found for user.');
  await sql.query('update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1', [
    rows[0].id,
  ]);
  return rows[0].auth_code;
}

function challengeMatches(challenge: string, method: string, verifier: string): boolean {
  const expected = method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  const a = Buffer.from(challenge);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function pkceGrant(r: AuthRequest): Promise<void> {
  const p = await body<{ auth_code?: unknown; code_verifier?: unknown }>(r);
  const authCode = typeof p.auth_code === 'string' ? p.auth_code : '';
  const verifier = typeof p.code_verifier === 'string' ? p.code_verifier : '';
  if (!authCode || !verifier)
    throw authError(400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
  const session = await withTx(r.ctx, async (sql) => {
    const { rows } = await sql.query<{
      id: string;
      user_id: string | null;
      code_challenge: string;
      code_challenge_method: string;
      authentication_method: string;
      created_at: string;
      auth_code_issued_at: string | null;
    }>(
      `select id, user_id::text as user_id, code_challenge, code_challenge_method::text as code_challenge_method,
         authentication_method, created_at, auth_code_issued_at from auth.flow_state where auth_code = $1 limit 1`,
      [authCode],
    );
    const flow = rows[0];
    if (!flow?.user_id || !isUuid(flow.user_id))
      throw authError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    const since =
      flow.auth_code_issued_at && flow.authentication_method === 'magiclink'
        ? flow.auth_code_issued_at
        : flow.created_at;
    if (Date.now() > new Date(since).getTime() + FLOW_STATE_EXPIRY_SECONDS * 1000) {
      throw authError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
    }
    if (!(await findUserById(sql, flow.user_id)))
      throw authError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    if (!challengeMatches(flow.code_challenge, flow.code_challenge_method, verifier)) {
      throw authError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
    }
    const issued = await issueSession(
      sql,
      r.ctx,
      r.issuer,
      flow.user_id,
      flow.authentication_method as AuthMethod,
      clientInfo(r),
    );
    await sql.query('delete from auth.flow_state where id = $1', [flow.id]);
    return issued;
  });
  sendJson(r.res, 200, session);
}
