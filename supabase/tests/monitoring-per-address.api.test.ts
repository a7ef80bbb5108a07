// The monitoring function's limit per client address (decision 0028): the session id is the
// caller's own choice, so a flood under ever new session ids is held by the address the gateway
// saw, counted in the database. Hosted Supabase's gateway passes it in X-Forwarded-For (the
// handler is called as the edge runtime calls it); local-supabase, the gateway here, writes the
// socket's address there whatever the client sent.
import type { LocalSupabase } from '@brf/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import handler from '../functions/monitoring/handler.ts';
import { startProjectServer } from './helpers/api.ts';

let server: LocalSupabase;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ server, stop } = await startProjectServer({ sendMail: false }));
});
afterAll(async () => {
  await stop?.();
});

const LIMIT = 600;
const REFUSAL = `Too many monitoring entries from this address: at most ${LIMIT} a minute.`;

const metric = (sessionId: string) => ({
  name: 'request',
  value: 120,
  unit: 'ms',
  sessionId,
  timestamp: 1795000000000,
});

/** A metric posted through the hosted gateway, from `from` (X-Forwarded-For as the gateway writes it). */
async function postFrom(from: string, sessionId: string): Promise<Response> {
  return handler(
    new Request('https://project.supabase.co/monitoring/metric', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify(metric(sessionId)),
    }),
    { SUPABASE_URL: server.url, SUPABASE_SERVICE_ROLE_KEY: server.keys.serviceRole },
  );
}

async function storedFromSessions(prefix: string): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>(
    'select count(*)::int as n from private.monitoring_metrics where session_id like $1',
    [`${prefix}%`],
  );
  return rows[0].n;
}

async function inBatches(count: number, post: (i: number) => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from({ length: Math.min(50, count - start) }, (_, j) => post(start + j));
    statuses.push(...(await Promise.all(batch)).map((r) => r.status));
  }
  return statuses;
}

describe('the monitoring limit per client address', () => {
  it(`stores ${LIMIT} entries a minute from one address under new session ids, then answers 429`, async () => {
    const statuses = await inBatches(LIMIT, (i) => postFrom('203.0.113.7', `flood-${i}`));
    expect(statuses.filter((s) => s === 202)).toHaveLength(LIMIT);
    expect(await storedFromSessions('flood-')).toBe(LIMIT);

    const refused = await postFrom('203.0.113.7', 'flood-new');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(REFUSAL);
    // the same client behind a proxy that added its own address after it
    expect((await postFrom('203.0.113.7, 10.0.0.1', 'flood-proxied')).status).toBe(429);
    expect(await storedFromSessions('flood-')).toBe(LIMIT);

    // another address is not affected; nor is the address once the minute has passed
    expect((await postFrom('198.51.100.23', 'neighbour-1')).status).toBe(202);
    await server.db.query(
      `update private.rate_limit_events set at = at - interval '61 seconds' where action = 'monitoring_address'`,
    );
    expect((await postFrom('203.0.113.7', 'flood-later')).status).toBe(202);
  });

  it('counts an IPv6 address whatever its case, and keeps no address with the entries', async () => {
    const statuses = await inBatches(LIMIT, (i) => postFrom(i % 2 === 0 ? '2001:DB8::1' : '2001:db8::1', `six-${i}`));
    expect(statuses.filter((s) => s === 202)).toHaveLength(LIMIT);
    expect((await postFrom('2001:db8::1', 'six-new')).status).toBe(429);
    const { rows } = await server.db.query<{ columns: string[] }>(
      `select array_agg(column_name::text order by column_name) as columns from information_schema.columns
       where table_schema = 'private' and table_name = 'monitoring_metrics' and column_name like '%address%'`,
    );
    expect(rows[0].columns).toBeNull();
  });

  it("counts what local-supabase's socket saw, not an X-Forwarded-For the client wrote", async () => {
    await server.db.query(`delete from private.rate_limit_events where action = 'monitoring_address'`);
    // a client claiming a fresh address each time is still one client
    const statuses = await inBatches(LIMIT + 1, (i) =>
      fetch(`${server.url}/api/monitoring/metric`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${i % 250}` },
        body: JSON.stringify(metric(`spoof-${i}`)),
      }),
    );
    expect(statuses.filter((s) => s === 202)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
  });
});
