// POST /functions/v1/send-mail (service role only): drains the mail queue once. Production
// calls it on a schedule; local-supabase calls it when a mail is queued and every few seconds.
import { createClient } from '@supabase/supabase-js';
import { httpMailTransport } from '../_shared/mail-transport.ts';
import { drainMailQueue } from './drain.ts';

export type FunctionEnv = Record<string, string | undefined>;

export default async function handler(req: Request, env: FunctionEnv): Promise<Response> {
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY;
  const supabaseUrl = env.SUPABASE_URL;
  if (!serviceKey || !supabaseUrl || !env.SITE_URL || !env.MAIL_API_URL) {
    return Response.json(
      { message: 'send-mail needs SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, SITE_URL and MAIL_API_URL.' },
      { status: 500 },
    );
  }
  if (req.method !== 'POST') return Response.json({ message: 'Use POST.' }, { status: 405 });
  if (req.headers.get('authorization') !== `Bearer ${serviceKey}`) {
    return Response.json({ message: 'Only the service role may send mail.' }, { status: 401 });
  }
  const supabase = createClient(supabaseUrl, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  try {
    const result = await drainMailQueue({
      supabase,
      transport: httpMailTransport(env.MAIL_API_URL, env.MAIL_API_KEY),
      links: { siteUrl: env.SITE_URL.replace(/\/$/, ''), oneClickUrl: `${supabaseUrl}/functions/v1/unsubscribe` },
      from: env.MAIL_FROM ?? 'BRF Marketplace <no-reply@brf.example>',
      signal: req.signal,
    });
    return Response.json(result);
  } catch (err) {
    return Response.json({ message: err instanceof Error ? err.message : String(err) }, { status: 502 });
  }
}
