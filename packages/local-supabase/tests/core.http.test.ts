import { Agent, request, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveCaller, callerFromToken } from '../src/caller.ts';
import { signJwt } from '../src/jwt.ts';
import { ALLOWED_HEADERS } from '../src/server.ts';
import { DEMO_ANON_KEY, DEMO_PUBLISHABLE_KEY, DEMO_SECRET_KEY, DEMO_SERVICE_ROLE_KEY, makeKeys } from '../src/keys.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

function req(headers: Record<string, string>, url = '/rest/v1/todos'): IncomingMessage {
  return { headers, url } as unknown as IncomingMessage;
}

describe('API keys and callers', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('uses the Supabase CLI demo keys for the default secret', () => {
    expect(t.keys).toEqual({
      jwtSecret: 'super-secret-jwt-token-with-at-least-32-characters-long',
      anon: DEMO_ANON_KEY,
      serviceRole: DEMO_SERVICE_ROLE_KEY,
      publishable: DEMO_PUBLISHABLE_KEY,
      secret: DEMO_SECRET_KEY,
    });
  });

  it('mints other keys for another secret, and those keys do not pass with the demo secret', async () => {
    const other = await makeKeys('another-secret-that-is-at-least-32-characters');
    expect(other.anon).not.toBe(DEMO_ANON_KEY);
    expect(other.publishable).toMatch(/^sb_publishable_[A-Za-z0-9_-]{31}$/);
    expect(other.secret).toMatch(/^sb_secret_[A-Za-z0-9_-]{31}$/);
    await expect(resolveCaller(req({ apikey: other.anon }), t.ctx)).rejects.toMatchObject({
      status: 401,
      reason: 'invalid_apikey',
      body: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
    });
  });

  it('accepts the anon, service_role, publishable and secret keys', async () => {
    expect((await resolveCaller(req({ apikey: t.keys.anon }), t.ctx)).role).toBe('anon');
    expect(
      (await resolveCaller(req({ apikey: t.keys.serviceRole, authorization: `Bearer ${t.keys.serviceRole}` }), t.ctx))
        .role,
    ).toBe('service_role');
    expect(
      (await resolveCaller(req({ apikey: t.keys.publishable, authorization: `Bearer ${t.keys.publishable}` }), t.ctx))
        .role,
    ).toBe('anon');
    expect(
      (await resolveCaller(req({ apikey: t.keys.secret, authorization: `Bearer ${t.keys.secret}` }), t.ctx)).role,
    ).toBe('service_role');
    expect((await resolveCaller(req({}, `/realtime/v1/websocket?apikey=${t.keys.anon}&vsn=2.0.0`), t.ctx)).role).toBe(
      'anon',
    );
  });

  it('lets a user JWT in Authorization decide the role', async () => {
    const token = await signJwt(
      { role: 'authenticated', sub: 'b1c7d0a4-8f5e-4c3e-9d58-2a0f1e6b7c11', aud: 'authenticated' },
      t.keys.jwtSecret,
      3600,
    );
    const caller = await resolveCaller(req({ apikey: t.keys.anon, authorization: `Bearer ${token}` }), t.ctx);
    expect(caller.role).toBe('authenticated');
    expect(caller.claims.sub).toBe('b1c7d0a4-8f5e-4c3e-9d58-2a0f1e6b7c11');
    expect(caller.token).toBe(token);
  });

  it('rejects a missing or unknown apikey', async () => {
    await expect(resolveCaller(req({}), t.ctx)).rejects.toMatchObject({
      status: 401,
      reason: 'no_apikey',
      body: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
    });
    await expect(resolveCaller(req({ apikey: 'sb_publishable_nope' }), t.ctx)).rejects.toMatchObject({
      status: 401,
      reason: 'invalid_apikey',
    });
    await expect(resolveCaller(req({ apikey: 'not a key' }), t.ctx)).rejects.toMatchObject({
      status: 401,
      reason: 'invalid_apikey',
    });
  });

  it('rejects expired, forged and malformed bearer tokens with PostgREST-style bodies', async () => {
    const expired = await signJwt(
      { role: 'authenticated', sub: 'x', exp: Math.floor(Date.now() / 1000) - 10 },
      t.keys.jwtSecret,
    );
    await expect(
      resolveCaller(req({ apikey: t.keys.anon, authorization: `Bearer ${expired}` }), t.ctx),
    ).rejects.toMatchObject({
      status: 401,
      reason: 'expired',
      body: { code: 'PGRST303', details: null, hint: null, message: 'JWT expired' },
    });
    const forged = await signJwt({ role: 'service_role' }, 'a-different-secret-of-at-least-32-characters');
    await expect(
      resolveCaller(req({ apikey: t.keys.anon, authorization: `Bearer ${forged}` }), t.ctx),
    ).rejects.toMatchObject({
      status: 401,
      reason: 'bad_jwt',
      body: { code: 'PGRST301', message: 'invalid JWT: signature is invalid' },
    });
    await expect(
      resolveCaller(req({ apikey: t.keys.anon, authorization: 'Bearer abc.def' }), t.ctx),
    ).rejects.toMatchObject({
      status: 401,
      reason: 'bad_jwt',
    });
    await expect(
      resolveCaller(req({ apikey: t.keys.anon, authorization: 'Basic dXNlcjpwYXNz' }), t.ctx),
    ).rejects.toMatchObject({
      status: 401,
      body: { code: 'PGRST301', message: 'invalid JWT: Authorization header is not "Bearer <token>"' },
    });
    const wrongRole = await signJwt({ role: 'postgres' }, t.keys.jwtSecret);
    await expect(callerFromToken(wrongRole, t.ctx)).rejects.toMatchObject({ status: 401, reason: 'bad_role' });
  });
});

