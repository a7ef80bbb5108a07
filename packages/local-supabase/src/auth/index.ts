// /auth/v1: a GoTrue subset that the unmodified supabase-js talks to.
import type { ApiRequest, Surface } from '../types.ts';
import { HttpError, sendJson } from '../http.ts';
import { CallerError } from '../caller.ts';
import { ShutdownError } from '../db/gate.ts';
import {
  adminCreateUser,
  adminInviteUser,
  adminDeleteFactor,
  adminDeleteUser,
  adminGenerateLink,
  adminGetUser,
  adminListFactors,
  adminListUsers,
  adminUpdateUser,
} from './admin.ts';
import { AuthError, authError, errorResponse, UNEXPECTED_FAILURE } from './errors.ts';
import { logout } from './logout.ts';
import { otp } from './otp.ts';
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './mfa.ts';
import { recover, resend } from './recover.ts';
import { limitByIp, type LimitedAction } from './rate-limits.ts';
import { requireApiKey, type AuthRequest } from './request.ts';
import { health, jwks, settings } from './settings.ts';
import { signup } from './signup.ts';
import { token } from './token.ts';
import { getUser, updateUser } from './user.ts';
import { verifyGet, verifyPost } from './verify.ts';

type Handler = (r: AuthRequest, ...params: string[]) => Promise<void> | void;

interface Route {
  method: string;
  pattern: RegExp;
  handler: Handler;
  open?: boolean;
  limit?: LimitedAction;
}

const ID = '([^/]+)';
const routes: Route[] = [
  { method: 'GET', pattern: /^\/health$/, handler: health, open: true },
  { method: 'GET', pattern: /^\/settings$/, handler: settings },
  { method: 'GET', pattern: /^\/\.well-known\/jwks\.json$/, handler: jwks, open: true },
  { method: 'POST', pattern: /^\/signup$/, handler: signup },
  { method: 'POST', pattern: /^\/token$/, handler: token, limit: 'token' },
  { method: 'POST', pattern: /^\/otp$/, handler: otp },
  { method: 'GET', pattern: /^\/user$/, handler: getUser },
  { method: 'PUT', pattern: /^\/user$/, handler: updateUser },
  { method: 'POST', pattern: /^\/logout$/, handler: logout },
  { method: 'POST', pattern: /^\/resend$/, handler: resend },
  { method: 'POST', pattern: /^\/recover$/, handler: recover },
  { method: 'GET', pattern: /^\/verify$/, handler: verifyGet, open: true, limit: 'verify' },
  { method: 'POST', pattern: /^\/verify$/, handler: verifyPost, limit: 'verify' },
  { method: 'POST', pattern: /^\/factors$/, handler: enrollFactor },
  { method: 'POST', pattern: new RegExp(`^/factors/${ID}/challenge$`), handler: challengeFactor, limit: 'factor' },
  { method: 'POST', pattern: new RegExp(`^/factors/${ID}/verify$`), handler: verifyFactor, limit: 'factor' },
  { method: 'DELETE', pattern: new RegExp(`^/factors/${ID}$`), handler: unenrollFactor },
  { method: 'POST', pattern: /^\/admin\/users$/, handler: adminCreateUser },
  { method: 'GET', pattern: /^\/admin\/users$/, handler: adminListUsers },
  { method: 'GET', pattern: new RegExp(`^/admin/users/${ID}$`), handler: adminGetUser },
  { method: 'PUT', pattern: new RegExp(`^/admin/users/${ID}$`), handler: adminUpdateUser },
  { method: 'DELETE', pattern: new RegExp(`^/admin/users/${ID}$`), handler: adminDeleteUser },
  { method: 'GET', pattern: new RegExp(`^/admin/users/${ID}/factors$`), handler: adminListFactors },
  { method: 'DELETE', pattern: new RegExp(`^/admin/users/${ID}/factors/${ID}$`), handler: adminDeleteFactor },
  { method: 'POST', pattern: /^\/admin\/generate_link$/, handler: adminGenerateLink },
  { method: 'POST', pattern: /^\/invite$/, handler: adminInviteUser },
];

function decodeParam(p: string): string {
  try {
    return decodeURIComponent(p);
  } catch {
    return p;
  }
}

export const auth: Surface = async (api: ApiRequest) => {
  const r: AuthRequest = { ...api, issuer: `${api.url.origin}/auth/v1`, publicUrl: api.url.origin };
  try {
    const path = api.path.length > 1 ? api.path.replace(/\/+$/, '') : api.path;
    const matching = routes.filter((route) => route.pattern.test(path));
    if (matching.length === 0) throw authError(404, 'not_found', 'Not Found');
    const route = matching.find((m) => m.method === api.method);
    if (!route) throw authError(405, 'method_not_allowed', 'Method Not Allowed');
    if (!route.open) await requireApiKey(api);
    if (route.limit) limitByIp(r, route.limit);
    const params = (route.pattern.exec(path) ?? []).slice(1).map(decodeParam);
    await route.handler(r, ...params);
  } catch (err) {
    if (err instanceof CallerError) throw err; // the gateway's own 401, as CORE shapes it
    if (err instanceof ShutdownError) throw err; // 503 with Retry-After, as the gateway answers
    let authErr: AuthError;
    if (err instanceof AuthError) authErr = err;
    else if (err instanceof HttpError)
      authErr = authError(err.status, err.status >= 500 ? 'unexpected_failure' : 'validation_failed', err.message);
    else {
      api.ctx.log('error', `${api.method} /auth/v1${api.path} failed`, err);
      authErr = authError(500, 'unexpected_failure', UNEXPECTED_FAILURE);
    }
    const { status, body, headers } = errorResponse(api.req, authErr);
    sendJson(api.res, status, body, headers);
  }
};
