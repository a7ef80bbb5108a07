import { afterEach, describe, expect, it, vi } from 'vitest';
import { Window } from 'happy-dom';
import { getMonitoring, initMonitoring, logger, monitoredFetch, type Monitoring } from './monitoring.ts';
import { createMonitoredFetch } from './supabase-fetch.ts';

interface Sent {
  url: string;
  body: Record<string, unknown>;
}

function setup(options: { production: boolean; fetchImpl?: typeof fetch; url?: string }) {
  const win = new Window({ url: options.url ?? 'https://brf.example/projects/42?token_hash=secret#access_token=x' });
  const sent: Sent[] = [];
  const beacons: Sent[] = [];
  const transportFetch = vi.fn(
    options.fetchImpl ??
      (async (url: RequestInfo | URL, init?: RequestInit) => {
        sent.push({ url: String(url), body: JSON.parse(String(init?.body)) });
        return new Response(JSON.stringify({ status: 'accepted' }), { status: 202 });
      }),
  );
  const monitoring = initMonitoring({
    production: options.production,
    endpoint: 'http://localhost:54321/',
    window: win as unknown as globalThis.Window,
    transport: {
      fetch: transportFetch as unknown as typeof fetch,
      sendBeacon: (url, data) => {
        beacons.push({ url, body: JSON.parse(data) });
        return true;
      },
    },
    sessionId: 'session-1',
    flushDelayMs: 60_000,
  });
  return { win, monitoring, sent, beacons, transportFetch };
}

let active: Monitoring | undefined;
afterEach(() => {
  active?.dispose();
  active = undefined;
  vi.restoreAllMocks();
});

describe('logger in production', () => {
  it('POSTs each entry to /api/monitoring/log with the agreed body', async () => {
    const { monitoring, sent } = setup({ production: true });
    active = monitoring;
    vi.spyOn(console, 'info').mockImplementation(() => {});
    monitoring.setUserId('user-7');
    logger.info('Profile updated', { profileType: 'brf' });
    await monitoring.flush();

    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('http://localhost:54321/api/monitoring/log');
    const { timestamp, userAgent, ...rest } = sent[0]!.body;
    expect(rest).toEqual({
      level: 'info',
      message: 'Profile updated',
      userId: 'user-7',
      sessionId: 'session-1',
      context: { profileType: 'brf' },
      url: 'https://brf.example/projects/42',
    });
    expect(new Date(String(timestamp)).toISOString()).toBe(timestamp);
    expect(typeof userAgent).toBe('string');
  });

  it('drops debug entries and keeps one session id for the page', async () => {
    const { monitoring, sent } = setup({ production: true });
    active = monitoring;
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    logger.debug('noisy detail');
    logger.warn('slow');
    monitoring.logger.error('broken', new Error('boom'));
    await monitoring.flush();

    expect(debug).not.toHaveBeenCalled();
    expect(sent.map((entry) => entry.body.level)).toEqual(['warn', 'error']);
    expect(new Set(sent.map((entry) => entry.body.sessionId))).toEqual(new Set(['session-1']));
    expect(sent[1]!.body.error).toMatchObject({ name: 'Error', message: 'boom' });
    expect(sent[1]!.body.context).toBeUndefined();
  });

  it('sends on pagehide through sendBeacon', () => {
    const { win, monitoring, beacons, sent } = setup({ production: true });
    active = monitoring;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    logger.warn('leaving');
    win.dispatchEvent(new win.Event('pagehide'));
    expect(beacons.map((b) => [b.url, b.body.message])).toEqual([
      ['http://localhost:54321/api/monitoring/log', 'leaving'],
    ]);
    expect(sent).toEqual([]);
  });
});

describe("entries carry the spec's fields (spec/accounts.md 3)", () => {
  it("a log: level, message, timestamp, userId, sessionId, context and error on top; a metric's context", async () => {
    const { monitoring, sent } = setup({ production: true });
    active = monitoring;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    monitoring.setUserId('user-7');
    logger.error('Quote could not be saved', new TypeError('Failed to fetch'), { projectId: 'p-1' });
    monitoring.recordMetric('page_load', 812, 'ms', { route: '/projects' });
    await monitoring.flush();

    const [log, metric] = sent.map((entry) => entry.body);
    expect(log).toMatchObject({
      level: 'error',
      message: 'Quote could not be saved',
      userId: 'user-7',
      sessionId: 'session-1',
      context: { projectId: 'p-1' },
      error: { name: 'TypeError', message: 'Failed to fetch' },
    });
    expect(new Date(String(log!.timestamp)).toISOString()).toBe(log!.timestamp);
    expect(metric).toMatchObject({ name: 'page_load', value: 812, unit: 'ms', context: { route: '/projects' } });
    expect(new Date(String(metric!.timestamp)).toISOString()).toBe(metric!.timestamp);
  });

  it('a log of nobody signed in names no user', async () => {
    const { monitoring, sent } = setup({ production: true });
    active = monitoring;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    logger.warn('slow');
    await monitoring.flush();
    expect(sent[0]!.body).not.toHaveProperty('userId');
    expect(sent[0]!.body).not.toHaveProperty('error');
  });
});

