// PostgREST's error body and status codes, for its own errors and for Postgres' SQLSTATEs
// (mapping read from PostgREST's Error.hs mapSQLtoHTTP).
import type { ApiRole } from '../types.ts';

export interface PgrstBody {
  code: string;
  details: unknown;
  hint: string | null;
  message: string;
}

export class PgrstError extends Error {
  status: number;
  body: PgrstBody;
  headers: Record<string, string>;
  constructor(
    status: number,
    code: string,
    message: string,
    details: unknown = null,
    hint: string | null = null,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'PgrstError';
    this.status = status;
    this.body = { code, details, hint, message };
    this.headers = headers;
  }
}

export function parseError(message: string, details: string | null = null): PgrstError {
  return new PgrstError(400, 'PGRST100', message, details);
}

interface PgLikeError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPgError(err: unknown): err is PgLikeError {
  return (
    typeof err === 'object' &&
    err !== null &&
    typeof (err as PgLikeError).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((err as PgLikeError).code) &&
    typeof (err as PgLikeError).message === 'string'
  );
}

export function fromPgError(err: PgLikeError, role: ApiRole): PgrstError {
  const status = statusForSqlState(err.code, err.message, role);
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return new PgrstError(status, err.code, err.message, err.detail ?? null, err.hint ?? null, headers);
}

export function statusForSqlState(code: string, message: string, role: ApiRole): number {
  const custom = /^PT(\d{3})$/.exec(code);
  if (custom) return Number(custom[1]);
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (code === '22023' && /^role .* does not exist$/.test(message)) return 401;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '42P17') return 500;
  const cls = code.slice(0, 2);
  if (cls === '08' || cls === '53') return 503;
  if (cls === '28' || cls === '0L' || cls === '0P') return 403;
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(cls))
    return 500;
  return 400;
}