describe('HTTP server', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('answers CORS preflights for every surface, reflecting the requested headers', async () => {
    for (const path of [
      '/rest/v1/todos',
      '/auth/v1/token?grant_type=password',
      '/storage/v1/object/avatars/a.png',
      '/api/monitoring/log',
    ]) {
      const res = await fetch(`${t.url}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:3000',
          'access-control-request-method': 'POST',
          'access-control-request-headers':
            'authorization, apikey, content-type, x-client-info, x-supabase-api-version, prefer',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
      expect(res.headers.get('access-control-allow-headers')).toBe(
        'authorization, apikey, content-type, x-client-info, x-supabase-api-version, prefer',
      );
      expect(res.headers.get('access-control-allow-methods')).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    }
  });

  it('lists the Supabase headers when the preflight names none', async () => {
    const res = await fetch(`${t.url}/rest/v1/todos`, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')!.split(', ')).toEqual(ALLOWED_HEADERS);
  });

  it('exposes Content-Range and X-Supabase-Api-Version on every response, errors included', async () => {
    const res = await fetch(`${t.url}/nowhere`, { headers: { origin: 'http://localhost:3000' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'no Route matched with those values' });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');
    expect(res.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
  });

  it('answers a health check', async () => {
    const res = await fetch(`${t.url}/_local/health`);
    expect(await res.json()).toEqual({ status: 'ok', database: t.db.kind });
  });

  it('keeps idle sockets longer than fetch does, on the API and the outbox', async () => {
    for (const url of [`${t.url}/_local/health`, `${t.outboxUrl}/api/messages`]) {
      const res = await fetch(url);
      await res.arrayBuffer();
      expect(res.headers.get('keep-alive')).toBe('timeout=65');
    }
  });

  it('keeps a connection open after a HEAD for a keep-alive client (fetch closes after every HEAD)', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string) =>
      new Promise<{ port: number | undefined; status: number; connection: string | undefined; body: string }>(
        (resolve, reject) => {
          const r = request(
            `${t.url}/rest/v1/todos?select=*`,
            { method, agent, headers: { apikey: t.keys.anon, prefer: 'count=exact' } },
            (res) => {
              let body = '';
              res.on('data', (d: Buffer) => (body += d.toString()));
              // the agent takes the socket back on the next tick after the response ends
              res.on('end', () =>
                setImmediate(() =>
                  resolve({
                    port: res.socket?.localPort,
                    status: res.statusCode!,
                    connection: res.headers.connection,
                    body,
                  }),
                ),
              );
            },
          );
          r.on('error', reject);
          r.end();
        },
      );
    try {
      const head = await send('HEAD');
      const again = await send('HEAD');
      const get = await send('GET');
      expect(head).toMatchObject({ status: 200, connection: 'keep-alive', body: '' });
      expect(again.port).toBe(head.port);
      expect(get.port).toBe(head.port);
    } finally {
      agent.destroy();
    }
  });
});
