// Realtime delivery latency, for the benchmark: a real supabase-js client subscribes (service
// role) to a scratch table, rows are inserted straight into the database one at a time, and each
// sample is the time from issuing the INSERT (auto-committed) to the client's callback.
import { performance } from 'node:perf_hooks';
import type { Database, Keys } from '../types.ts';

export interface LatencyReport {
  samples: number[];
  p50: number;
  p95: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function measureDeliveryLatency(
  server: { url: string; keys: Keys; db: Database },
  opts: { samples?: number; timeoutMs?: number } = {},
): Promise<LatencyReport> {
  const count = opts.samples ?? 100;
  const timeoutMs = opts.timeoutMs ?? 5000;
  const { createClient } = await import('@supabase/supabase-js');
  await server.db.exec(`
    create schema if not exists _realtime_bench;
    create table if not exists _realtime_bench.pings (id bigserial primary key, n int not null);
    grant usage on schema _realtime_bench to service_role;
    grant select on _realtime_bench.pings to service_role;
    do $$ begin
      if not exists (select 1 from pg_publication_tables where pubname = 'supabase_realtime'
                     and schemaname = '_realtime_bench' and tablename = 'pings') then
        alter publication supabase_realtime add table _realtime_bench.pings;
      end if;
    end $$;
    select _realtime.sync_triggers();
  `);
  const client = createClient(server.url, server.keys.serviceRole, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const waiting = new Map<number, (t: number) => void>();
  const channel = client
    .channel('latency-bench')
    .on('postgres_changes', { event: 'INSERT', schema: '_realtime_bench', table: 'pings' }, (p) => {
      const n = (p.new as { n?: number }).n;
      if (typeof n === 'number') waiting.get(n)?.(performance.now());
    });
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('realtime subscription timed out')), timeoutMs);
      channel.subscribe((status, err) => {
        if (status === 'SUBSCRIBED') {
          clearTimeout(timer);
          resolve();
        } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
          clearTimeout(timer);
          reject(err ?? new Error(status));
        }
      });
    });
    const samples: number[] = [];
    for (let n = 0; n < count; n++) {
      const arrived = new Promise<number>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`change ${n} was not delivered within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiting.set(n, (t) => {
          clearTimeout(timer);
          resolve(t);
        });
      });
      const sent = performance.now();
      await server.db.query('insert into _realtime_bench.pings (n) values ($1)', [n]);
      samples.push((await arrived) - sent);
      waiting.delete(n);
    }
    const sorted = [...samples].sort((a, b) => a - b);
    return { samples, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
  } finally {
    await client.removeAllChannels();
    client.realtime.disconnect();
    await server.db.exec('drop schema if exists _realtime_bench cascade');
  }
}
