// The per-request settings PostgREST sets, all transaction-local so nothing leaks between requests,
// in one statement as PostgREST sends them (READ ONLY included, instead of a SET TRANSACTION),
// after GoTrue's session check for a user's token (_local.require_session, bootstrap/local.sql).
import type { JwtClaims, RequestInfo, Sql } from '../types.ts';

export const REQUEST_SEARCH_PATH = 'public, extensions';

export interface Statement {
  text: string;
  params: (string | null)[];
}

export function requestSettings(claims: JwtClaims, request: RequestInfo = {}): Statement {
  const role = claims.role;
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(request.headers ?? {})) headers[k.toLowerCase()] = v;
  // a user's token names its session: once that is gone, the token reads and writes nothing
  const sessionId = typeof claims.session_id === 'string' && claims.session_id !== '' ? claims.session_id : null;
  return {
    text: `select ${sessionId === null ? '' : '_local.require_session($9, $3), '}set_config('role', $1, true),
            set_config('request.jwt.claims', $2, true),
            set_config('request.jwt.claim.sub', $3, true),
            set_config('request.jwt.claim.role', $1, true),
            set_config('request.jwt.claim.email', $4, true),
            set_config('request.method', $5, true),
            set_config('request.path', $6, true),
            set_config('request.headers', $7, true),
            set_config('search_path', $8, true)${
              request.readOnly
                ? `,
            set_config('transaction_read_only', 'on', true)`
                : ''
            }`,
    params: [
      role,
      JSON.stringify({ ...claims, role }),
      typeof claims.sub === 'string' ? claims.sub : '',
      typeof claims.email === 'string' ? claims.email : '',
      request.method ?? '',
      request.path ?? '',
      JSON.stringify(headers),
      REQUEST_SEARCH_PATH,
      ...(sessionId === null ? [] : [sessionId]),
    ],
  };
}

export async function applyRequestSettings(tx: Sql, claims: JwtClaims, request: RequestInfo = {}): Promise<void> {
  const { text, params } = requestSettings(claims, request);
  await tx.query(text, params);
}
