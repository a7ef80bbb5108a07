// The server and the bare PGlite as child processes, so their CPU and memory are theirs alone.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { DEMO_ANON_KEY } from '../src/keys.ts';
import { processCpuMs, sleep } from './measure.ts';

const BIN = new URL('../bin/local-supabase.mjs', import.meta.url).pathname;
const PGLITE_CHILD = new URL('./pglite-child.ts', import.meta.url).pathname;

export interface Child {
  process: ChildProcess;
  pid: number;
  /** spawn to first answer */
  startMs: number;
  /** CPU the child used up to its first answer */
  startCpuMs: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/**
 * `local-supabase start` on the data directory; answered once a REST read succeeds. The read is
 * sent when the CLI says it has started (as the PGlite child says `ready`), so no polling takes
 * CPU from the starting server.
 */
export async function spawnServer(
  dataDir: string,
  projectRoot: string,
  options: { readyPath?: string; env?: Record<string, string> } = {},
): Promise<Child & { url: string; outboxUrl: string }> {
  const [port, outboxPort] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = spawn(
    process.execPath,
    [
      BIN,
      'start',
      '--data-dir',
      dataDir,
      '--project-root',
      projectRoot,
      '--port',
      String(port),
      '--outbox-port',
      String(outboxPort),
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LOCAL_SUPABASE_SCHEDULER_INTERVAL_MS: '0', ...options.env },
    },
  );
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  await new Promise<void>((resolve, reject) => {
    let stdout = '';
    const onData = (d: Buffer) => {
      stdout += d.toString();
      if (stdout.includes('API URL:')) {
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${stderr}`)));
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr}`);
    const res = await fetch(`${url}${options.readyPath ?? '/rest/v1/projects?select=id&limit=1'}`, {
      headers: { apikey: DEMO_ANON_KEY },
    }).catch(() => null);
    await res?.arrayBuffer();
    if (res?.ok) break;
    await sleep(5);
  }
  const startMs = performance.now() - t0;
  return {
    process: child,
    pid: child.pid!,
    startMs,
    startCpuMs: processCpuMs(child.pid!),
    url,
    outboxUrl: `http://127.0.0.1:${outboxPort}`,
  };
}

/** A bare PGlite opening the data directory; answered when its first query returns. */
export async function spawnPglite(
  dataDir: string,
  projectId: string,
): Promise<Child & { runQueries(): Promise<void> }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, [PGLITE_CHILD, dataDir, projectId], { stdio: ['pipe', 'pipe', 'inherit'] });
  const waiters: { line: string; resolve: () => void }[] = [];
  let buffer = '';
  child.stdout!.on('data', (d: Buffer) => {
    buffer += d.toString();
    let nl: number;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      const i = waiters.findIndex((w) => w.line === line);
      if (i >= 0) waiters.splice(i, 1)[0].resolve();
    }
  });
  const waitFor = (line: string) =>
    new Promise<void>((resolve, reject) => {
      waiters.push({ line, resolve });
      child.once('exit', (code) => reject(new Error(`the PGlite child exited (${code})`)));
    });
  await waitFor('ready');
  const startMs = performance.now() - t0;
  const startCpuMs = processCpuMs(child.pid!);
  return {
    process: child,
    pid: child.pid!,
    startMs,
    startCpuMs,
    async runQueries() {
      const done = waitFor('done');
      child.stdin!.write('queries\n');
      await done;
    },
  };
}

/** Stops a child the way a person would (SIGTERM, or end of input) and waits for it to exit. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    if (child.stdin) child.stdin.end();
    else child.kill('SIGTERM');
  });
}
