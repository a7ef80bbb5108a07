// POST .../monitoring/log and .../monitoring/metric: the browser's monitoring client (spec/accounts.md,
// "Monitoring"). Each entry is validated, size-limited and stored in private.monitoring_logs or
// private.monitoring_metrics through public.record_monitoring_log/_metric, which only the service
// role may call and which refuse a session or a client address past its rate limit (the database
// counts, so the limits hold across function instances). Browsers post without a token (sendBeacon cannot send one),
// so the function is deployed with verify_jwt = false.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { clientAddress } from './client-address.ts';
import { LogEntry, Metric } from './schema.ts';

export type FunctionEnv = Record<string, string | undefined>;

/** The largest body read; one entry is far smaller (a log message is at most 8000 characters). */
export const BODY_LIMIT_BYTES = 64 * 1024;

type Kind = 'log' | 'metric';

// Hosted Supabase passes /monitoring/log, local-supabase /functions/v1/monitoring/log or /api/monitoring/log.
function kindOf(req: Request): Kind | null {
  const last = new URL(req.url).pathname.replace(/\/+$/, '').split('/').pop();
  return last === 'log' || last === 'metric' ? last : null;
}

function corsHeaders(req: Request): Record<string, string> {
  const origin = req.headers.get('origin');
  return {
    'access-control-allow-origin': origin && origin !== 'null' ? origin : '*',
    vary: 'Origin',
  };
}

function preflight(req: Request): Response {
  const requested = req.headers.get('access-control-request-headers')?.trim();
  return new Response(null, {
    status: 204,
    headers: {
      ...corsHeaders(req),
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': requested || 'authorization, apikey, content-type, x-client-info',
      'access-control-max-age': '86400',
    },
  });
}

/** The body as text, or null once it passes `limit` bytes (the rest is not read). */
async function readCapped(req: Request, limit: number): Promise<string | null> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await req.body?.cancel();
    return null;
  }
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

type Item = { kind: 'log'; entry: LogEntry } | { kind: 'metric'; entry: Metric };

type Checked = { ok: true; item: Item } | { ok: false; message: string; issues: { path: string; message: string }[] };

function refused(kind: Kind, zodIssues: { path: PropertyKey[]; message: string }[]): Checked {
  const issues = zodIssues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  const what = kind === 'log' ? 'log entry' : 'metric';
  const message = `Invalid ${what}: ${issues.map((i) => `${i.path || '(body)'} ${i.message}`).join('; ')}`;
  return { ok: false, message, issues };
}

function check(kind: Kind, body: unknown): Checked {
  if (kind === 'log') {
    const r = LogEntry.safeParse(body);
    return r.success ? { ok: true, item: { kind, entry: r.data } } : refused(kind, r.error.issues);
  }
  const r = Metric.safeParse(body);
  return r.success ? { ok: true, item: { kind, entry: r.data } } : refused(kind, r.error.issues);
}

const clients = new Map<string, SupabaseClient>();

function serviceClient(url: string, key: string): SupabaseClient {
  const id = `${url}\n${key}`;
  let client = clients.get(id);
  if (!client) {
    client = createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false } });
    clients.set(id, client);
  }
  return client;
}

const iso = (t: string | number): string => new Date(t).toISOString();

/** The stored context: the entry's own, with its user and error beside it (the table has no columns for them). */
function storedContext(e: LogEntry): Record<string, unknown> | null {
  const stored = { ...e.context, ...(e.userId ? { userId: e.userId } : {}), ...(e.error ? { error: e.error } : {}) };
  return Object.keys(stored).length > 0 ? stored : null;
}

function record(supabase: SupabaseClient, item: Item, req: Request) {
  if (item.kind === 'log') {
    const e = item.entry;
    return supabase.rpc('record_monitoring_log', {
      p_level: e.level,
      p_message: e.message,
      p_context: storedContext(e),
      p_session_id: e.sessionId,
      p_client_timestamp: iso(e.timestamp),
      p_url: e.url ?? null,
      p_user_agent: e.userAgent ?? req.headers.get('user-agent'),
      p_client_address: clientAddress(req),
    });
  }
  const m = item.entry;
  return supabase.rpc('record_monitoring_metric', {
    p_name: m.name,
    p_value: m.value,
    p_unit: m.unit ?? null,
    p_session_id: m.sessionId,
    p_client_timestamp: iso(m.timestamp),
    p_tags: m.tags ?? m.context ?? null,
    p_client_address: clientAddress(req),
  });
}

export default async function handler(req: Request, env: FunctionEnv): Promise<Response> {
  const cors = corsHeaders(req);
  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    Response.json(body, { status, headers: { ...cors, ...headers } });
  if (req.method === 'OPTIONS') return preflight(req);
  const kind = kindOf(req);
  if (!kind) return answer(404, { message: 'No such monitoring endpoint: use .../monitoring/log or /metric.' });
  if (req.method !== 'POST') {
    return answer(405, { message: `Use POST for monitoring/${kind}.` }, { allow: 'POST, OPTIONS' });
  }
  // text/plain is what navigator.sendBeacon sends for a string body.
  const type = req.headers.get('content-type') ?? '';
  if (!/^(application\/json|text\/plain)\s*(;|$)/i.test(type)) {
    await req.body?.cancel();
    return answer(415, { message: 'Content-Type must be application/json or text/plain.' });
  }
  const text = await readCapped(req, BODY_LIMIT_BYTES);
  if (text === null) return answer(413, { message: `Payload too large: the limit is ${BODY_LIMIT_BYTES} bytes.` });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (err) {
    return answer(400, { message: `Could not parse the body as JSON: ${(err as Error).message}` });
  }
  const checked = check(kind, body);
  if (!checked.ok) return answer(400, { message: checked.message, issues: checked.issues });

  if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY) {
    return answer(500, { message: 'monitoring needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.' });
  }
  const { error, status } = await record(
    serviceClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY),
    checked.item,
    req,
  );
  if (!error) return answer(202, { status: 'accepted' });
  if (error.code === 'PT429') return answer(429, { message: error.message });
  // the database refused a value the schema lets through (a NUL character, a year past 9999)
  if (status === 400) return answer(400, { message: `The entry could not be stored: ${error.message}` });
  return answer(502, { message: `The entry could not be stored: ${error.message}` });
}
