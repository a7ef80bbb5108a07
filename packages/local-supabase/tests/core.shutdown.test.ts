// Stopping with clients still connected: SIGTERM and SIGINT end the CLI while 3 realtime clients
// and a keep-alive HTTP client are connected and a request is under way; that request still gets
// its answer, and every committed row is there after a restart. The same rows survive kill -9.
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, makeProjectRoot, startOnDataDir } from './helpers/server.ts';

const BIN = new URL('../bin/local-supabase.mjs', import.meta.url).pathname;
const SCHEMA = `
create table public.notes (id int primary key, body text not null);
alter publication supabase_realtime add table public.notes;
create function public.slow_answer() returns int language sql as $$ select 42 from pg_sleep(1.5) $$;
create function public.short_answer() returns int language sql as $$ select 42 from pg_sleep(0.05) $$;`;

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

interface Running {
  child: ChildProcess;
  url: string;
  serviceKey: string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

async function startCli(projectRoot: string, dataDir: string, databaseUrl: string): Promise<Running> {
  const child = spawn(
    process.execPath,
    [BIN, 'start', '--port', '0', '--outbox-port', '0', '--project-root', projectRoot, '--data-dir', dataDir],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, DATABASE_URL: databaseUrl } },
  );
  cleanups.push(() => child.kill('SIGKILL'));
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  while (!/Secret key: /.test(out)) {
    if (child.exitCode !== null) throw new Error(out);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    child,
    url: /API URL: (\S+)/.exec(out)![1],
    serviceKey: /service_role key: (\S+)/.exec(out)![1],
    exit,
    output: () => out,
  };
}

/** 3 realtime subscribers, an idle keep-alive socket, and committed rows; returns the clients. */
async function connectClients(run: Running, ids: number[]): Promise<{ clients: SupabaseClient[]; agent: Agent }> {
  const clients: SupabaseClient[] = [];
  for (let i = 0; i < 3; i++) {
    const c = createClient(run.url, run.serviceKey, { auth: { persistSession: false, autoRefreshToken: false } });
    cleanups.push(() => c.removeAllChannels());
    await new Promise<void>((resolve, reject) => {
      c.channel(`notes-${i}`)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'notes' }, () => undefined)
        .subscribe((status) =>
          status === 'SUBSCRIBED' ? resolve() : status === 'CHANNEL_ERROR' ? reject(new Error(status)) : undefined,
        );
    });
    clients.push(c);
  }
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  cleanups.push(() => agent.destroy());
  await new Promise<void>((resolve, reject) => {
    request(`${run.url}/_local/health`, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve());
    })
      .on('error', reject)
      .end();
  });
  expect(Object.values(agent.freeSockets).flat()).toHaveLength(1);
  for (const id of ids) {
    const { error } = await clients[0].from('notes').insert({ id, body: `note ${id}` });
    expect(error).toBeNull();
  }
  return { clients, agent };
}

/** POST /rest/v1/rpc/slow_answer on its own connection; `sent` resolves once the request is written. */
function slowRequest(
  run: Running,
  fn = 'slow_answer',
  agent: Agent | false = false,
): { sent: Promise<void>; answer: Promise<{ status: number; body: string; retryAfter?: string }> } {
  let sent!: () => void;
  const written = new Promise<void>((resolve) => (sent = resolve));
  const answer = new Promise<{ status: number; body: string; retryAfter?: string }>((resolve, reject) => {
    const req = request(
      `${run.url}/rest/v1/rpc/${fn}`,
      {
        method: 'POST',
        agent,
        headers: {
          apikey: run.serviceKey,
          authorization: `Bearer ${run.serviceKey}`,
          'content-type': 'application/json',
        },
      },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body,
            ...(res.headers['retry-after'] ? { retryAfter: String(res.headers['retry-after']) } : {}),
          }),
        );
      },
    );
    req.on('error', reject);
    req.on('finish', () => sent());
    req.end('{}');
  });
  return { sent: written, answer };
}

async function storedIds(projectRoot: string, dataDir: string, databaseUrl: string): Promise<number[]> {
  const server = await startOnDataDir(dataDir, projectRoot, databaseUrl || null);
  try {
    return (await server.db.query<{ id: number }>('select id from public.notes order by id')).rows.map((r) => r.id);
  } finally {
    await server.stop();
  }
}

