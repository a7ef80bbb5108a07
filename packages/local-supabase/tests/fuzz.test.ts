// 1,000 malformed requests across every surface: no 5xx without a JSON body, and the server
// keeps answering. Deterministic (seeded) so a failure can be replayed.
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signJwt } from '../src/jwt.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Probe {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer | string;
}

interface Answer {
  probe: Probe;
  status: number;
  contentType: string;
  body: string;
}

/** Bytes that are not HTTP at all, straight onto a socket; resolves with whatever comes back. */
function sendRaw(base: URL, bytes: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(Number(base.port), base.hostname, () => socket.end(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', () => undefined);
  });
}

function send(base: URL, p: Probe): Promise<Answer> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        method: p.method,
        path: p.path.replace(/ /g, '%20'),
        headers: p.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            probe: p,
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', (err) =>
          resolve({ probe: p, status: 0, contentType: '', body: `client error: ${err.message}` }),
        );
      },
    );
    req.on('error', (err) => resolve({ probe: p, status: 0, contentType: '', body: `client error: ${err.message}` }));
    if (p.body !== undefined) req.write(p.body);
    req.end();
  });
}

const JUNK = [
  '(',
  ')',
  '((',
  ',',
  '.',
  '..',
  '!',
  '!inner',
  '*',
  '%',
  '%25',
  '%00',
  '%ZZ',
  '%E0%A4%A',
  '%FF%FE',
  '"',
  '%22',
  "'",
  '\\',
  'eq.',
  'in.(',
  'in.(1,2',
  'or=(',
  'and=(a.eq.1',
  'not.',
  'is.maybe',
  'cs.{',
  'ov.{1,',
  'like.*',
  'select=',
  ';drop table todos',
  '%3Bselect%20pg_sleep(10)',
  '::text',
  '->>',
  '->',
  'limit=-1',
  'offset=abc',
  'order=.desc',
  'order=id.sideways',
  '%F0%9F%92%A9',
  '&&&',
  '==',
  '=',
  'count',
  'x'.repeat(300),
  '1e309',
  '-0',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '%7B%7D',
  '%5B',
];
const REST_PATHS = [
  '/rest/v1/todos',
  '/rest/v1/books',
  '/rest/v1/authors',
  '/rest/v1/nope',
  '/rest/v1/rpc/nope',
  '/rest/v1/',
  '/rest/v1/todos/1',
  '/rest/v1/pg_catalog.pg_class',
];
const REST_KEYS = ['select', 'id', 'title', 'or', 'and', 'order', 'limit', 'author_id', 'books'];
const AUTH_PATHS = [
  '/auth/v1/signup',
  '/auth/v1/token?grant_type=password',
  '/auth/v1/token?grant_type=refresh_token',
  '/auth/v1/token?grant_type=%00',
  '/auth/v1/token',
  '/auth/v1/user',
  '/auth/v1/verify',
  '/auth/v1/verify?token=%ZZ&type=signup',
  '/auth/v1/recover',
  '/auth/v1/resend',
  '/auth/v1/logout?scope=everything',
  '/auth/v1/factors',
  '/auth/v1/factors/not-a-uuid/verify',
  '/auth/v1/factors/00000000-0000-0000-0000-000000000000/challenge',
  '/auth/v1/admin/users',
  '/auth/v1/admin/users/%00',
  '/auth/v1/admin/generate_link',
  '/auth/v1/otp',
  '/auth/v1/settings',
];
const STORAGE_PATHS = [
  '/storage/v1/bucket',
  '/storage/v1/bucket/%00',
  '/storage/v1/object/avatars/a.png',
  '/storage/v1/object/list/avatars',
  '/storage/v1/object/sign/avatars/a.png',
  '/storage/v1/object/public/avatars/..%2F..%2Fetc%2Fpasswd',
  '/storage/v1/object/sign/avatars/a.png?token=abc.def.ghi',
  '/storage/v1/object/avatars',
  '/storage/v1/object/info/avatars/%E0%A4%A',
  '/storage/v1/object/move',
  '/storage/v1/object/copy',
  '/storage/v1/object/authenticated/x/y',
];
const OTHER_PATHS = [
  '/api/monitoring/log',
  '/api/monitoring/metric',
  '/api/monitoring/',
  '/',
  '/realtime/v1/websocket',
  '/%00',
  '/auth',
  '/rest',
  '/storage/v1',
];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'POST', 'POST', 'GET'];
const BAD_JSON = [
  '{',
  '{"email":',
  '[1,2',
  '"just a string',
  'nul',
  '{"email": "a@b.c", "password": }',
  '\u0000\u0001\u0002',
  '{"a":1}{"b":2}',
  '{"email": 12, "password": ["x"]}',
  '{"__proto__": {"polluted": true}}',
  '{"data": {"a": {"b": {"c": {"d": 1}}}}}',
  '[]',
  '[{"title": null}]',
  '{"title": "x", "user_id": "not-a-uuid"}',
  '{"factor_type": "sms"}',
  '{"code": 123456}',
  '{"name": "", "public": "yes"}',
  '1e999',
  '{"level":1}',
  JSON.stringify({ deep: JSON.parse('['.repeat(200) + ']'.repeat(200)) }),
];

