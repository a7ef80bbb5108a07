/** What every failed read or write throws: one result shape (a value, or this error) everywhere. */
export class DataError extends Error {
  /** PostgREST / Postgres / GoTrue code when the server gave one (e.g. 'PGRST116', '23505'). */
  readonly code: string | null;
  readonly details: string | null;
  readonly cause: unknown;

  constructor(message: string, options: { code?: string | null; details?: string | null; cause?: unknown } = {}) {
    super(message);
    this.name = 'DataError';
    this.code = options.code ?? null;
    this.details = options.details ?? null;
    this.cause = options.cause;
  }
}

/**
 * The database's abuse limits (a message, quote or project write over its limit) answer SQLSTATE
 * PT429, which PostgREST sends as HTTP 429 (supabase/README.md "Abuse limits").
 */
export const isRateLimited = (error: unknown): error is DataError =>
  error instanceof DataError && error.code === 'PT429';

/**
 * The database's own refusals: a rule raised with a sentence for people ('This project has reached
 * its maximum number of bids.'), an abuse limit. Anything else (a crash, the network, a policy's
 * internal wording) is the caller's 'Please try again' message.
 */
const SPOKEN_CODES = new Set(['23514', 'PT429', 'P0001', 'P0002', '42501']);

export function messageForPeople(error: unknown, fallback: string): string {
  if (!(error instanceof DataError) || !error.code || !SPOKEN_CODES.has(error.code)) return fallback;
  // a row-level security refusal speaks of tables, not of what the person did
  return /row-level security|permission denied/i.test(error.message) ? fallback : error.message;
}

interface ErrorLike {
  message?: string;
  code?: string | number;
  details?: string;
}

export function toDataError(error: unknown): DataError {
  if (error instanceof DataError) return error;
  const like = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as ErrorLike;
  return new DataError(like.message || 'Request failed', {
    code: like.code === undefined ? null : String(like.code),
    details: like.details ?? null,
    cause: error,
  });
}

/**
 * supabase-js answers `{ data, error }`; this turns it into the value or a thrown DataError, so
 * a query function or mutation never returns "null means success".
 */
export function unwrap<R extends { data: unknown; error: unknown }>(result: R): Succeeded<R> {
  if (result.error) throw toDataError(result.error);
  return result.data as Succeeded<R>;
}

/** The data of the success branch of a supabase-js response union. */
export type Succeeded<R> = R extends { error: null; data: infer D } ? D : never;
