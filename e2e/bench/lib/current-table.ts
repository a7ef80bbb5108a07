// docs/benchmarks.md's one current table, between its markers. Each benchmark owns the rows whose
// last cell names it ("2026-11-27, 4db1895, page-timings.ts") and replaces them with its run's, in
// their place; rows it does not own (another workspace's, measured by hand) stay as they are.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../../scripts/lib/site.mjs';

const FILE = path.join(ROOT, 'docs', 'benchmarks.md');
const START = '<!-- current-table -->';
const END = '<!-- /current-table -->';

/** A row: what is measured, who and on what data, the figure, its budget and verdict, what else was seen. */
export type CurrentRow = [measure: string, who: string, figure: string, budget: string, also: string];

const escapeCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

export function recordCurrentRows(bench: string, rows: CurrentRow[]): void {
  const text = fs.readFileSync(FILE, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${FILE}: the markers ${START} and ${END} are missing`);
  const lines = text
    .slice(start + START.length, end)
    .trim()
    .split('\n');
  const [header, separator, ...kept] = lines;
  if (!header?.startsWith('|') || !separator?.startsWith('| ---')) throw new Error(`${FILE}: no table between markers`);
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  const measured = `${new Date().toISOString().slice(0, 10)}, ${commit}, ${bench}`;
  const owned = (line: string) => line.replace(/\s*\|\s*$/, '').endsWith(`, ${bench}`);
  const at = kept.findIndex(owned);
  const others = kept.filter((line) => !owned(line));
  const fresh = rows.map((cells) => `| ${[...cells, measured].map(escapeCell).join(' | ')} |`);
  others.splice(at < 0 ? others.length : at, 0, ...fresh);
  const table = [header, separator, ...others].join('\n');
  fs.writeFileSync(FILE, `${text.slice(0, start + START.length)}\n${table}\n${text.slice(end)}`);
  console.log(`docs/benchmarks.md: ${rows.length} rows of ${bench} written`);
}
