// Malformed storage requests get storage's JSON error, never a crash or a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server.ts';

let t: TestServer;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await startTestServer();
  headers = { apikey: t.keys.serviceRole, authorization: `Bearer ${t.keys.serviceRole}` };
  expect((await t.serviceClient().storage.createBucket('b')).error).toBeNull();
});

afterAll(async () => {
  await t?.stop();
});

async function call(method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${t.url}/storage/v1${path}`, {
    method,
    headers: { ...headers, ...init.headers },
    body: init.body,
  });
  return { status: res.status, body: await res.json() };
}

describe('malformed storage requests', () => {
  it('answers bad JSON, bad bodies and bad names with 400 and a storage error', async () => {
    const cases = [
      await call('POST', '/object/list/b', { body: '{not json', headers: { 'content-type': 'application/json' } }),
      await call('POST', '/object/list/b', { body: '[1,2]', headers: { 'content-type': 'application/json' } }),
      await call('POST', '/object/list/b', { body: '{"limit":-1}', headers: { 'content-type': 'application/json' } }),
      await call('POST', '/object/list/b', {
        body: '{"sortBy":{"column":"id; drop table x"}}',
        headers: { 'content-type': 'application/json' },
      }),
      await call('DELETE', '/object/b', { body: '{"prefixes":"a"}', headers: { 'content-type': 'application/json' } }),
      await call('POST', '/object/sign/b/a.txt', {
        body: '{"expiresIn":"soon"}',
        headers: { 'content-type': 'application/json' },
      }),
      await call('POST', '/bucket', { body: '{"name":"../etc"}', headers: { 'content-type': 'application/json' } }),
      await call('POST', '/bucket', {
        body: '{"name":"x","file_size_limit":"lots"}',
        headers: { 'content-type': 'application/json' },
      }),
      await call('POST', '/object/b/a%ZZ.txt', { body: 'x', headers: { 'content-type': 'text/plain' } }),
      await call('POST', '/object/b/a.txt', {
        body: '--x\r\nbroken',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      }),
      await call('POST', '/object/b/a.txt', { body: 'x', headers: { 'content-type': 'multipart/form-data' } }),
    ];
    for (const c of cases) {
      expect(c.status).toBe(400);
      expect(c.body).toEqual({
        statusCode: expect.any(String),
        code: expect.any(String),
        error: expect.any(String),
        message: expect.any(String),
      });
    }
    expect(cases[0].body.statusCode).toBe('400');
    expect(cases[6].body).toMatchObject({ code: 'InvalidBucketName', message: 'Bucket name invalid' });
  });

  it('answers unknown routes with a 400 carrying statusCode 404', async () => {
    const res = await call('GET', '/nothing/here');
    expect(res).toEqual({
      status: 400,
      body: { statusCode: '404', code: 'NotFound', error: 'Not Found', message: 'Route not found' },
    });
  });

  it('answers an expired user token with InvalidJWT', async () => {
    const { signJwt } = await import('../src/jwt.ts');
    const token = await signJwt(
      { role: 'authenticated', sub: crypto.randomUUID(), exp: Math.floor(Date.now() / 1000) - 10 },
      t.keys.jwtSecret,
    );
    const res = await call('POST', '/object/list/b', {
      body: '{}',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(res).toEqual({
      status: 400,
      body: {
        statusCode: '400',
        code: 'InvalidJWT',
        error: 'InvalidJWT',
        message: '"exp" claim timestamp check failed',
      },
    });
  });

  it('refuses a NUL byte in a bucket name or key before it reaches Postgres, without logging an error', async () => {
    const invalidBucket = {
      status: 400,
      body: { statusCode: '400', code: 'InvalidBucketName', error: 'Invalid Input', message: 'Bucket name invalid' },
    };
    const logged: string[] = [];
    const log = t.ctx.log;
    t.ctx.log = (level, msg, extra) => {
      if (level === 'error') logged.push(msg);
      log(level, msg, extra);
    };
    expect(
      await call('PUT', '/bucket/%00', { body: '{"public":true}', headers: { 'content-type': 'application/json' } }),
    ).toEqual(invalidBucket);
    expect(await call('GET', '/bucket/%00')).toEqual(invalidBucket);
    expect(await call('GET', '/object/%00/a.txt')).toEqual(invalidBucket);
    expect(await call('POST', '/object/%00/a.txt', { body: 'x', headers: { 'content-type': 'text/plain' } })).toEqual(
      invalidBucket,
    );
    expect(await call('PUT', '/object/b/%00x', { body: 'x', headers: { 'content-type': 'text/plain' } })).toEqual({
      status: 400,
      body: { statusCode: '400', code: 'InvalidKey', error: 'InvalidKey', message: 'Invalid key: \u0000x' },
    });
    const { data, error } = await t.serviceClient().storage.from('b').upload('a\u0000.txt', 'x');
    expect(data).toBeNull();
    expect(error?.message).toBe('Invalid key: a\u0000.txt');
    t.ctx.log = log;
    expect(logged).toEqual([]);
  });
});
