// The README's benchmark table, rewritten between its markers after each run.
import { readFileSync, writeFileSync } from 'node:fs';

import type { LoadResult } from './load.ts';

export const BUDGETS = {
  listCpu: 1.2,
  countCpu: 1.2,
  byIdCpu: 1.5,
  warmStart: 1.3,
  rssAtRest: 1.1,
  rssAfterLoadWait: 1.1,
  loadP95Ms: 500,
  sigtermExitMs: 2000,
  mailP95Ms: 5000,
};

const README = new URL('../README.md', import.meta.url);
const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

interface Side {
  sequential: { p50Ms: number; p95Ms: number };
  concurrent: { requestsPerSecond: number; cpuMsPerRequest: number };
}
interface Result {
  at: string;
  node: string;
  pglite: string;
  machine: { cpus: number; loadAverageAtStart: number[] };
  queries: Record<string, { supabaseJs: Side; inProcessSql: Side; cpuRatio: number; cpuRatioPerRound: number[] }>;
  warmStart: {
    serverMedianMs: number;
    pgliteMedianMs: number;
    ratio: number;
    serverCpuMedianMs: number;
    pgliteCpuMedianMs: number;
    cpuRatio: number;
  };
  memory: {
    pgliteAtRestMb: number;
    serverAtRestMb: number;
    serverAfterLoadMb: number;
    serverAfterLoadWaitMb: number;
    ratioAtRest: number;
    afterWaitVsRest: number;
  };
  coldStartMs: number;
  loadAt?: string;
  load?: LoadResult;
}

const LABELS: Record<string, [string, number]> = {
  list: ['50-row list, two embeds', BUDGETS.listCpu],
  count: ['head count, count=exact', BUDGETS.countCpu],
  byId: ['one project by id, embeds', BUDGETS.byIdCpu],
};

