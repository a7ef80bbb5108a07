// The realtime hub: the connected clients, which tables someone listens to, and the loop that
// takes captured changes from the queue and delivers them.
import type { Context } from '../types.ts';
import { CHANGES_CHANNEL, installCapture, setListened, syncTriggers, takeChanges } from './capture.ts';
import type { Connection } from './connection.ts';
import { deliverChange, type Target } from './deliver.ts';
import { listenKey, type Channel } from './subscriptions.ts';
import { TableCatalog } from './tables.ts';
import { ShutdownError } from '../db/gate.ts';

const RESYNC_MS = 2000;

export class Hub {
  readonly ctx: Context;
  readonly catalog: TableCatalog;
  readonly connections = new Set<Connection>();
  readonly ready: Promise<void>;
  private listened = new Map<string, number>();
  private listenQueue: Promise<void> = Promise.resolve();
  private draining: Promise<void> | null = null;
  private drainAgain = false;
  private unlisten: (() => Promise<void>) | null = null;
  private resyncTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(ctx: Context) {
    this.ctx = ctx;
    this.catalog = new TableCatalog(ctx.db);
    this.ready = this.start();
    this.ready.catch((err) => {
      // stopped before it was installed: nothing to capture for
      if (!(err instanceof ShutdownError)) ctx.log('error', 'realtime: change capture could not be installed', err);
    });
  }

  private async start(): Promise<void> {
    const eventTrigger = await installCapture(this.ctx.db);
    if (this.closed) return;
    this.unlisten = await this.ctx.db.listen(CHANGES_CHANNEL, () => this.drain());
    if (!eventTrigger) {
      // Without an event trigger (not a superuser), re-read the publication now and then.
      this.resyncTimer = setInterval(() => {
        syncTriggers(this.ctx.db).then(
          () => this.catalog.clear(),
          () => undefined,
        );
      }, RESYNC_MS);
      this.resyncTimer.unref();
    }
    this.drain();
  }

  add(conn: Connection): void {
    this.connections.add(conn);
  }

  forget(conn: Connection): void {
    this.connections.delete(conn);
  }

  /** Counts listeners per (schema, table); the capture trigger only queues changes someone wants. */
  subscribe(channel: Channel): Promise<void> {
    return this.adjust(channel, +1);
  }

  unsubscribe(channel: Channel): Promise<void> {
    return this.adjust(channel, -1);
  }

  private adjust(channel: Channel, delta: number): Promise<void> {
    const keys = new Set(channel.bindings.map((b) => listenKey(b).join('\u0000')));
    const work = async () => {
      if (this.closed) return;
      for (const key of keys) {
        const before = this.listened.get(key) ?? 0;
        const after = Math.max(0, before + delta);
        if (after === 0) this.listened.delete(key);
        else this.listened.set(key, after);
        if ((before === 0) !== (after === 0)) {
          const [schema, table] = key.split('\u0000');
          await setListened(this.ctx.db, schema, table, after > 0);
        }
      }
      if (delta > 0) this.catalog.clear();
    };
    this.listenQueue = this.listenQueue
      .then(work, work)
      .catch((err) => this.ctx.log('warn', 'realtime: listener bookkeeping failed', err));
    return this.listenQueue;
  }

  broadcast(from: Connection, channel: Channel, payload: Record<string, unknown>): void {
    for (const conn of this.connections) {
      const other = conn.channels.get(channel.topic);
      if (!other || (conn === from && !channel.broadcastSelf)) continue;
      conn.send({ joinRef: null, ref: null, topic: channel.topic, event: 'broadcast', payload });
    }
  }

  private *targets(): Iterable<Target> {
    for (const conn of this.connections) {
      for (const channel of conn.channels.values()) {
        if (channel.bindings.length === 0) continue;
        yield {
          channel,
          send: (payload) =>
            conn.send({ joinRef: null, ref: null, topic: channel.topic, event: 'postgres_changes', payload }),
        };
      }
    }
  }

  /** Empties the queue; a notification during a round schedules one more round. */
  drain(): void {
    if (this.closed) return;
    if (this.draining) {
      this.drainAgain = true;
      return;
    }
    this.draining = (async () => {
      do {
        this.drainAgain = false;
        try {
          const changes = await takeChanges(this.ctx.db);
          for (const change of changes) {
            if (this.closed) return;
            await deliverChange(this.ctx.db, this.catalog, change, [...this.targets()]);
          }
        } catch (err) {
          if (!this.closed && !(err instanceof ShutdownError))
            this.ctx.log('warn', 'realtime: delivering changes failed', err);
        }
      } while (this.drainAgain && !this.closed);
    })().finally(() => {
      this.draining = null;
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.resyncTimer) clearInterval(this.resyncTimer);
    for (const conn of [...this.connections]) {
      conn.dispose();
      conn.ws.terminate();
    }
    await this.ready.catch(() => undefined);
    await this.draining?.catch(() => undefined);
    await this.listenQueue.catch(() => undefined);
    if (this.unlisten) await this.unlisten().catch(() => undefined);
  }
}
