// The JSON payload of writes and RPC calls, with PostgREST's PGRST102 for a malformed one.
import { readBody } from '../../http.ts';
import type { ApiRequest } from '../../types.ts';
import { PgrstError } from '../errors.ts';

const payloads = new WeakMap<ApiRequest, Promise<unknown>>();

/** Read once per request, so a request retried after a schema reload sees the same body. */
export function readPayload(r: ApiRequest): Promise<unknown> {
  let p = payloads.get(r);
  if (!p) payloads.set(r, (p = parsePayload(r)));
  return p;
}

async function parsePayload(r: ApiRequest): Promise<unknown> {
  const buf = await readBody(r.req, r.ctx.config.bodyLimitBytes);
  const text = buf.toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new PgrstError(400, 'PGRST102', 'Empty or invalid json');
  }
}
