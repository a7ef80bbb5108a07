// The data directory: one process at a time (PGlite would corrupt a shared directory).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK = 'local-supabase.pid';
const lockedHere = new Set<string>();

export function lockDataDir(dataDir: string): () => void {
  if (lockedHere.has(dataDir)) {
    throw new Error(
      `The data directory ${dataDir} is already in use by a local-supabase in this process. Stop it first.`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK);
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8').trim());
    if (pid && pid !== process.pid && alive(pid)) {
      throw new Error(
        `The data directory ${dataDir} is in use by another local-supabase process (pid ${pid}). Stop it first.`,
      );
    }
  }
  writeFileSync(file, String(process.pid));
  lockedHere.add(dataDir);
  return () => {
    lockedHere.delete(dataDir);
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
    } catch {
      // already gone
    }
  };
}

/** A process that exists and is not a zombie (a defunct process still answers kill(pid, 0)). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !defunct(pid);
}

function defunct(pid: number): boolean {
  try {
    // Linux: the state letter follows the parenthesised command name in /proc/<pid>/stat
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X';
  } catch {
    // no /proc (macOS, BSD): ask ps
    try {
      return execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' })
        .trim()
        .startsWith('Z');
    } catch {
      return false;
    }
  }
}

/** --reset: forget everything in the data directory. */
export function wipeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}
