// The monitoring Edge Function against the real local backend: what the browser posts to
// /api/monitoring/* (the site's path) or /functions/v1/monitoring/* is validated, size-limited,
// rate-limited per session in the database and stored in private tables only the service role's
// function may write.
import { createClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '@brf/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import handler, { BODY_LIMIT_BYTES } from '../functions/monitoring/handler.ts';
import { startProjectServer } from './helpers/api.ts';

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

let server: LocalSupabase;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ server, stop } = await startProjectServer({ sendMail: false }));
});
afterAll(async () => {
  await stop?.();
});

const log = (sessionId: string, message = 'Boom') => ({
  level: 'error',
  message,
  context: { mf: 'projects' },
  sessionId,
  timestamp: '2026-11-22T01:00:00.000Z',
  url: 'http://localhost:3000/projects',
  userAgent: 'test-agent',
});
const metric = (sessionId: string, value = 1234.5) => ({
  name: 'LCP',
  value,
  unit: 'ms',
  sessionId,
  timestamp: 1795000000000,
  tags: { route: '/' },
});

function post(path: string, body: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

async function messageOf(response: Response): Promise<string> {
  return ((await response.json()) as { message: string }).message;
}

async function storedLogs(sessionId: string) {
  const { rows } = await server.db.query(
    `select level, message, context, session_id, client_timestamp, url, user_agent,
       received_at > now() - interval '1 hour' as received_now
     from private.monitoring_logs where session_id = $1 order by id`,
    [sessionId],
  );
  return rows;
}

async function storedMetrics(sessionId: string) {
  const { rows } = await server.db.query(
    `select name, value, unit, session_id, client_timestamp, tags
     from private.monitoring_metrics where session_id = $1 order by id`,
    [sessionId],
  );
  return rows;
}

describe('storing entries', () => {
  it('stores a log entry posted to the site path and answers 202', async () => {
    const response = await post('/api/monitoring/log', JSON.stringify(log('store-1')), {
      origin: 'http://localhost:3000',
    });
    expect(response.status).toBe(202);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(await response.json()).toEqual({ status: 'accepted' });
    expect(await storedLogs('store-1')).toEqual([
      {
        level: 'error',
        message: 'Boom',
        context: { mf: 'projects' },
        session_id: 'store-1',
        client_timestamp: new Date('2026-11-22T01:00:00.000Z'),
        url: 'http://localhost:3000/projects',
        user_agent: 'test-agent',
        received_now: true,
      },
    ]);
  });

  it("stores a metric posted to the function's own path as a beacon sends it (text/plain)", async () => {
    const response = await post('/functions/v1/monitoring/metric', JSON.stringify(metric('store-2')), {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(response.status).toBe(202);
    expect(await storedMetrics('store-2')).toEqual([
      {
        name: 'LCP',
        value: 1234.5,
        unit: 'ms',
        session_id: 'store-2',
        client_timestamp: new Date(1795000000000),
        tags: { route: '/' },
      },
    ]);
  });

  it("takes the spec's entries: a log's userId and error at the top, a metric's context", async () => {
    const entry = {
      level: 'error',
      message: 'Quote could not be saved',
      timestamp: '2026-11-22T01:00:00.000Z',
      userId: '2b1c0f4e-0000-4000-8000-000000000001',
      sessionId: 'spec-1',
      context: { projectId: 'p-1' },
      error: { name: 'TypeError', message: 'Failed to fetch' },
      url: 'http://localhost:3000/projects/p-1',
      userAgent: 'test-agent',
    };
    expect((await post('/api/monitoring/log', JSON.stringify(entry))).status).toBe(202);
    expect((await storedLogs('spec-1')).map((row) => row.context)).toEqual([
      { projectId: 'p-1', userId: entry.userId, error: entry.error },
    ]);
    const { tags: _, ...spoken } = metric('spec-1');
    const withContext = { ...spoken, context: { route: '/projects' } };
    expect((await post('/api/monitoring/metric', JSON.stringify(withContext))).status).toBe(202);
    expect((await storedMetrics('spec-1')).map((row) => row.tags)).toEqual([{ route: '/projects' }]);
  });

  it("takes the browser's User-Agent header when the entry names none", async () => {
    const { userAgent: _, ...entry } = log('store-3');
    const response = await post('/api/monitoring/log', JSON.stringify(entry), { 'user-agent': 'Beacon/1.0' });
    expect(response.status).toBe(202);
    expect((await storedLogs('store-3')).map((r) => r.user_agent)).toEqual(['Beacon/1.0']);
  });

  it('serves the path hosted Supabase passes (/monitoring/log), with the CORS preflight', async () => {
    const env = { SUPABASE_URL: server.url, SUPABASE_SERVICE_ROLE_KEY: server.keys.serviceRole };
    const hosted = 'https://project.supabase.co/monitoring/log';
    const preflight = await handler(
      new Request(hosted, {
        method: 'OPTIONS',
        headers: { origin: 'https://brf.example', 'access-control-request-headers': 'content-type' },
      }),
      env,
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://brf.example');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
    const response = await handler(
      new Request(hosted, { method: 'POST', body: JSON.stringify(log('hosted-1', 'from the edge')) }),
      env,
    );
    expect(response.status).toBe(202);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect((await storedLogs('hosted-1')).map((r) => r.message)).toEqual(['from the edge']);
  });

  it('answers 500 with what is missing when the environment lacks the service role', async () => {
    const response = await handler(
      new Request('https://project.supabase.co/monitoring/log', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(log('no-env')),
      }),
      { SUPABASE_URL: server.url },
    );
    expect(response.status).toBe(500);
    expect(await messageOf(response)).toBe('monitoring needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.');
  });
});

describe('refusing requests', () => {
  it('answers 400 naming each invalid field, and stores nothing', async () => {
    const response = await post(
      '/api/monitoring/log',
      JSON.stringify({ level: 'loud', message: '', sessionId: 'bad-1', timestamp: 'yesterday' }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; issues: { path: string; message: string }[] };
    expect(body.message).toMatch(/^Invalid log entry: level .+; message .+; timestamp must be an ISO date string/);
    expect(body.issues.map((i) => i.path)).toEqual(['level', 'message', 'timestamp']);
    expect(await storedLogs('bad-1')).toEqual([]);

    const unknownKey = await post('/api/monitoring/metric', JSON.stringify({ ...metric('bad-2'), extra: true }));
    expect(unknownKey.status).toBe(400);
    expect(await messageOf(unknownKey)).toMatch(/^Invalid metric: \(body\) Unrecognized key: "extra"/);

    const textValue = await post('/api/monitoring/metric', '{"name":"x","value":"1","sessionId":"s","timestamp":1}');
    expect(textValue.status).toBe(400);
    expect(await messageOf(textValue)).toMatch(/^Invalid metric: value /);
    expect(await storedMetrics('bad-2')).toEqual([]);
  });

  it('answers 400 on a body that is not JSON', async () => {
    const response = await post('/api/monitoring/metric', '{"name": "x", ');
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toMatch(/^Could not parse the body as JSON: /);
  });

  it('answers 400 when the database refuses a value the schema lets through', async () => {
    const response = await post('/api/monitoring/log', JSON.stringify(log('nul-1', 'a\u0000b')));
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toMatch(/^The entry could not be stored: /);
    expect(await storedLogs('nul-1')).toEqual([]);
  });

  it(`answers 413 past ${BODY_LIMIT_BYTES} bytes`, async () => {
    const big = JSON.stringify(log('big-1', 'x'.repeat(BODY_LIMIT_BYTES)));
    const response = await post('/api/monitoring/log', big);
    expect(response.status).toBe(413);
    expect(await messageOf(response)).toBe(`Payload too large: the limit is ${BODY_LIMIT_BYTES} bytes.`);
    // a body that declares no length is cut off while it is read
    const streamed = await handler(
      new Request('https://project.supabase.co/monitoring/log', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: new Blob([big]).stream(),
        duplex: 'half',
      } as RequestInit),
      { SUPABASE_URL: server.url, SUPABASE_SERVICE_ROLE_KEY: server.keys.serviceRole },
    );
    expect(streamed.status).toBe(413);
    expect(await storedLogs('big-1')).toEqual([]);
  });

  it('answers 415 for a content type other than JSON or plain text', async () => {
    const response = await post('/api/monitoring/log', JSON.stringify(log('type-1')), {
      'content-type': 'application/xml',
    });
    expect(response.status).toBe(415);
    expect(await messageOf(response)).toBe('Content-Type must be application/json or text/plain.');
    const form = await post('/functions/v1/monitoring/log', 'level=info', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    expect(await storedLogs('type-1')).toEqual([]);
  });

  it('answers 405 to other methods and 404 to other paths', async () => {
    const get = await fetch(`${server.url}/api/monitoring/log`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await messageOf(get)).toBe('Use POST for monitoring/log.');
    const put = await fetch(`${server.url}/functions/v1/monitoring/metric`, { method: 'PUT', body: '{}' });
    expect(put.status).toBe(405);
    const other = await post('/api/monitoring/nope', '{}');
    expect(other.status).toBe(404);
  });
});

describe('the rate limit per session', () => {
  it('accepts 120 entries a minute from one session, logs and metrics together, then answers 429', async () => {
    const session = 'burst-1';
    // concurrent, as several function instances would write: the database counts under a lock
    const statuses = await Promise.all(
      Array.from({ length: 125 }, (_, i) =>
        i % 2 === 0
          ? post('/api/monitoring/log', JSON.stringify(log(session, `entry ${i}`))).then((r) => r.status)
          : post('/api/monitoring/metric', JSON.stringify(metric(session, i))).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 202)).toHaveLength(120);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const { rows } = await server.db.query<{ n: number }>(
      `select (select count(*) from private.monitoring_logs where session_id = $1)
        + (select count(*) from private.monitoring_metrics where session_id = $1) as n`,
      [session],
    );
    expect(Number(rows[0].n)).toBe(120);

    const refused = await post('/api/monitoring/log', JSON.stringify(log(session)));
    expect(refused.status).toBe(429);
    expect(await messageOf(refused)).toBe('Too many monitoring entries from this session: at most 120 a minute.');

    const otherSession = await post('/api/monitoring/log', JSON.stringify(log('burst-2')));
    expect(otherSession.status).toBe(202);
  });

  it('counts only the last minute', async () => {
    const session = 'burst-3';
    await server.db.query(
      `insert into private.monitoring_metrics (name, value, session_id, client_timestamp, received_at)
       select 'old', g, $1, now(), now() - interval '61 seconds' from generate_series(1, 120) g`,
      [session],
    );
    const response = await post('/api/monitoring/metric', JSON.stringify(metric(session)));
    expect(response.status).toBe(202);
  });
});

describe('who may store entries', () => {
  const args = {
    p_level: 'error',
    p_message: 'forged',
    p_context: null,
    p_session_id: 'forged-1',
    p_client_timestamp: new Date().toISOString(),
    p_url: null,
    p_user_agent: null,
  };

  it('refuses the storing functions to anon and to signed-in users; only the service role may call them', async () => {
    const anon = createClient(server.url, server.keys.anon, clientOptions);
    const asAnon = await anon.rpc('record_monitoring_log', args);
    expect(asAnon.error?.code).toBe('42501');
    expect(asAnon.status).toBe(401);

    const service = createClient(server.url, server.keys.serviceRole, clientOptions);
    const email = `monitoring-${Date.now()}@example.se`;
    const created = await service.auth.admin.createUser({ email, password: 'correct-horse-1', email_confirm: true });
    expect(created.error).toBeNull();
    const user = createClient(server.url, server.keys.anon, clientOptions);
    expect((await user.auth.signInWithPassword({ email, password: 'correct-horse-1' })).error).toBeNull();
    const asUser = await user.rpc('record_monitoring_metric', {
      p_name: 'forged',
      p_value: 1,
      p_unit: null,
      p_session_id: 'forged-1',
      p_client_timestamp: new Date().toISOString(),
      p_tags: null,
    });
    expect(asUser.error?.code).toBe('42501');
    expect(asUser.status).toBe(403);
    expect(await storedLogs('forged-1')).toEqual([]);
    expect(await storedMetrics('forged-1')).toEqual([]);

    const asService = await service.rpc('record_monitoring_log', args);
    expect(asService.error).toBeNull();
    expect((await storedLogs('forged-1')).map((r) => r.message)).toEqual(['forged']);
  });

  it('keeps the tables out of reach of every API role', async () => {
    const { rows } = await server.db.query<{ role: string; can: boolean }>(
      `select r as role, has_table_privilege(r, t, 'select') or has_table_privilege(r, t, 'insert') as can
       from unnest(array['anon', 'authenticated']) r,
         unnest(array['private.monitoring_logs', 'private.monitoring_metrics']) t`,
    );
    expect(rows.filter((r) => r.can)).toEqual([]);
  });
});
