// Timing, CPU and memory readings for the benchmark.
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

export interface Latency {
  count: number;
  p50Ms: number;
  p95Ms: number;
}

export function percentiles(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { count: sorted.length, p50Ms: round(at(50)), p95Ms: round(at(95)) };
}

/** One request after the other. */
export async function sequential(total: number, run: (i: number) => Promise<void>): Promise<Latency> {
  const samples: number[] = [];
  for (let i = 0; i < total; i++) {
    const s = performance.now();
    await run(i);
    samples.push(performance.now() - s);
  }
  return percentiles(samples);
}

/** `concurrency` workers sharing `total` requests; CPU is read around the whole run. */
export async function concurrent(
  total: number,
  concurrency: number,
  run: (i: number) => Promise<void>,
  cpuMs: () => number,
) {
  let next = 0;
  const cpu0 = cpuMs();
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await run(next++);
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const cpu = cpuMs() - cpu0;
  return { requests: total, requestsPerSecond: round(total / seconds, 1), cpuMsPerRequest: round(cpu / total, 3) };
}

/**
 * CPU time of another process, every thread (JS, GC, compiler, libuv pool), in ms with ns
 * precision: /proc/<pid>/task/<tid>/schedstat, where /proc/<pid>/stat counts 10 ms ticks.
 */
export function processCpuMs(pid: number): number {
  let ns = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // the thread ended between listing and reading
    }
  }
  return ns / 1e6;
}

export function ownCpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Resident set size of a process in MB, from /proc/<pid>/status. */
export function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? round(Number(m[1]) / 1024, 1) : Number.NaN;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}
