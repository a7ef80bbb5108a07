// GoTrue's error bodies: `{code, message}` for clients sending X-Supabase-Api-Version >= 2024-01-01
// (the header is echoed), the legacy `{code: <status>, error_code, msg}` otherwise.
import type { IncomingMessage } from 'node:http';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024 = Date.UTC(2024, 0, 1);

export class AuthError extends Error {
  status: number;
  code: string;
  weakPasswordReasons?: string[];
  /** an OAuthError: sent as `{error, error_description}` with status 400 in every API version */
  oauth?: boolean;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'AuthError';
    this.status = status;
    this.code = code;
  }
}

export function authError(status: number, code: string, message: string): AuthError {
  return new AuthError(status, code, message);
}

export function weakPasswordError(message: string, reasons: string[]): AuthError {
  const err = new AuthError(422, 'weak_password', message);
  err.weakPasswordReasons = reasons;
  return err;
}

export function oauthError(error: string, description: string): AuthError {
  const err = new AuthError(400, error, description);
  err.oauth = true;
  return err;
}

export const UNEXPECTED_FAILURE = 'Unexpected failure, please check server logs for more information';

/** True when the request asks for the 2024-01-01 error shape; an unparseable date means legacy. */
function wants2024Shape(req: IncomingMessage): boolean {
  const raw = req.headers['x-supabase-api-version'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(parsed) && parsed >= API_VERSION_2024;
}

export function errorResponse(
  req: IncomingMessage,
  err: AuthError,
): { status: number; body: unknown; headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  const modern = wants2024Shape(req);
  if (modern) headers[API_VERSION_HEADER] = '2024-01-01';
  if (err.oauth) return { status: 400, headers, body: { error: err.code, error_description: err.message } };
  const code = err.code || (err.status >= 500 ? 'unexpected_failure' : 'unknown');
  if (err.weakPasswordReasons) {
    if (modern)
      return {
        status: 422,
        headers,
        body: { code, message: err.message, weak_password: { reasons: err.weakPasswordReasons } },
      };
    headers['x-sb-error-code'] = code;
    return {
      status: 422,
      headers,
      body: { code: 422, error_code: code, msg: err.message, weak_password: { reasons: err.weakPasswordReasons } },
    };
  }
  headers['x-sb-error-code'] = code;
  if (modern) return { status: err.status, headers, body: { code, message: err.message } };
  const body: Record<string, unknown> = { code: err.status, error_code: code, msg: err.message };
  if (err.status >= 500) body.error_id = crypto.randomUUID();
  return { status: err.status, headers, body };
}
