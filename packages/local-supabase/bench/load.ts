// The load phase: the marketplace's own schema (supabase/migrations) with 10,000 projects and
// 30,000 quotes (public.local_seed_large), `local-supabase start` in a child process, and 200
// signed-in users (100 board members of 40 BRFs, 100 staff of 60 providers) for 60 s, each doing
// what a person does on the site, one thing at a time with a pause of 2 to 6 s between:
//   list    the first page of their project list (rpc list_projects, 24 rows)
//   detail  a project's detail view (project_details by id)
//   unread  the bell's head count of unread notifications
//   message a question on a project (insert project_messages)
//   quote   a provider changes the amount of one of its open quotes; a board reads a project's quotes
// Meanwhile a probe asks a question every 3.5 to 4.5 s on a project of its own and times, from the
// insert's answer (the commit) to the board's e-mail showing in the mail outbox (the sender is
// the project's send-mail function, which local-supabase runs when a mail is queued).
// Then: a list call's latency alone and during 200 failed sign-ins (bcrypt on its worker), and
// SIGTERM with 60 requests queued (time to exit, how many were answered and how).
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { DEMO_SERVICE_ROLE_KEY, DEMO_ANON_KEY } from '../src/keys.ts';
import { round, rssMb, sleep } from './measure.ts';
import { spawnServer, stopChild } from './processes.ts';

const USERS = Number(process.env.BENCH_LOAD_USERS ?? 200);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
/** the pause between one person's steps; BENCH_LOAD_THINK_MS=500,1500 for a heavier crowd */
const THINK_MS = (process.env.BENCH_LOAD_THINK_MS ?? '2000,6000').split(',').map(Number) as [number, number];
const OPERATIONS = ['list', 'detail', 'unread', 'message', 'quote'] as const;
type Operation = (typeof OPERATIONS)[number];
/** how often each is chosen: pages are read far more often than written */
const WEIGHTS: Record<Operation, number> = { list: 35, detail: 30, unread: 20, message: 8, quote: 7 };
const BENCH_PASSWORD = 'BrfDemo#2026!';
const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));
const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const log = (msg: string) => console.error(`[bench:load] ${msg}`);

interface User {
  client: SupabaseClient;
  id: string;
  kind: 'brf' | 'provider';
  /** projects this user may open (its own, or in its categories) */
  projects: string[];
  /** a provider's open quotes */
  quotes: string[];
}

export interface OperationResult {
  count: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

export interface LoadResult {
  users: number;
  seconds: number;
  thinkMs: [number, number];
  weights: Record<Operation, number>;
  data: { projects: number; quotes: number };
  requestsPerSecond: number;
  errors: number;
  firstErrors: string[];
  operations: Record<Operation, OperationResult>;
  rssMb: { before: number; peak: number; after: number };
  bcrypt: { failedSignIns: number; listAloneP50Ms: number; listDuringSignInsP50Ms: number; ratio: number };
  sigterm: { queued: number; exitMs: number; answered: number; refused503: number; failed: number };
  /** a notification's commit to its mail in the outbox, under the load */
  mail: { probes: number; missing: number; p50Ms: number; p95Ms: number; maxMs: number };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
}

function pick(): Operation {
  let n = Math.random() * OPERATIONS.reduce((a, o) => a + WEIGHTS[o], 0);
  for (const o of OPERATIONS) {
    n -= WEIGHTS[o];
    if (n < 0) return o;
  }
  return 'list';
}

const any = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)];

/** A write or a head count: no rows come back, only an error would. */
async function ok(p: PromiseLike<{ error: { message: string } | null }>, what: string): Promise<void> {
  const { error } = await p;
  if (error) throw new Error(`${what}: ${error.message}`);
}

async function must<T>(
  p: PromiseLike<{ data: T | null; error: { message: string } | null }>,
  what: string,
): Promise<NonNullable<T>> {
  const { data, error } = await p;
  if (error || data === null) throw new Error(`${what}: ${error?.message ?? 'no data'}`);
  return data as NonNullable<T>;
}

async function signIn(url: string, email: string): Promise<{ client: SupabaseClient; id: string }> {
  const client = createClient(url, DEMO_ANON_KEY, clientOptions);
  const { data, error } = await client.auth.signInWithPassword({ email, password: BENCH_PASSWORD });
  if (error || !data.user) throw new Error(`sign-in ${email}: ${error?.message}`);
  return { client, id: data.user.id };
}

