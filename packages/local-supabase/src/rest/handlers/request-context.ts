// Everything a handler needs about one REST request, resolved once.
import type { ApiRequest, Caller } from '../../types.ts';
import type { Media } from '../request/media.ts';
import type { Preferences } from '../request/prefer.ts';
import type { SchemaCache } from '../schema/model.ts';

export interface RestRequest {
  r: ApiRequest;
  caller: Caller;
  schema: string;
  cache: SchemaCache;
  prefer: Preferences;
  media: Media;
}

/** Thrown inside the transaction to roll it back and answer with this response instead. */
export class RollbackWith extends Error {
  status: number;
  body: string | null;
  headers: Record<string, string>;
  constructor(status: number, body: string | null, headers: Record<string, string>) {
    super('rollback');
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export function requestInfo(r: ApiRequest): { method: string; path: string; headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(r.req.headers)) {
    if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  }
  return { method: r.method, path: r.path, headers };
}
