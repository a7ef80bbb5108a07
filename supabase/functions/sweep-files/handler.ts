// POST /functions/v1/sweep-files (service role only): removes the stored files nothing refers to
// once they are an hour old. On a hosted project pg_cron calls it hourly
// (private.invoke_edge_function); local-supabase's scheduler sweeps in-process instead.
import { createClient } from '@supabase/supabase-js';
import { sweepUnreferencedFiles } from './sweep.ts';

export type FunctionEnv = Record<string, string | undefined>;

export default async function handler(req: Request, env: FunctionEnv): Promise<Response> {
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY;
  const supabaseUrl = env.SUPABASE_URL;
  if (!serviceKey || !supabaseUrl) {
    return Response.json({ message: 'sweep-files needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.' }, { status: 500 });
  }
  if (req.method !== 'POST') return Response.json({ message: 'Use POST.' }, { status: 405 });
  if (req.headers.get('authorization') !== `Bearer ${serviceKey}`) {
    return Response.json({ message: 'Only the service role may sweep files.' }, { status: 401 });
  }
  const supabase = createClient(supabaseUrl, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  try {
    const files = await sweepUnreferencedFiles(supabase);
    return Response.json({ removed: files.length, files });
  } catch (err) {
    return Response.json({ message: err instanceof Error ? err.message : String(err) }, { status: 502 });
  }
}