describe('fuzz: malformed requests on every surface', () => {
  let t: TestServer;
  let badTokens: string[];
  beforeAll(async () => {
    t = await startTestServer();
    badTokens = [
      'garbage',
      'a.b.c',
      'eyJhbGciOiJub25lIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.',
      await signJwt({ role: 'service_role' }, 'not-the-secret-not-the-secret-not-the-secret'),
      await signJwt({ role: 'authenticated', sub: 'x', exp: 1 }, t.keys.jwtSecret),
      await signJwt({ role: 'authenticated', sub: 'not-a-uuid' }, t.keys.jwtSecret, 3600),
      await signJwt({ role: 'authenticated' }, t.keys.jwtSecret, 3600),
      await signJwt({ role: 'postgres' }, t.keys.jwtSecret, 3600),
      await signJwt({ role: 'nope' }, t.keys.jwtSecret, 3600),
      'sb_secret_wrong',
      t.keys.anon.slice(0, -3),
      `${t.keys.anon}.extra`,
    ];
  });
  afterAll(async () => {
    await t?.stop();
  });

  function probes(count: number, rand: () => number): Probe[] {
    const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)];
    const out: Probe[] = [];
    for (let i = 0; i < count; i++) {
      const kind = i % 8;
      const headers: Record<string, string> = {};
      const keyRoll = rand();
      if (keyRoll < 0.8) headers.apikey = t.keys.anon;
      else if (keyRoll < 0.9) headers.apikey = pick(badTokens);
      if (rand() < 0.4)
        headers.authorization =
          rand() < 0.8
            ? `Bearer ${pick(badTokens)}`
            : pick(['Bearer', 'Basic abc', 'bearer  ', `Bearer ${t.keys.serviceRole}`]);
      let method = pick(METHODS);
      let path: string;
      let body: Buffer | string | undefined;
      switch (kind) {
        case 0:
        case 1: {
          path =
            `${pick(REST_PATHS)}?${pick(REST_KEYS)}=${pick(JUNK)}` +
            (rand() < 0.5 ? `&${pick(JUNK)}=${pick(JUNK)}` : '');
          if (rand() < 0.3)
            headers.prefer = pick([
              'return=representation,count=exact',
              'resolution=sideways',
              'count=%',
              'return=',
              'tx=rollback,max-affected=-1',
            ]);
          if (rand() < 0.2) headers['accept-profile'] = pick(['auth', 'pg_catalog', '', 'public"']);
          if (rand() < 0.2)
            headers.accept = pick(['application/vnd.pgrst.object+json', 'text/csv', 'application/xml', '*/*;q=abc']);
          if (rand() < 0.2) headers.range = pick(['0-', 'a-b', '5-1', '-1']);
          if (method !== 'GET' && method !== 'DELETE') {
            headers['content-type'] = 'application/json';
            body = pick(BAD_JSON);
          }
          break;
        }
        case 2:
        case 3: {
          path = pick(AUTH_PATHS);
          method = pick(['POST', 'POST', 'PUT', 'GET', 'DELETE']);
          headers['content-type'] = pick([
            'application/json',
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
          ]);
          if (rand() < 0.3) headers['x-supabase-api-version'] = pick(['2024-01-01', 'yesterday', '']);
          body = pick(BAD_JSON);
          break;
        }
        case 4: {
          path = pick(STORAGE_PATHS);
          method = pick(['POST', 'PUT', 'GET', 'DELETE', 'POST']);
          const roll = rand();
          if (roll < 0.4) {
            headers['content-type'] =
              `multipart/form-data; boundary=${pick(['xyz', '', '"unterminated', '-'.repeat(80)])}`;
            body = pick([
              '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nPNG', // never closed
              '--xyz--',
              'not multipart at all',
              '--xyz\r\nContent-Disposition: form-data\r\n\r\n\r\n--xyz--\r\n',
              '--xyz\r\n\r\n\r\n--xyz\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n' +
                'x'.repeat(5000) +
                '\r\n--xyz--\r\n',
            ]);
          } else if (roll < 0.7) {
            headers['content-type'] = 'application/json';
            body = pick(BAD_JSON);
          } else {
            headers['content-type'] = pick(['image/png', 'application/octet-stream', '']);
            headers['x-upsert'] = pick(['true', 'maybe', '']);
            body = Buffer.from(Array.from({ length: 64 }, () => Math.floor(rand() * 256)));
          }
          break;
        }
        case 5: {
          path = pick(OTHER_PATHS);
          headers['content-type'] = pick(['application/json', 'text/plain', 'application/xml']);
          body = method === 'GET' ? undefined : pick(BAD_JSON);
          break;
        }
        case 6: {
          // Oversized bodies everywhere (over the 1 MiB JSON limit; /api/monitoring goes to the project's function).
          path = pick([
            ...REST_PATHS.slice(0, 2),
            '/auth/v1/signup',
            '/auth/v1/token?grant_type=password',
            '/api/monitoring/log',
            '/storage/v1/bucket',
          ]);
          method = 'POST';
          headers['content-type'] = 'application/json';
          body = `{"title": "${'x'.repeat(rand() < 0.5 ? 70_000 : 1_200_000)}"}`;
          break;
        }
        default: {
          const anyPath = pick([...REST_PATHS, ...AUTH_PATHS, ...STORAGE_PATHS]);
          path = `${anyPath}${pick(JUNK)}${pick(['', '/', '?', '#', '?a=%'])}`;
          headers['content-type'] = 'application/json';
          if (method !== 'GET') body = pick(BAD_JSON);
        }
      }
      if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
      out.push({ method, path, headers, body });
    }
    return out;
  }

  it('answers 940 bad HTTP requests, 10 non-HTTP streams without a bare 5xx; survives 50 junk ws frames', async () => {
    const base = new URL(t.url);
    const rand = prng(20261122);
    const raw = await Promise.all(
      [
        'GARBAGE\r\n\r\n',
        'GET /rest/v1/todos HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
        `GET /rest/v1/todos HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        'GET / HTTP/9.9\r\n\r\n',
        '\u0000\u0001\u0002\u0003',
        'POST /rest/v1/todos HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
        'GET /rest/v1/todos HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
        'GET /rest/v1/todos HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello',
        'GET http://[::1 HTTP/1.1\r\n\r\n',
        'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n',
      ].map((bytes) => sendRaw(base, bytes)),
    );
    for (const answer of raw) {
      if (/^HTTP\/1\.1 5/.test(answer)) expect(answer).toMatch(/content-type: application\/json/i);
    }
    expect(raw.filter((a) => a.startsWith('HTTP/1.1 400 Bad Request')).length).toBeGreaterThan(5);
    const all = probes(940, rand);
    const answers: Answer[] = [];
    for (let i = 0; i < all.length; i += 10) {
      answers.push(...(await Promise.all(all.slice(i, i + 10).map((p) => send(base, p)))));
    }
    const bare5xx = answers
      .filter((a) => a.status >= 500)
      .filter((a) => {
        if (a.probe.method === 'HEAD') return !/json/.test(a.contentType);
        try {
          const parsed = JSON.parse(a.body) as unknown;
          return typeof parsed !== 'object' || parsed === null;
        } catch {
          return true;
        }
      })
      .map((a) => `${a.probe.method} ${a.probe.path} -> ${a.status} ${a.body.slice(0, 200)}`);
    expect(bare5xx).toEqual([]);
    expect(
      answers
        .filter((a) => a.status === 0)
        .map(
          (a) =>
            `${a.probe.method} ${a.probe.path} (${JSON.stringify(a.probe.headers).slice(0, 300)}) ` +
            `${String(a.probe.body).slice(0, 80)} -> ${a.body}`,
        ),
    ).toEqual([]);

    // Websocket: garbage frames on a realtime connection.
    const frames: (string | Buffer)[] = [
      'not json',
      '[1,2',
      '{"topic":}',
      '[null,null,"realtime:x","phx_join",{"config":"nope"}]',
      '{"event":"phx_join"}',
      '["1","1","realtime:public","phx_join",' +
        '{"config":{"postgres_changes":[{"event":"*","schema":"public","table":"nope","filter":"id=eq."}]}}]',
      '["1","2","realtime:x","access_token",{"access_token":"garbage"}]',
      '["1","3","phoenix","heartbeat",{}]',
      JSON.stringify(['1', '4', 'realtime:x', 'x'.repeat(10_000), {}]),
    ];
    let sentFrames = 0;
    for (let c = 0; c < 5; c++) {
      const ws = new WebSocket(
        `${t.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${t.keys.anon}&vsn=${c % 2 ? '1.0.0' : '2.0.0'}`,
      );
      const closed = new Promise<void>((resolve) => {
        ws.on('close', () => resolve());
        ws.on('error', () => resolve());
      });
      await new Promise<void>((resolve) => {
        ws.on('open', () => resolve());
        ws.on('error', () => resolve());
      });
      for (let f = 0; f < 10; f++) {
        const frame =
          f === 9
            ? Buffer.from(Array.from({ length: 256 }, () => Math.floor(rand() * 256)))
            : frames[Math.floor(rand() * frames.length)];
        if (ws.readyState === WebSocket.OPEN) ws.send(frame);
        sentFrames++;
      }
      await new Promise((r) => setTimeout(r, 50));
      ws.terminate();
      await closed;
    }
    expect(sentFrames).toBe(50);

    // Still alive and still correct.
    const health = await fetch(`${t.url}/_local/health`);
    expect(health.status).toBe(200);
    const { data, error } = await t.anonClient().from('authors').select('id, name');
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});
