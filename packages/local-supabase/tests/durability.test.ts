// Kill -9 during a write burst, restart: every acknowledged write is there and the database is consistent.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, makeProjectRoot, startOnDataDir } from './helpers/server.ts';

const SCHEMA = `
create extension if not exists amcheck;
create table public.burst_batches (id int primary key, rows int not null);
create table public.burst (batch_id int not null references public.burst_batches (id), n int not null,
  payload text not null, primary key (batch_id, n));
create index burst_payload_idx on public.burst (payload);
create table public.acknowledged (n int primary key);`;

const dirs: string[] = [];
const children: { kill(signal: NodeJS.Signals): boolean }[] = [];
const drops: (() => Promise<void> | undefined)[] = [];
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  for (const d of drops) await d();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

// On PGlite this is the data directory's durability; with DATABASE_URL the same kill is aimed
// at the Node process in front of a PostgreSQL server (a scratch database on it).
describe('durability', () => {
  it('keeps every acknowledged write after SIGKILL during a burst, and the database stays consistent', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ls-durable-'));
    const projectRoot = makeProjectRoot([SCHEMA]);
    dirs.push(dataDir, projectRoot);
    const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : null;
    drops.push(() => scratch?.drop());

    const child = spawn(
      process.execPath,
      [new URL('./helpers/durable-child.ts', import.meta.url).pathname, dataDir, projectRoot],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, DATABASE_URL: scratch?.url ?? '' },
      },
    );
    children.push(child);
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );
    let url = '';
    let serviceRole = '';
    let lastBatch = 0;
    const acknowledged: number[] = [];
    const lines = createInterface({ input: child.stdout! });
    const ready = new Promise<void>((resolve, reject) => {
      child.on('exit', () => reject(new Error('child exited before it was ready')));
      lines.on('line', (line) => {
        if (line.startsWith('{')) {
          ({ url, serviceRole } = JSON.parse(line) as { url: string; serviceRole: string });
          resolve();
        } else if (line.startsWith('committed ')) lastBatch = Number(line.slice(10));
      });
    });
    await ready;

    // HTTP writes run concurrently with the burst; a 201 means the row was committed.
    let sent = 0;
    const writer = (async () => {
      for (;;) {
        const i = ++sent;
        try {
          const res = await fetch(`${url}/rest/v1/acknowledged`, {
            method: 'POST',
            headers: {
              apikey: serviceRole,
              authorization: `Bearer ${serviceRole}`,
              'content-type': 'application/json',
              prefer: 'return=minimal',
            },
            body: JSON.stringify({ n: i }),
          });
          if (res.status === 201) acknowledged.push(i);
        } catch {
          return; // the process is gone
        }
      }
    })();

    while (lastBatch < 25 || acknowledged.length < 15) await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    await writer;
    const committedBeforeKill = lastBatch;

    const server = await startOnDataDir(dataDir, projectRoot, scratch?.url ?? null);
    try {
      const batches = await server.db.query<{ id: number; rows: number; actual: number }>(
        `select b.id, b.rows, (select count(*)::int from public.burst r where r.batch_id = b.id) as actual
         from public.burst_batches b order by b.id`,
      );
      const ids = batches.rows.map((b) => b.id);
      // Every acknowledged batch is there, numbered without gaps, each complete (transactions are atomic).
      expect(ids.length).toBeGreaterThanOrEqual(committedBeforeKill);
      expect(ids).toEqual(Array.from({ length: ids.length }, (_, i) => i + 1));
      expect(batches.rows.filter((b) => b.actual !== b.rows)).toEqual([]);

      const written = await server.db.query<{ n: number }>(`select n from public.acknowledged`);
      const stored = new Set(written.rows.map((m) => m.n));
      expect(acknowledged.filter((i) => !stored.has(i))).toEqual([]);

      // Indexes agree with the heap.
      const checked = await server.db.query<{ n: number }>(
        `select count(bt_index_check(c.oid, true))::int as n from pg_index i join pg_class c on c.oid = i.indexrelid
         join pg_am a on a.oid = c.relam where a.amname = 'btree' and c.relnamespace = 'public'::regnamespace`,
      );
      expect(checked.rows[0].n).toBe(4);
      const viaIndex = await server.db.transaction(async (tx) => {
        await tx.query('set local enable_seqscan = off');
        return tx.query<{ n: number }>(`select count(*)::int as n from public.burst where payload > ''`);
      });
      const viaHeap = await server.db.query<{ n: number }>(`select count(*)::int as n from public.burst`);
      expect(viaIndex.rows[0].n).toBe(viaHeap.rows[0].n);

      // And it takes writes again.
      await server.db.query(`insert into public.burst_batches (id, rows) values (1000000, 0)`);
    } finally {
      await server.stop();
    }
  });
});
