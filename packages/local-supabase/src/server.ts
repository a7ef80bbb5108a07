// The API server: one node:http server, CORS for browsers, routing to the surfaces by prefix.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from './create-http-server.ts';
import { HttpError, outlastClientKeepAlive, sendJson } from './http.ts';
import type { ApiRequest, Context, Database, RealtimeHub, Surface } from './types.ts';
import { rest } from './rest/index.ts';

export const ALLOWED_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'x-client-info',
  'x-supabase-api-version',
  'accept-profile',
  'content-profile',
  'prefer',
  'range',
  'x-upsert',
  'cache-control',
  'x-retry-count',
  'traceparent',
  'x-metadata',
];
export const EXPOSED_HEADERS = [
  'Content-Range',
  'X-Supabase-Api-Version',
  'Content-Location',
  'Location',
  'Range-Unit',
  'Content-Type',
  'Content-Length',
  'ETag',
  'X-Total-Count',
  'Link',
];
const EXPOSED = EXPOSED_HEADERS.join(', ');
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/** A surface whose module (and its libraries) loads on its first request or soon after start. */
function loaded(load: () => Promise<Surface>): Surface & { preload(): Promise<Surface> } {
  let surface: Promise<Surface> | null = null;
  const preload = () => (surface ??= load());
  return Object.assign(async (r: ApiRequest) => (await preload())(r), { preload });
}

const LAZY = {
  auth: loaded(async () => (await import('./auth/index.ts')).auth),
  storage: loaded(async () => (await import('./storage/index.ts')).storage),
  // the site's path for the monitoring Edge Function, as the static host rewrites it
  monitoring: loaded(async () => (await import('./functions/index.ts')).rewriteTo('monitoring')),
  functions: loaded(async () => (await import('./functions/index.ts')).functions),
};

export const MOUNTS: { prefix: string; surface: Surface }[] = [
  { prefix: '/auth/v1', surface: LAZY.auth },
  { prefix: '/rest/v1', surface: rest },
  { prefix: '/storage/v1', surface: LAZY.storage },
  { prefix: '/api/monitoring', surface: LAZY.monitoring },
  { prefix: '/functions/v1', surface: LAZY.functions },
];

/** Loads the surfaces start-up leaves out (a warm start answers REST without auth's libraries). */
export async function preloadSurfaces(): Promise<void> {
  for (const s of Object.values(LAZY)) await s.preload();
}

export function createApiServer(ctx: Context): Server {
  const server = createServer((req, res) => {
    handleRequest(req, res, ctx).catch((err) => {
      ctx.log('error', 'request handler failed', err);
      failSafe(res);
    });
  });
  outlastClientKeepAlive(server);
  // Bad HTTP (garbage request lines, oversized headers) gets a JSON 400 instead of a dropped socket.
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    // A response already under way on this socket cannot be followed by another one.
    if (!socket.writable || (socket as { _httpMessage?: unknown })._httpMessage) {
      socket.destroy();
      return;
    }
    const body = JSON.stringify({ message: `Bad request: ${err.code ?? err.message}` });
    socket.end(
      'HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}

function corsHeaders(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin && origin !== 'null' ? origin : '*');
  if (origin) res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED);
}

export async function handleRequest(req: IncomingMessage, res: ServerResponse, ctx: Context): Promise<void> {
  corsHeaders(req, res);
  const method = (req.method ?? 'GET').toUpperCase();
  let url: URL;
  const host = req.headers.host && /^[\w.:[\]-]+$/.test(req.headers.host) ? req.headers.host : 'localhost';
  try {
    url = new URL(`http://${host}${req.url ?? '/'}`);
  } catch {
    sendJson(res, 400, { message: 'Malformed request URL' });
    return;
  }

  if (method === 'OPTIONS') {
    const requested = req.headers['access-control-request-headers'];
    res.statusCode = 204;
    res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
    res.setHeader(
      'Access-Control-Allow-Headers',
      typeof requested === 'string' && requested.trim() ? requested : ALLOWED_HEADERS.join(', '),
    );
    res.setHeader('Access-Control-Max-Age', '86400');
    res.setHeader('Content-Length', '0');
    res.end();
    return;
  }

  if (url.pathname === '/_local/health') {
    sendJson(res, 200, { status: 'ok', database: ctx.db.kind });
    return;
  }

  const mount = MOUNTS.find((m) => url.pathname === m.prefix || url.pathname.startsWith(`${m.prefix}/`));
  if (!mount) {
    sendJson(res, 404, { message: 'no Route matched with those values' });
    return;
  }
  const r: ApiRequest = { req, res, url, path: url.pathname.slice(mount.prefix.length) || '/', method, ctx };
  try {
    await mount.surface(r);
    if (!res.writableEnded && !res.headersSent) {
      ctx.log('error', `${method} ${url.pathname}: the surface returned without answering`);
      sendJson(res, 500, { message: 'The server did not produce a response' });
    }
  } catch (err) {
    if (err instanceof HttpError) {
      sendJson(res, err.status, err.body, err.headers);
      return;
    }
    ctx.log('error', `${method} ${url.pathname} failed`, err);
    sendJson(res, 500, { message: err instanceof Error ? err.message : 'Internal server error' });
  }
}

/**
 * Stops the API server without waiting on clients: no new connections, requests still waiting
 * for the database answered 503 with Retry-After and the ones running finished, websockets
 * terminated (an upgraded socket would otherwise keep server.close() waiting for as long as the
 * client stays), idle keep-alive sockets closed as soon as they are idle, requests under way
 * outside the database given `graceMs` to finish, then whatever is left cut.
 */
export async function stopApiServer(
  server: Server,
  realtime: RealtimeHub,
  db: Pick<Database, 'drain'>,
  graceMs = 1000,
): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // requests waiting for the database are answered 503 now; the ones running finish
  const drained = db.drain();
  await realtime.close();
  await drained;
  // a keep-alive socket whose request finishes now becomes idle: close it then, not 65 s later
  const sweep = setInterval(() => server.closeIdleConnections(), 25);
  const cut = setTimeout(() => server.closeAllConnections(), graceMs);
  try {
    await closed;
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}

function failSafe(res: ServerResponse): void {
  try {
    if (!res.headersSent) sendJson(res, 500, { message: 'Internal server error' });
    else if (!res.writableEnded) res.end();
  } catch {
    res.destroy();
  }
}
