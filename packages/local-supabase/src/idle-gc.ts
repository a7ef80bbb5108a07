// Memory that comes back: V8 keeps a heap grown under load (young generation, freed old-space
// pages) for the life of the process, ~100 MB of RSS after a burst of requests. Once the server
// has been idle for a while after serving anything (or after start-up), one full collection that
// also shrinks the heap and returns its pages, the kind V8 runs before giving up on memory.
import type { Server } from 'node:http';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { performance } from 'node:perf_hooks';

const IDLE_MS = 5_000;

type Gc = (options?: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

function exposedGc(): Gc | null {
  const existing = (globalThis as { gc?: Gc }).gc;
  if (existing) return existing;
  try {
    v8.setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as Gc;
  } catch {
    return null;
  }
}

/** Collects after IDLE_MS without requests; returns the function that stops it. */
export function collectWhenIdle(server: Server, idleMs = IDLE_MS): () => void {
  const gc = exposedGc();
  if (!gc) return () => {};
  // a request only notes its time; the one timer looks again when it fires, so the request
  // path sets no timer of its own
  let lastRequest = performance.now();
  let timer: NodeJS.Timeout | null = null;
  const check = () => {
    const idle = performance.now() - lastRequest;
    if (idle < idleMs) {
      timer = setTimeout(check, idleMs - idle);
      timer.unref();
      return;
    }
    timer = null;
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  };
  const onRequest = () => {
    lastRequest = performance.now();
    if (!timer) {
      timer = setTimeout(check, idleMs);
      timer.unref();
    }
  };
  server.on('request', onRequest);
  timer = setTimeout(check, idleMs);
  timer.unref();
  return () => {
    server.off('request', onRequest);
    if (timer) clearTimeout(timer);
  };
}