describe('logger in development', () => {
  it('writes every level to the console and sends nothing', async () => {
    const { monitoring, transportFetch } = setup({ production: false });
    active = monitoring;
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    logger.debug('detail', { step: 1 });
    monitoring.recordMetric('custom', 5, 'ms');
    await monitoring.flush();
    expect(debug).toHaveBeenCalledWith('[debug] detail', { step: 1 });
    expect(transportFetch).not.toHaveBeenCalled();
  });
});

describe('unhandled errors and rejections', () => {
  it('reports both through the logger', async () => {
    const { win, monitoring, sent } = setup({ production: true });
    active = monitoring;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    win.dispatchEvent(
      new win.ErrorEvent('error', {
        message: 'boom',
        error: new Error('boom'),
        filename: 'app.js',
        lineno: 3,
        colno: 7,
      }),
    );
    const rejection = new win.Event('unhandledrejection') as unknown as { reason: unknown };
    Object.assign(rejection, { reason: new Error('lost promise') });
    win.dispatchEvent(rejection as unknown as Event as never);
    await monitoring.flush();

    expect(sent.map((entry) => entry.body.message)).toEqual([
      'Unhandled error: boom',
      'Unhandled promise rejection: lost promise',
    ]);
    expect(sent[0]!.body.context).toMatchObject({ source: 'window.onerror', filename: 'app.js', line: 3, column: 7 });
    expect(sent[0]!.body.error).toMatchObject({ name: 'Error', message: 'boom' });
    expect(sent[1]!.body.error).toMatchObject({ message: 'lost promise' });
    expect(sent.every((entry) => entry.body.level === 'error')).toBe(true);
  });
});

describe('a failed send', () => {
  it('never throws, never retries and never loops', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { monitoring } = setup({ production: true, fetchImpl: failing as unknown as typeof fetch });
    active = monitoring;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    logger.error('first');
    await expect(monitoring.flush()).resolves.toBeUndefined();
    await monitoring.flush();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[monitoring] failed to send log', expect.any(TypeError));
  });

  it('is noted when the server refuses an entry', async () => {
    const refusing = vi.fn(async () => new Response('{}', { status: 400 }));
    const { monitoring } = setup({ production: true, fetchImpl: refusing as unknown as typeof fetch });
    active = monitoring;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    logger.info('x');
    await monitoring.flush();
    expect(warn).toHaveBeenCalledWith('[monitoring] log not accepted: HTTP 400');
  });
});

describe('supabase request metrics', () => {
  it('records the response time with method, path and status, passing the response through', async () => {
    const { monitoring, sent } = setup({ production: true });
    active = monitoring;
    const original = globalThis.fetch;
    globalThis.fetch = vi.fn(async () => new Response('[]', { status: 200 })) as unknown as typeof fetch;
    try {
      const response = await monitoredFetch('http://localhost:54321/rest/v1/projects?select=*&id=eq.1', {
        method: 'get',
      });
      expect(await response.text()).toBe('[]');
    } finally {
      globalThis.fetch = original;
    }
    await monitoring.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('http://localhost:54321/api/monitoring/metric');
    const { timestamp: _t, value, ...rest } = sent[0]!.body;
    const details = { method: 'GET', path: '/rest/v1/projects', service: 'rest', status: 200, ok: true };
    expect(rest).toEqual({
      name: 'supabase_request',
      unit: 'ms',
      context: details,
      sessionId: 'session-1',
      tags: details,
    });
    expect(typeof value).toBe('number');
  });

  it('records a failure time and rethrows the error', async () => {
    const { monitoring, sent } = setup({ production: true });
    active = monitoring;
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const wrapped = createMonitoredFetch(() => monitoring.recordMetric, down as unknown as typeof fetch);
    await expect(
      wrapped('http://localhost:54321/auth/v1/token?grant_type=password', { method: 'POST' }),
    ).rejects.toThrow('Failed to fetch');
    await monitoring.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.name).toBe('supabase_request_failure');
    expect(sent[0]!.body.context).toEqual(sent[0]!.body.tags);
    expect(sent[0]!.body.tags).toEqual({
      method: 'POST',
      path: '/auth/v1/token',
      service: 'auth',
      error: 'TypeError: Failed to fetch',
    });
  });
});

describe('initMonitoring', () => {
  it('runs once per page: a second call returns the same monitor', () => {
    const { monitoring } = setup({ production: false });
    active = monitoring;
    expect(initMonitoring({ production: true })).toBe(monitoring);
    expect(getMonitoring()).toBe(monitoring);
    monitoring.dispose();
    expect(getMonitoring()).toBeUndefined();
    active = undefined;
  });

  it('caps the queue so an error storm cannot flood the backend', async () => {
    const win = new Window({ url: 'https://brf.example/' });
    const sent: string[] = [];
    const monitoring = initMonitoring({
      production: true,
      window: win as unknown as globalThis.Window,
      transport: {
        fetch: (async (url: string) => {
          sent.push(url);
          return new Response('{}', { status: 202 });
        }) as unknown as typeof fetch,
      },
      maxQueue: 3,
      flushDelayMs: 60_000,
    });
    active = monitoring;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (let i = 0; i < 5; i += 1) logger.warn(`w${i}`);
    await monitoring.flush();
    expect(sent).toEqual(['/api/monitoring/log', '/api/monitoring/log', '/api/monitoring/log']);
    expect(warn).toHaveBeenCalledWith('[monitoring] queue full, dropped 2 entries');
  });
});