const tick = (ok: boolean) => (ok ? '✓' : '✗');
const mark = (ratio: number, limit: number) => `${ratio}x (≤ ${limit}x ${tick(ratio <= limit)})`;
/** A markdown table row of non-empty cells. */
const row = (...cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

export function renderTable(r: Result): string {
  const rows = Object.entries(r.queries).map(([name, q]) => {
    const [label, limit] = LABELS[name];
    const js = q.supabaseJs;
    const sql = q.inProcessSql;
    return row(
      label,
      `${js.sequential.p50Ms} / ${js.sequential.p95Ms}`,
      `${sql.sequential.p50Ms} / ${sql.sequential.p95Ms}`,
      js.concurrent.requestsPerSecond,
      sql.concurrent.requestsPerSecond,
      js.concurrent.cpuMsPerRequest,
      sql.concurrent.cpuMsPerRequest,
      `${mark(q.cpuRatio, limit)} (rounds ${q.cpuRatioPerRound.join(', ')})`,
    );
  });
  const m = r.memory;
  return [
    `Last run ${r.at.slice(0, 16).replace('T', ' ')} UTC, Node ${r.node}, PGlite ${r.pglite}, ` +
      `${r.machine.cpus} cores (load ${r.machine.loadAverageAtStart[0]} at start).`,
    '',
    '| request | supabase-js p50 / p95 ms | in-process SQL p50 / p95 ms | supabase-js req/s (4) | SQL req/s (4) ' +
      '| server CPU ms/req | SQL CPU ms/req | CPU ratio, median of rounds |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    '| start and memory | local-supabase | bare PGlite | ratio |',
    '| --- | --- | --- | --- |',
    row(
      'warm start, spawn to first answer (median)',
      `${r.warmStart.serverMedianMs} ms`,
      `${r.warmStart.pgliteMedianMs} ms`,
      mark(r.warmStart.ratio, BUDGETS.warmStart),
    ),
    row(
      'CPU used up to the first answer (median)',
      `${r.warmStart.serverCpuMedianMs} ms`,
      `${r.warmStart.pgliteCpuMedianMs} ms`,
      `${r.warmStart.cpuRatio}x`,
    ),
    `| RSS at rest | ${m.serverAtRestMb} MB | ${m.pgliteAtRestMb} MB | ${mark(m.ratioAtRest, BUDGETS.rssAtRest)} |`,
    `| RSS right after load | ${m.serverAfterLoadMb} MB | | |`,
    `| RSS a minute after load, against rest | ${m.serverAfterLoadWaitMb} MB | ` +
      `| ${mark(m.afterWaitVsRest, BUDGETS.rssAfterLoadWait)} |`,
    `| cold start (new data dir, 10,000 projects) | ${r.coldStartMs} ms | | |`,
    ...(r.load ? ['', ...renderLoad(r.load, r.loadAt ?? r.at)] : []),
  ].join('\n');
}

function renderLoad(l: LoadResult, at: string): string[] {
  const ms = (n: number) => `${n} ms`;
  const p95 = (n: number) => `${n} ms ${tick(n <= BUDGETS.loadP95Ms)}`;
  return [
    `Load phase ${at.slice(0, 16).replace('T', ' ')} UTC: the project's schema with ` +
      `${l.data.projects.toLocaleString('en')} projects and ${l.data.quotes.toLocaleString('en')} quotes, ` +
      `${l.users} signed-in users for ${l.seconds} s, a pause of ${l.thinkMs[0] / 1000} to ${l.thinkMs[1] / 1000} s ` +
      `between steps: ${l.requestsPerSecond} requests/s, ${l.errors} errors (budget 0 ${tick(l.errors === 0)}).`,
    '',
    `| operation | requests | errors | p50 | p95 (≤ ${BUDGETS.loadP95Ms} ms) | p99 |`,
    '| --- | --- | --- | --- | --- | --- |',
    ...Object.entries(l.operations).map(
      ([name, o]) => `| ${name} | ${o.count} | ${o.errors} | ${ms(o.p50Ms)} | ${p95(o.p95Ms)} | ${ms(o.p99Ms)} |`,
    ),
    '',
    '| under load | measured |',
    '| --- | --- |',
    `| RSS before, peak, after | ${l.rssMb.before} / ${l.rssMb.peak} / ${l.rssMb.after} MB |`,
    row(
      `list p50 alone, during ${l.bcrypt.failedSignIns} failed sign-ins`,
      `${ms(l.bcrypt.listAloneP50Ms)}, ${ms(l.bcrypt.listDuringSignInsP50Ms)} (${l.bcrypt.ratio}x)`,
    ),
    ...(l.mail ? [mailRow(l.mail)] : []),
    `| SIGTERM with ${l.sigterm.queued} requests queued: exit | ${l.sigterm.exitMs} ms ` +
      `(≤ ${BUDGETS.sigtermExitMs} ms ${tick(l.sigterm.exitMs <= BUDGETS.sigtermExitMs)}); ` +
      `${l.sigterm.answered} answered, ${l.sigterm.refused503} refused 503, ${l.sigterm.failed} cut |`,
  ];
}

function mailRow(mail: LoadResult['mail']): string {
  const ok = mail.missing === 0 && mail.p95Ms <= BUDGETS.mailP95Ms;
  return row(
    `a notification's commit to its mail in the outbox (${mail.probes} probes, ${mail.missing} missing)`,
    `p50 ${mail.p50Ms} ms, p95 ${mail.p95Ms} ms (≤ ${BUDGETS.mailP95Ms} ms ${tick(ok)}), max ${mail.maxMs} ms`,
  );
}

export function writeReadmeTable(r: Result): void {
  const text = readFileSync(README, 'utf8');
  const from = text.indexOf(START);
  const to = text.indexOf(END);
  if (from < 0 || to < from) throw new Error(`README.md has no ${START} … ${END} section`);
  writeFileSync(README, `${text.slice(0, from + START.length)}\n${renderTable(r)}\n${text.slice(to)}`);
}
