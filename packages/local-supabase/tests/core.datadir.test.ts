// The data-directory lock: a live owner keeps it, a dead or defunct (zombie) one does not.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { alive, lockDataDir } from '../src/datadir.ts';

const dirs: string[] = [];
const kills: (() => void)[] = [];
afterAll(() => {
  for (const k of kills) k();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/**
 * A process that has exited but is never reaped: its parent shell execs into sleep, which never
 * waits. (The child outlives the exec, so the shell cannot reap it first.)
 */
async function zombie(): Promise<number> {
  const holder = spawn('sh', ['-c', 'sleep 0.3 & echo $!; exec sleep 60'], { stdio: ['ignore', 'pipe', 'ignore'] });
  kills.push(() => holder.kill('SIGKILL'));
  const line = await new Promise<string>((resolve) => createInterface({ input: holder.stdout! }).once('line', resolve));
  const pid = Number(line);
  // wait until `true` has exited and is defunct
  for (let i = 0; i < 500 && !/\) Z/.test(safeStat(pid)); i++) await new Promise((r) => setTimeout(r, 20));
  return pid;
}
const safeStat = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return '';
  }
};

describe('data directory lock', () => {
  it('is taken over from a zombie owner, but not from a live one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ls-lock-'));
    dirs.push(dir);
    const z = await zombie();
    expect(() => process.kill(z, 0)).not.toThrow();
    expect(alive(z)).toBe(false);
    writeFileSync(join(dir, 'local-supabase.pid'), String(z));
    const unlock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'local-supabase.pid'), 'utf8')).toBe(String(process.pid));
    unlock();

    const live = spawn('sleep', ['60'], { stdio: 'ignore' });
    kills.push(() => live.kill('SIGKILL'));
    expect(alive(live.pid!)).toBe(true);
    writeFileSync(join(dir, 'local-supabase.pid'), String(live.pid));
    expect(() => lockDataDir(dir)).toThrow(
      `The data directory ${dir} is in use by another local-supabase process (pid ${live.pid}). Stop it first.`,
    );
  });
});