describe('stopping with clients connected', { timeout: 120_000 }, () => {
  it('SIGTERM, SIGINT: the pending request is answered, exit 0, committed rows kept; also after kill -9', async () => {
    const projectRoot = makeProjectRoot([SCHEMA]);
    const dataDir = mkdtempSync(join(tmpdir(), 'ls-shutdown-'));
    cleanups.push(
      () => rmSync(dataDir, { recursive: true, force: true }),
      () => rmSync(projectRoot, { recursive: true, force: true }),
    );
    const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : null;
    if (scratch) cleanups.push(() => scratch.drop());
    const databaseUrl = scratch?.url ?? '';

    let next = 1;
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const run = await startCli(projectRoot, dataDir, databaseUrl);
      const { clients } = await connectClients(run, [next++, next++, next++]);
      const underWay = slowRequest(run);
      await underWay.sent;
      // give the server time to read the request it was sent, also on a busy machine (the answer takes 1.5 s)
      await new Promise((r) => setTimeout(r, 600));
      const asked = performance.now();
      run.child.kill(signal);
      expect(await run.exit, run.output()).toEqual({ code: 0, signal: null });
      console.log(
        `${signal} with 3 realtime clients, a keep-alive socket and a request under way: ` +
          `exited in ${Math.round(performance.now() - asked)} ms`,
      );
      expect(await underWay.answer).toEqual({ status: 200, body: '42' });
      for (const c of clients) await c.removeAllChannels();
    }
    expect(await storedIds(projectRoot, dataDir, databaseUrl)).toEqual([1, 2, 3, 4, 5, 6]);

    const killed = await startCli(projectRoot, dataDir, databaseUrl);
    await connectClients(killed, [7, 8, 9]);
    killed.child.kill('SIGKILL');
    expect(await killed.exit).toEqual({ code: null, signal: 'SIGKILL' });
    expect(await storedIds(projectRoot, dataDir, databaseUrl)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('SIGTERM with 60 queued requests: each gets 200 or 503 with Retry-After, and the process exits 0', async () => {
    const projectRoot = makeProjectRoot([SCHEMA]);
    const dataDir = mkdtempSync(join(tmpdir(), 'ls-shutdown-queue-'));
    cleanups.push(
      () => rmSync(dataDir, { recursive: true, force: true }),
      () => rmSync(projectRoot, { recursive: true, force: true }),
    );
    const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : null;
    if (scratch) cleanups.push(() => scratch.drop());
    const run = await startCli(projectRoot, dataDir, scratch?.url ?? '');
    // 60 connections the server has accepted (one still in the listen backlog would be reset)
    const agent = new Agent({ keepAlive: true, maxSockets: 60 });
    cleanups.push(() => agent.destroy());
    await Promise.all(
      Array.from(
        { length: 60 },
        () =>
          new Promise<void>((resolve, reject) => {
            request(`${run.url}/_local/health`, { agent }, (res) => res.resume().on('end', () => resolve()))
              .on('error', reject)
              .end();
          }),
      ),
    );
    const queued = Array.from({ length: 60 }, () => slowRequest(run, 'short_answer', agent));
    await Promise.all(queued.map((q) => q.sent));
    await new Promise((r) => setTimeout(r, 150));
    const asked = performance.now();
    run.child.kill('SIGTERM');
    expect(await run.exit, run.output()).toEqual({ code: 0, signal: null });
    console.log(`SIGTERM with 60 requests queued: exited in ${Math.round(performance.now() - asked)} ms`);
    const answers = await Promise.all(queued.map((q) => q.answer));
    const answered = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 503);
    expect(answered.length + refused.length).toBe(60);
    expect(answered.every((a) => a.body === '42')).toBe(true);
    expect(refused.length).toBeGreaterThan(0);
    for (const a of refused) {
      expect(a.retryAfter).toBe('1');
      expect(JSON.parse(a.body)).toEqual({ message: 'The server is shutting down; try again in a moment.' });
    }
  });
});
