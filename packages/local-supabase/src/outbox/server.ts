// The outbox's own HTTP server (like the CLI's Inbucket on 54324): a page and a JSON API.
import type { Server } from 'node:http';
import { createServer } from '../create-http-server.ts';
import type { AddressInfo } from 'node:net';
import { HttpError, outlastClientKeepAlive, readJson, sendJson } from '../http.ts';
import type { Outbox } from '../types.ts';
import { renderMessagePage, renderOutboxPage } from './page.ts';

/** What a sender posts to POST /api/messages (the shape common e-mail APIs take). */
interface SentMail {
  from: string;
  to: string | string[];
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export interface OutboxServer {
  url: string;
  close(): Promise<void>;
}

export async function startOutboxServer(
  outbox: Outbox,
  host: string,
  port: number,
  log: (msg: string, err?: unknown) => void,
): Promise<OutboxServer> {
  const server: Server = createServer((req, res) => {
    handle(req.method ?? 'GET', new URL(req.url ?? '/', 'http://outbox'), res, req).catch((err) => {
      if (err instanceof HttpError) {
        sendJson(res, err.status, err.body);
        return;
      }
      log('outbox request failed', err);
      sendJson(res, 500, { message: 'Internal error in the mail outbox' });
    });
  });
  outlastClientKeepAlive(server);

  async function handle(
    method: string,
    url: URL,
    res: import('node:http').ServerResponse,
    req: import('node:http').IncomingMessage,
  ): Promise<void> {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS');
    res.setHeader('access-control-allow-headers', 'content-type, idempotency-key');
    if (method === 'OPTIONS') {
      res.statusCode = 204;
      res.end();
      return;
    }
    const path = url.pathname;
    if (path === '/api/messages' && method === 'GET') {
      sendJson(res, 200, await outbox.list(url.searchParams.get('to') ?? undefined));
      return;
    }
    // the e-mail API a sender posts to (as to a hosted mail service): one mail per idempotency key
    if (path === '/api/messages' && method === 'POST') {
      const mail = await readJson<Partial<SentMail>>(req, 1024 * 1024);
      const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
      if (!to || !mail.subject || !mail.text || !mail.html) {
        throw new HttpError(422, { message: 'A mail needs to, subject, text and html.' });
      }
      const unsafe = unsafeHeader({ From: mail.from ?? '', To: to, Subject: mail.subject, ...mail.headers });
      if (unsafe) {
        throw new HttpError(422, {
          message: `The ${JSON.stringify(unsafe)} header holds a line break or control character.`,
        });
      }
      const key = req.headers['idempotency-key'];
      const stored = await outbox.accept(
        {
          to,
          subject: mail.subject,
          kind: 'notification',
          html: mail.html,
          text: mail.text,
          // the first link in the text is the one a person would follow
          link: /https?:\/\/\S+/.exec(mail.text)?.[0] ?? '',
          tokenHash: '',
          otp: '',
          headers: mail.headers ?? {},
        },
        typeof key === 'string' && key ? key : null,
      );
      sendJson(res, 200, { id: stored.id });
      return;
    }
    if (path === '/api/messages' && method === 'DELETE') {
      await outbox.clear();
      sendJson(res, 200, { message: 'All messages deleted' });
      return;
    }
    const apiOne = /^\/api\/messages\/([^/]+)$/.exec(path);
    if (apiOne && method === 'GET') {
      const m = (await outbox.list()).find((x) => x.id === decodeURIComponent(apiOne[1]));
      if (m) sendJson(res, 200, m);
      else sendJson(res, 404, { message: 'Message not found' });
      return;
    }
    if (path === '/' && method === 'GET') {
      const to = url.searchParams.get('to') || null;
      html(res, 200, renderOutboxPage(await outbox.list(to ?? undefined), to));
      return;
    }
    const one = /^\/messages\/([^/]+)$/.exec(path);
    if (one && method === 'GET') {
      const m = (await outbox.list()).find((x) => x.id === decodeURIComponent(one[1]));
      if (m) html(res, 200, renderMessagePage(m));
      else
        html(res, 404, '<!doctype html><title>Not found</title><p>Message not found. <a href="/">All messages</a></p>');
      return;
    }
    if (path === '/clear' && method === 'POST') {
      await outbox.clear();
      res.statusCode = 303;
      res.setHeader('location', '/');
      res.end();
      return;
    }
    sendJson(res, 404, { message: `No route for ${method} ${path}` });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const addr = server.address() as AddressInfo;
  return {
    url: `http://${host}:${addr.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// as a hosted e-mail API validates a request: a header is one line of text under a proper name
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const FIELD_NAME = /^[!-9;-~]+$/;

/** The name of the first header that could carry another header with it, or null. */
function unsafeHeader(headers: Record<string, unknown>): string | null {
  for (const [name, value] of Object.entries(headers)) {
    if (!FIELD_NAME.test(name) || typeof value !== 'string' || CONTROL.test(value)) return name;
  }
  return null;
}

function html(res: import('node:http').ServerResponse, status: number, body: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(body);
}
