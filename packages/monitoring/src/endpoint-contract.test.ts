import { afterEach, describe, expect, it, vi } from 'vitest';
import { Window } from 'happy-dom';
// The monitoring Edge Function's own schemas for the two endpoints (strict: unknown keys are refused).
import { LogEntry, Metric } from '../../../supabase/functions/monitoring/schema.ts';
import { initMonitoring, logger, type Monitoring } from './monitoring.ts';
import { createMonitoredFetch } from './supabase-fetch.ts';

let active: Monitoring | undefined;
afterEach(() => {
  active?.dispose();
  vi.restoreAllMocks();
});

describe('what the client sends is what the endpoints accept', () => {
  it('log entries and metrics pass the backend schemas', async () => {
    const win = new Window({ url: 'https://brf.example/verify-email?token_hash=abc#access_token=x' });
    const bodies: Array<{ url: string; body: unknown }> = [];
    active = initMonitoring({
      production: true,
      window: win as unknown as globalThis.Window,
      transport: {
        fetch: (async (url: string, init: RequestInit) => {
          bodies.push({ url, body: JSON.parse(String(init.body)) });
          return new Response('{}', { status: 202 });
        }) as unknown as typeof fetch,
      },
      flushDelayMs: 60_000,
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    active.setUserId('2b1c0f4e-0000-4000-8000-000000000001');
    const circular: Record<string, unknown> = { a: 1 };
    circular.self = circular;
    logger.info('plain');
    logger.warn('with context', { count: 3, nested: { deep: [1, 2] }, circular });
    logger.error('with error', new Error('boom'));
    logger.error('x'.repeat(9000));
    active.recordMetric('page_load', 812, 'ms');
    active.recordMetric('custom', 1, undefined, { long: 'y'.repeat(900), flag: true, skipped: undefined });
    const wrapped = createMonitoredFetch(
      () => active!.recordMetric,
      (async () => new Response('', { status: 201 })) as unknown as typeof fetch,
    );
    await wrapped('http://localhost:54321/storage/v1/object/logos/brf/logo_u_1.png', { method: 'POST' });
    await active.flush();

    expect(bodies).toHaveLength(7);
    for (const { url, body } of bodies) {
      const schema = url.endsWith('/api/monitoring/log') ? LogEntry : Metric;
      const result = schema.safeParse(body);
      expect(result.success, `${url} ${JSON.stringify(result.error?.issues)}`).toBe(true);
    }
  });
});
