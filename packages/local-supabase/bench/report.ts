// The README's benchmark table, rewritten between its markers after each run.
import { readFileSync, writeFileSync } from 'node:fs';

export const BUDGETS = { listCpu: 1.2, countCpu: 1.2, byIdCpu: 1.5, warmStart: 1.3, rssAtRest: 1.1, rssAfterLoadWait: 1.1 };

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
  warmStart: { serverMedianMs: number; pgliteMedianMs: number; ratio: number; serverCpuMedianMs: number; pgliteCpuMedianMs: number; cpuRatio: number };
  memory: { pgliteAtRestMb: number; serverAtRestMb: number; serverAfterLoadMb: number; serverAfterLoadWaitMb: number; ratioAtRest: number; afterWaitVsRest: number };
  coldStartMs: number;
}

const LABELS: Record<string, [string, number]> = {
  list: ['50-row list, two embeds', BUDGETS.listCpu],
  count: ['head count, count=exact', BUDGETS.countCpu],
  byId: ['one project by id, embeds', BUDGETS.byIdCpu],
};

const mark = (ratio: number, limit: number) => `${ratio}x (≤ ${limit}x ${ratio <= limit ? '✓' : '✗'})`;

export function renderTable(r: Result): string {
  const rows = Object.entries(r.queries).map(([name, q]) => {
    const [label, limit] = LABELS[name];
    const js = q.supabaseJs;
    const sql = q.inProcessSql;
    return `| ${label} | ${js.sequential.p50Ms} / ${js.sequential.p95Ms} | ${sql.sequential.p50Ms} / ${sql.sequential.p95Ms} | ${js.concurrent.requestsPerSecond} | ${sql.concurrent.requestsPerSecond} | ${js.concurrent.cpuMsPerRequest} | ${sql.concurrent.cpuMsPerRequest} | ${mark(q.cpuRatio, limit)} (rounds ${q.cpuRatioPerRound.join(', ')}) |`;
  });
  const m = r.memory;
  return [
    `Last run ${r.at.slice(0, 16).replace('T', ' ')} UTC, Node ${r.node}, PGlite ${r.pglite}, ${r.machine.cpus} cores (load ${r.machine.loadAverageAtStart[0]} at start).`,
    '',
    '| request | supabase-js p50 / p95 ms | in-process SQL p50 / p95 ms | supabase-js req/s (4) | SQL req/s (4) | server CPU ms/req | SQL CPU ms/req | CPU ratio, median of rounds |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    '| start and memory | local-supabase | bare PGlite | ratio |',
    '| --- | --- | --- | --- |',
    `| warm start, spawn to first answer (median) | ${r.warmStart.serverMedianMs} ms | ${r.warmStart.pgliteMedianMs} ms | ${mark(r.warmStart.ratio, BUDGETS.warmStart)} |`,
    `| CPU used up to the first answer (median) | ${r.warmStart.serverCpuMedianMs} ms | ${r.warmStart.pgliteCpuMedianMs} ms | ${r.warmStart.cpuRatio}x |`,
    `| RSS at rest | ${m.serverAtRestMb} MB | ${m.pgliteAtRestMb} MB | ${mark(m.ratioAtRest, BUDGETS.rssAtRest)} |`,
    `| RSS right after load | ${m.serverAfterLoadMb} MB | | |`,
    `| RSS a minute after load, against rest | ${m.serverAfterLoadWaitMb} MB | | ${mark(m.afterWaitVsRest, BUDGETS.rssAfterLoadWait)} |`,
    `| cold start (new data dir, 10,000 projects) | ${r.coldStartMs} ms | | |`,
  ].join('\n');
}

export function writeReadmeTable(r: Result): void {
  const text = readFileSync(README, 'utf8');
  const from = text.indexOf(START);
  const to = text.indexOf(END);
  if (from < 0 || to < from) throw new Error(`README.md has no ${START} … ${END} section`);
  writeFileSync(README, `${text.slice(0, from + START.length)}\n${renderTable(r)}\n${text.slice(to)}`);
}
