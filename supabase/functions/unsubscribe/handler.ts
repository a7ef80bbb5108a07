// The one-click unsubscribe, without signing in: POST /functions/v1/unsubscribe?token=... as a
// mail client sends it (RFC 8058, body 'List-Unsubscribe=One-Click'), or with {"token"} as JSON
// from the site's /unsubscribe page. The database checks the signed, expiring token and turns
// that type's e-mail off (public.unsubscribe_email, which only the service role may call).
import { createClient } from '@supabase/supabase-js';

export type FunctionEnv = Record<string, string | undefined>;

async function tokenOf(req: Request): Promise<string> {
  const inQuery = new URL(req.url).searchParams.get('token');
  if (inQuery) return inQuery;
  if (!(req.headers.get('content-type') ?? '').includes('application/json')) return '';
  const body = (await req.json().catch(() => null)) as { token?: unknown } | null;
  return typeof body?.token === 'string' ? body.token : '';
}

export default async function handler(req: Request, env: FunctionEnv): Promise<Response> {
  const headers = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'authorization, apikey, content-type, x-client-info',
  };
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers });
  if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY) {
    return Response.json(
      { message: 'unsubscribe needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.' },
      { status: 500, headers },
    );
  }
  if (req.method !== 'POST') return Response.json({ message: 'Use POST.' }, { status: 405, headers });
  const supabase = createClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await supabase.rpc('unsubscribe_email', { p_token: await tokenOf(req) });
  if (error) return Response.json({ message: error.message }, { status: 400, headers });
  return Response.json({ unsubscribed: data }, { headers });
}
