// POST /functions/v1/send-mail (service role only): drains the mail queue once. Production
// calls it on a schedule; local-supabase calls it when a mail is queued and every few seconds.
import { createClient } from '@supabase/supabase-js';
import { drainMailQueue } from './drain.ts';
import { chooseTransport, NEITHER } from './transport.ts';

export type FunctionEnv = Record<string, string | undefined>;

export default async function handler(req: Request, env: FunctionEnv): Promise<Response> {
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY;
  const supabaseUrl = env.SUPABASE_URL;
  const choice = chooseTransport(env);
  const missing = ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'SITE_URL'].filter((name) => !env[name]);
  if (!choice) missing.push(NEITHER);
  if (!serviceKey || !supabaseUrl || !env.SITE_URL || !choice) {
    const needs = missing.length > 1 ? `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}` : missing[0];
    return Response.json({ message: `send-mail needs ${needs}.` }, { status: 500 });
  }
  if ('problem' in choice) return Response.json({ message: choice.problem }, { status: 500 });
  if (req.method !== 'POST') return Response.json({ message: 'Use POST.' }, { status: 405 });
  if (req.headers.get('authorization') !== `Bearer ${serviceKey}`) {
    return Response.json({ message: 'Only the service role may send mail.' }, { status: 401 });
  }
  const supabase = createClient(supabaseUrl, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const transport = choice.transport();
  try {
    const result = await drainMailQueue({
      supabase,
      transport,
      links: { siteUrl: env.SITE_URL.replace(/\/$/, ''), oneClickUrl: `${supabaseUrl}/functions/v1/unsubscribe` },
      from: env.MAIL_FROM ?? 'BRF Marketplace <no-reply@brf.example>',
      signal: req.signal,
    });
    return Response.json(result);
  } catch (err) {
    return Response.json({ message: err instanceof Error ? err.message : String(err) }, { status: 502 });
  } finally {
    transport.close?.();
  }
}