async function makeUsers(url: string): Promise<User[]> {
  const service = createClient(url, DEMO_SERVICE_ROLE_KEY, clientOptions);
  const users: User[] = [];
  for (let i = 0; i < USERS; i++) {
    const kind = i % 2 === 0 ? 'brf' : 'provider';
    const n = kind === 'brf' ? 1 + ((i / 2) % 40) : 1 + (((i - 1) / 2) % 60);
    const email = `bench-${kind === 'brf' ? 'brf' : 'provider'}-${String(n).padStart(2, '0')}@seed.brf-marknaden.se`;
    const { client, id } = await signIn(url, email);
    let projects: string[];
    let quotes: string[] = [];
    if (kind === 'brf') {
      const brf = await must<{ id: string }>(
        service.from('brf_profiles').select('id').eq('user_id', id).single(),
        'brf',
      );
      projects = (
        await must<{ id: string }[]>(
          service.from('projects').select('id').eq('brf_id', brf.id).limit(50),
          'own projects',
        )
      ).map((p) => p.id);
    } else {
      const page = await must(client.rpc('list_projects', { p_status: ['open'], p_limit: 50 }), 'provider list');
      projects = (page as { id: string }[]).map((p) => p.id);
      const sp = await must<{ id: string }>(
        service.from('service_provider_profiles').select('id').eq('user_id', id).single(),
        'provider',
      );
      const open = await must<{ id: string }[]>(
        service
          .from('quotes')
          .select('id, projects!inner(status, submission_deadline)')
          .eq('service_provider_id', sp.id)
          .eq('projects.status', 'open')
          .gt('projects.submission_deadline', new Date(Date.now() + 86_400_000).toISOString())
          .limit(20),
        'own quotes',
      );
      quotes = open.map((q) => q.id);
    }
    users.push({ client, id, kind, projects, quotes });
  }
  return users;
}

async function operate(user: User, op: Operation): Promise<void> {
  const c = user.client;
  switch (op) {
    case 'list':
      await must(
        c.rpc('list_projects', {
          p_status: ['open', 'closed', 'awarded'],
          p_sort: 'deadline',
          p_order: 'asc',
          p_limit: 24,
          p_offset: 0,
        }),
        op,
      );
      return;
    case 'detail':
      await must(c.from('project_details').select('*').eq('id', any(user.projects)).single(), op);
      return;
    case 'unread':
      await ok(
        c.from('notifications').select('id', { count: 'exact', head: true }).eq('user_id', user.id).eq('read', false),
        op,
      );
      return;
    case 'message':
      await ok(
        c
          .from('project_messages')
          .insert({ project_id: any(user.projects), message_text: 'Går det att boka en visning nästa vecka?' }),
        op,
      );
      return;
    case 'quote':
      if (user.kind === 'provider' && user.quotes.length > 0) {
        await ok(
          c
            .from('quotes')
            .update({ quote_amount: 100000 + Math.floor(Math.random() * 900000) })
            .eq('id', any(user.quotes)),
          op,
        );
      } else {
        await must(
          c
            .from('quotes')
            .select('id, quote_amount, service_provider_profiles(organization_name)')
            .eq('project_id', any(user.projects)),
          op,
        );
      }
  }
}

interface MailProbe {
  run(until: number): Promise<{ probes: number; missing: number; p50Ms: number; p95Ms: number; maxMs: number }>;
}

/** A project of a bench BRF only the probe writes on, and a provider to ask its questions. */
async function mailProbe(url: string, outboxUrl: string, users: User[]): Promise<MailProbe> {
  const service = createClient(url, DEMO_SERVICE_ROLE_KEY, clientOptions);
  const board = users.find((u) => u.kind === 'brf') as User;
  const asker = users.find((u) => u.kind === 'provider') as User;
  const brf = await must<{ id: string }>(
    service.from('brf_profiles').select('id').eq('user_id', board.id).single(),
    'probe brf',
  );
  const title = `Mätning av e-post ${Date.now()}`;
  const project = await must<{ id: string }>(
    service
      .from('projects')
      .insert({
        brf_id: brf.id,
        title,
        description: 'Ett projekt där mätningen ställer sina frågor.',
        submission_deadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      })
      .select('id')
      .single(),
    'probe project',
  );
  const owner = await service.auth.admin.getUserById(board.id);
  const to = owner.data.user?.email ?? '';
  const subject = `En fråga till er styrelse: ${title}`;
  const arrived = async () => {
    const response = await fetch(`${outboxUrl}/api/messages?to=${encodeURIComponent(to)}`);
    return ((await response.json()) as { subject: string }[]).filter((m) => m.subject === subject).length;
  };
  return {
    async run(until) {
      const times: number[] = [];
      let missing = 0;
      while (performance.now() < until) {
        const before = await arrived();
        const question = { project_id: project.id, message_text: 'Ingår ställningen?' };
        await ok(asker.client.from('project_messages').insert(question), 'probe question');
        const committed = performance.now();
        const giveUp = committed + 30_000;
        while ((await arrived()) === before && performance.now() < giveUp) await sleep(20);
        if (performance.now() >= giveUp) missing++;
        else times.push(performance.now() - committed);
        // within the asker's limit of 20 messages a minute, shared with its own steps
        await sleep(3500 + Math.random() * 1000);
      }
      const sorted = times.sort((a, b) => a - b);
      return {
        probes: times.length + missing,
        missing,
        p50Ms: percentile(sorted, 50),
        p95Ms: percentile(sorted, 95),
        maxMs: round(sorted.at(-1) ?? Number.NaN),
      };
    },
  };
}

