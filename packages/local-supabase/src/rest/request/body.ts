// The JSON payload of writes and RPC calls, with PostgREST's PGRST102 for a malformed one.
import { readBody } from '../../http.ts';
import type { ApiRequest } from '../../types.ts';
import { PgrstError } from '../errors.ts';

export async function readPayload(r: ApiRequest): Promise<unknown> {
  const buf = await readBody(r.req, r.ctx.config.bodyLimitBytes);
  const text = buf.toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new PgrstError(400, 'PGRST102', 'Empty or invalid json');
  }
}
