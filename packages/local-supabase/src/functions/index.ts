// Edge Functions, run here as hosted Supabase runs them: each `supabase/functions/<name>/` has a
// Deno entry (index.ts: Deno.serve) and its logic in handler.ts (default export
// `(request, env) => Response`), which this host imports and serves at /functions/v1/<name>
// with the environment a deployed function gets (and /api/monitoring/* with `monitoring`, the
// site's path for it). The host also drains the mail queue:
// send-mail runs when the database says a mail is queued (NOTIFY mail_outbox), when a mail queued to
// wait (a retry's backoff, a receipt settling) falls due, and every minute for digests, as
// production's schedule does.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { HttpError, readBody } from '../http.ts';
import type { ApiRequest, Context, Surface } from '../types.ts';

type Handler = (request: Request, env: Record<string, string | undefined>) => Promise<Response>;

const NAME = /^[a-z][a-z0-9-]{0,62}$/;
const handlers = new Map<string, Promise<Handler | null>>();

function handlerFile(ctx: Context, name: string): string {
  return join(ctx.config.projectRoot, 'supabase', 'functions', name, 'handler.ts');
}

function loadHandler(ctx: Context, name: string): Promise<Handler | null> {
  const key = `${ctx.config.projectRoot}:${name}`;
  let loaded = handlers.get(key);
  if (!loaded) {
    const file = handlerFile(ctx, name);
    loaded = existsSync(file)
      ? import(pathToFileURL(file).href).then((m: { default: Handler }) => m.default)
      : Promise.resolve(null);
    handlers.set(key, loaded);
  }
  return loaded;
}

/** What a deployed function finds in Deno.env. */
export function functionEnv(ctx: Context): Record<string, string | undefined> {
  const url = `http://${ctx.config.host}:${ctx.config.port}`;
  return {
    SUPABASE_URL: url,
    SUPABASE_ANON_KEY: ctx.keys.anon,
    SUPABASE_SERVICE_ROLE_KEY: ctx.keys.serviceRole,
    SITE_URL: ctx.config.siteUrl,
    MAIL_API_URL: `http://${ctx.config.host}:${ctx.config.outboxPort}/api/messages`,
    MAIL_FROM: 'BRF Marketplace <no-reply@brf.localhost>',
  };
}

/** Calls a function in this process; null when the project has no such function. */
export async function invokeFunction(ctx: Context, name: string, request: Request): Promise<Response | null> {
  const handler = await loadHandler(ctx, name);
  return handler ? handler(request, functionEnv(ctx)) : null;
}

export const functions: Surface = async (r) => {
  const name = r.path.split('/')[1] ?? '';
  if (!NAME.test(name)) throw new HttpError(404, { message: `No function ${r.path}` });
  await serve(r, name);
};

/** Serves every path under a mount with one function, as a static host's rewrite does (/api/monitoring/*). */
export function rewriteTo(name: string): Surface {
  return (r) => serve(r, name);
}

async function serve({ req, res, url, method, ctx }: ApiRequest, name: string): Promise<void> {
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req, ctx.config.bodyLimitBytes);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
  }
  // as the hosted gateway does: the address the request came from, not one the client wrote
  const socket = req.socket.remoteAddress ?? '127.0.0.1';
  headers.set('x-forwarded-for', socket.startsWith('::ffff:') ? socket.slice(7) : socket);
  const response = await invokeFunction(
    ctx,
    name,
    new Request(url, { method, headers, body: body ? new Uint8Array(body) : undefined }),
  );
  if (!response) throw new HttpError(404, { message: `Function ${name} not found` });
  res.statusCode = response.status;
  response.headers.forEach((value, key) => {
    res.setHeader(key, value);
  });
  res.end(Buffer.from(await response.arrayBuffer()));
}

const MAIL_CHANNEL = 'mail_outbox';

/**
 * Runs send-mail when a mail is queued (at most one run at a time; a notice during a run
 * brings one more), when the next mail waiting in the queue falls due, and every `intervalMs`.
 * Returns the stop function, which awaits a run.
 */
export async function startMailSender(ctx: Context, intervalMs: number): Promise<() => Promise<void>> {
  if (!existsSync(handlerFile(ctx, 'send-mail'))) return async () => {};
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const stopping = new AbortController();
  let due: ReturnType<typeof setTimeout> | null = null;
  const run = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drainOnce(ctx, stopping.signal)
      .then(() => nextDueInMs(ctx))
      .then((ms) => {
        if (due) clearTimeout(due);
        // a mail that falls due later wakes the sender then (at most once a second); one still due
        // after this run (held, or failing) waits for the minute's run, so the queue never spins
        due = ms !== null && ms > 0 && ms < intervalMs ? setTimeout(run, Math.max(ms, 1000)) : null;
        due?.unref();
      })
      .catch((err) => ctx.log('warn', 'sending queued mail failed', err))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const unlisten = await ctx.db.listen(MAIL_CHANNEL, run);
  const timer = intervalMs > 0 ? setInterval(run, intervalMs) : null;
  timer?.unref();
  return async () => {
    stopped = true;
    stopping.abort();
    if (timer) clearInterval(timer);
    if (due) clearTimeout(due);
    await unlisten();
    await running;
  };
}

/** Milliseconds until the next mail that waits in the queue falls due (0 when one is due), or null. */
async function nextDueInMs(ctx: Context): Promise<number | null> {
  const { rows } = await ctx.db
    .query<{ ms: number | null }>(
      `select greatest(0, ceil(extract(epoch from min(next_attempt_at) - clock_timestamp()) * 1000))::float8 as ms
       from private.mail_outbox where status = 'pending'`,
    )
    // a project without the queue's table has nothing waiting
    .catch(() => ({ rows: [] as { ms: number | null }[] }));
  return rows[0]?.ms ?? null;
}

async function drainOnce(ctx: Context, signal: AbortSignal): Promise<void> {
  const response = await invokeFunction(
    ctx,
    'send-mail',
    new Request(`http://${ctx.config.host}:${ctx.config.port}/functions/v1/send-mail`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.keys.serviceRole}` },
      signal,
    }),
  );
  if (response && !response.ok) throw new Error(`send-mail answered ${response.status}: ${await response.text()}`);
}