async function loadPhase(users: User[], pid: number, probe: MailProbe) {
  const samples = Object.fromEntries(OPERATIONS.map((o) => [o, [] as number[]])) as Record<Operation, number[]>;
  const errors = Object.fromEntries(OPERATIONS.map((o) => [o, 0])) as Record<Operation, number>;
  const firstErrors: string[] = [];
  let peak = rssMb(pid);
  const rss = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 1000);
  const end = performance.now() + SECONDS * 1000;
  const mail = probe.run(end);
  await Promise.all(
    users.map(async (user) => {
      // users arrive spread over the first pause, not all in one instant
      await sleep(Math.random() * THINK_MS[1]);
      while (performance.now() < end) {
        const op = user.projects.length === 0 ? 'list' : pick();
        const t0 = performance.now();
        try {
          await operate(user, op);
          samples[op].push(performance.now() - t0);
        } catch (err) {
          errors[op]++;
          if (firstErrors.length < 5) firstErrors.push(String(err instanceof Error ? err.message : err));
        }
        await sleep(THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]));
      }
    }),
  );
  clearInterval(rss);
  const operations = Object.fromEntries(
    OPERATIONS.map((o) => {
      const sorted = samples[o].sort((a, b) => a - b);
      return [
        o,
        {
          count: sorted.length,
          errors: errors[o],
          p50Ms: percentile(sorted, 50),
          p95Ms: percentile(sorted, 95),
          p99Ms: percentile(sorted, 99),
        },
      ];
    }),
  ) as Record<Operation, OperationResult>;
  const total = OPERATIONS.reduce((a, o) => a + operations[o].count + operations[o].errors, 0);
  return {
    operations,
    mail: await mail,
    firstErrors,
    peak,
    requestsPerSecond: round(total / SECONDS, 1),
    errors: OPERATIONS.reduce((a, o) => a + errors[o], 0),
  };
}

/** A list call's p50, alone and while 200 failed sign-ins (20 accounts, bcrypt cost 10) run. */
async function bcryptInterference(url: string, user: User) {
  const service = createClient(url, DEMO_SERVICE_ROLE_KEY, clientOptions);
  const accounts: string[] = [];
  for (let i = 0; i < 20; i++) {
    const email = `bench-bcrypt-${i}-${Date.now()}@example.se`;
    const { error } = await service.auth.admin.createUser({ email, password: 'Right-Password-1', email_confirm: true });
    if (error) throw new Error(`createUser: ${error.message}`);
    accounts.push(email);
  }
  const listP50 = async (n: number) => {
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      await operate(user, 'list');
      times.push(performance.now() - t0);
    }
    return percentile(
      times.sort((a, b) => a - b),
      50,
    );
  };
  const alone = await listP50(40);
  let running = true;
  const storm = (async () => {
    const anon = createClient(url, DEMO_ANON_KEY, clientOptions);
    const jobs = Array.from({ length: 200 }, (_, i) => accounts[i % accounts.length]);
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let email = jobs.pop(); email; email = jobs.pop())
          await anon.auth.signInWithPassword({ email, password: 'Wrong-Password-1' });
      }),
    );
    running = false;
  })();
  const times: number[] = [];
  while (running) {
    const t0 = performance.now();
    await operate(user, 'list');
    times.push(performance.now() - t0);
  }
  await storm;
  const during = percentile(
    times.sort((a, b) => a - b),
    50,
  );
  return { failedSignIns: 200, listAloneP50Ms: alone, listDuringSignInsP50Ms: during, ratio: round(during / alone) };
}

