// The way into the database, with a queue of its own so that stopping can answer what waits.
// PGlite runs one statement at a time, so under load requests queue for it; when the server
// stops, the queued ones are refused at once with 503 and Retry-After (ShutdownError) instead of
// being run to the end or cut off, and the running one finishes before the database closes.
import { AsyncLocalStorage } from 'node:async_hooks';
import { HttpError } from '../http.ts';
import type { Database, QueryResult, Sql } from '../types.ts';

export class ShutdownError extends HttpError {
  constructor() {
    super(503, { message: 'The server is shutting down; try again in a moment.' }, { 'Retry-After': '1' });
    this.name = 'ShutdownError';
  }
}

interface Waiting {
  start(): void;
  refuse(error: ShutdownError): void;
}

/** Calls already inside the gate (a helper querying while its caller's transaction runs) skip it. */
const inside = new AsyncLocalStorage<true>();

/**
 * `db` with at most `concurrency` calls running and the rest waiting in order; `drain()` refuses
 * the waiting and every later call, and resolves when the running ones have finished.
 */
export function gated(db: Omit<Database, 'drain'>, concurrency: number): Database {
  let running = 0;
  let draining = false;
  const waiting: Waiting[] = [];
  let idle: (() => void) | null = null;
  let drained: Promise<void> | null = null;

  function enter<T>(fn: () => Promise<T>): Promise<T> {
    if (inside.getStore()) return fn();
    if (draining) return Promise.reject(new ShutdownError());
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        running++;
        inside
          .run(true, fn)
          .then(resolve, reject)
          .finally(() => {
            running--;
            if (waiting.length > 0) {
              // PGlite runs a call without yielding: starting the next one from here would keep the
              // event loop (sockets, signals, timers) waiting until the whole queue had run
              setImmediate(() => {
                if (running < concurrency) waiting.shift()?.start();
              });
            } else if (running === 0) idle?.();
          });
      };
      if (running < concurrency) start();
      else waiting.push({ start, refuse: reject });
    });
  }

  return {
    kind: db.kind,
    query: <T>(text: string, params?: unknown[]): Promise<QueryResult<T>> => enter(() => db.query<T>(text, params)),
    exec: (text: string) => enter(() => db.exec(text)),
    transaction: <T>(fn: (tx: Sql) => Promise<T>) => enter(() => db.transaction(fn)),
    asRole: (claims, fn, request) => enter(() => db.asRole(claims, fn, request)),
    batchAsRole: (claims, statements, request) => enter(() => db.batchAsRole(claims, statements, request)),
    listen: (channel, onPayload) => db.listen(channel, onPayload),
    close: () => db.close(),
    drain() {
      draining = true;
      for (const w of waiting.splice(0)) w.refuse(new ShutdownError());
      drained ??=
        running === 0
          ? Promise.resolve()
          : new Promise<void>((resolve) => {
              idle = resolve;
            });
      return drained;
    },
  };
}
