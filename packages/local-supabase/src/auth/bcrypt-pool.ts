// bcrypt on worker threads. bcryptjs is plain JavaScript: a cost-10 hash takes the thread it runs
// on for tens of milliseconds, so on the event loop a burst of sign-ins (or failed guesses) made
// every other request wait behind it. Here it runs on one worker per spare core (at least one),
// each taking jobs in turn.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

type Op = 'hash' | 'compare';
interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}
interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

const SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));
const slots: (Slot | null)[] = Array.from({ length: SIZE }, () => null);
let nextId = 0;
let nextSlot = 0;

function spawn(index: number): Slot {
  const worker = new Worker(new URL('./bcrypt-worker.mjs', import.meta.url));
  const slot: Slot = { worker, pending: new Map() };
  worker.unref();
  worker.on('message', ({ id, value, error }: { id: number; value?: unknown; error?: string }) => {
    const job = slot.pending.get(id);
    if (!job) return;
    slot.pending.delete(id);
    if (slot.pending.size === 0) worker.unref();
    if (error === undefined) job.resolve(value);
    else job.reject(new Error(error));
  });
  const fail = (error: Error) => {
    if (slots[index] === slot) slots[index] = null;
    for (const job of slot.pending.values()) job.reject(error);
    slot.pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`bcrypt worker exited with code ${code}`)));
  return slot;
}

export function runBcrypt<T>(op: Op, args: [string, string | number]): Promise<T> {
  const index = nextSlot++ % SIZE;
  const slot = (slots[index] ??= spawn(index));
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    slot.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    // a job under way keeps the process alive until it is answered
    slot.worker.ref();
    slot.worker.postMessage({ id, op, args });
  });
}