/** 60 list calls sent on connections the server has accepted, then SIGTERM. */
async function sigtermUnderLoad(server: Awaited<ReturnType<typeof spawnServer>>, token: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 60 });
  await Promise.all(
    Array.from(
      { length: 60 },
      () =>
        new Promise<void>((resolve, reject) => {
          request(`${server.url}/_local/health`, { agent }, (res) => res.resume().on('end', () => resolve()))
            .on('error', reject)
            .end();
        }),
    ),
  );
  const body = JSON.stringify({ p_status: ['open', 'closed', 'awarded'], p_limit: 24, p_offset: 0 });
  const sent: Promise<void>[] = [];
  const answers = Array.from(
    { length: 60 },
    () =>
      new Promise<number | string>((resolve) => {
        const req = request(
          `${server.url}/rest/v1/rpc/list_projects`,
          {
            method: 'POST',
            agent,
            headers: { apikey: DEMO_ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          },
          (res) => res.resume().on('end', () => resolve(res.statusCode ?? 0)),
        );
        req.on('error', (err) => resolve(err.message));
        sent.push(new Promise((written) => req.on('finish', () => written())));
        req.end(body);
      }),
  );
  // the signal comes as soon as every request is on its way, while most still wait for the database
  await Promise.all(sent);
  const exited = new Promise<void>((resolve) => server.process.once('exit', () => resolve()));
  const t0 = performance.now();
  server.process.kill('SIGTERM');
  await exited;
  const exitMs = round(performance.now() - t0, 0);
  const statuses = await Promise.all(answers);
  agent.destroy();
  return {
    queued: 60,
    exitMs,
    answered: statuses.filter((s) => s === 200).length,
    refused503: statuses.filter((s) => s === 503).length,
    failed: statuses.filter((s) => typeof s === 'string').length,
  };
}

export async function runLoad(): Promise<LoadResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ls-load-'));
  try {
    log('starting local-supabase on the project schema and seeding 10,000 projects');
    const server = await spawnServer(dataDir, projectRoot, {
      readyPath: '/rest/v1/service_categories?select=id&limit=1',
      env: { LOCAL_SUPABASE_RATE_LIMIT_PER_IP: 'off' },
    });
    try {
      const service = createClient(server.url, DEMO_SERVICE_ROLE_KEY, clientOptions);
      const seeded = (await must(
        service.rpc('local_seed_large', { p_projects: 10_000, p_quotes: 30_000 }),
        'seed',
      )) as { projects: number; quotes: number };
      log(`seeded ${seeded.projects} projects, ${seeded.quotes} quotes; signing in ${USERS} users`);
      const users = await makeUsers(server.url);
      await sleep(3000);
      const before = rssMb(server.pid);
      log(`load: ${USERS} users for ${SECONDS} s`);
      const probe = await mailProbe(server.url, server.outboxUrl, users);
      const load = await loadPhase(users, server.pid, probe);
      const after = rssMb(server.pid);
      for (const o of OPERATIONS) log(`${o}: ${JSON.stringify(load.operations[o])}`);
      log(`${load.requestsPerSecond} requests/s, ${load.errors} errors, RSS ${before} -> peak ${load.peak} MB`);
      log(`notification commit to mail in the outbox: ${JSON.stringify(load.mail)}`);
      const bcrypt = await bcryptInterference(server.url, users[0]);
      log(`list p50 alone ${bcrypt.listAloneP50Ms} ms, during 200 failed sign-ins ${bcrypt.listDuringSignInsP50Ms} ms`);
      const token = (await users[0].client.auth.getSession()).data.session!.access_token;
      const sigterm = await sigtermUnderLoad(server, token);
      log(
        `SIGTERM with 60 queued: exited in ${sigterm.exitMs} ms ` +
          `(${sigterm.answered} answered, ${sigterm.refused503} refused 503, ${sigterm.failed} failed)`,
      );
      return {
        users: USERS,
        seconds: SECONDS,
        thinkMs: THINK_MS,
        weights: WEIGHTS,
        data: seeded,
        requestsPerSecond: load.requestsPerSecond,
        errors: load.errors,
        firstErrors: load.firstErrors,
        operations: load.operations,
        rssMb: { before, peak: load.peak, after },
        bcrypt,
        sigterm,
        mail: load.mail,
      };
    } finally {
      await stopChild(server.process);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
