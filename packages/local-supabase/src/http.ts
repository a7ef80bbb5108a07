// Small HTTP helpers shared by every surface.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * Keeps idle keep-alive sockets open longer than clients do. undici (Node's fetch) reuses an
 * idle socket for up to 4 s by default; Node's server closes it after 5 s, so on a slow machine
 * a request could be written to a socket the server was closing ("fetch failed"). The client
 * must always be the side that gives up first.
 */
export function outlastClientKeepAlive(server: Server): void {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

/** An error that already knows its HTTP answer; the server sends `body` as JSON with `status`. */
export class HttpError extends Error {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  constructor(status: number, body: unknown, headers?: Record<string, string>) {
    const message =
      body && typeof body === 'object' && 'message' in body
        ? String((body as { message: unknown }).message)
        : body && typeof body === 'object' && 'msg' in body
          ? String((body as { msg: unknown }).msg)
          : typeof body === 'string'
            ? body
            : `HTTP ${status}`;
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers?: Record<string, string>): void {
  if (res.headersSent) {
    if (!res.writableEnded) res.end();
    return;
  }
  const payload = body === undefined ? '' : JSON.stringify(body);
  res.statusCode = status;
  if (headers) for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  if (!res.hasHeader('content-type')) res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(payload));
  res.end(payload);
}

/** Reads the whole body; past `limitBytes` it stops reading and throws a 413 HttpError. */
export function readBody(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limitBytes) {
      req.resume();
      reject(tooLarge(limitBytes));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limitBytes) {
        done = true;
        chunks.length = 0;
        req.resume();
        reject(tooLarge(limitBytes));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (done) return;
      done = true;
      resolve(Buffer.concat(chunks));
    });
    req.on('error', (err) => {
      if (done) return;
      done = true;
      reject(new HttpError(400, { message: `Could not read the request body: ${err.message}` }));
    });
  });
}

function tooLarge(limitBytes: number): HttpError {
  return new HttpError(413, {
    message: `Payload too large: the limit is ${limitBytes} bytes`,
    statusCode: '413',
    error: 'Payload too large',
  });
}

/** Reads and parses a JSON body; an empty body is `{}`; malformed JSON is a 400 HttpError. */
export async function readJson<T>(req: IncomingMessage, limitBytes: number): Promise<T> {
  const buf = await readBody(req, limitBytes);
  const text = buf.toString('utf8').trim();
  if (text === '') return {} as T;
  try {
    return JSON.parse(text) as T;
  } catch (err) {
    throw new HttpError(400, {
      message: `Could not parse request body as JSON: ${(err as Error).message}`,
      code: 'bad_json',
    });
  }
}
