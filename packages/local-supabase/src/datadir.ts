// The data directory: one process at a time (PGlite would corrupt a shared directory).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK = 'local-supabase.pid';
const lockedHere = new Set<string>();

export function lockDataDir(dataDir: string): () => void {
  if (lockedHere.has(dataDir)) {
    throw new Error(`The data directory ${dataDir} is already in use by a local-supabase in this process. Stop it first.`);
  }
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK);
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8').trim());
    if (pid && pid !== process.pid && alive(pid)) {
      throw new Error(`The data directory ${dataDir} is in use by another local-supabase process (pid ${pid}). Stop it first.`);
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

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** --reset: forget everything in the data directory. */
export function wipeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}
