import type { LogEntry, Metric } from './types.ts';

export interface Transport {
  fetch?: typeof fetch;
  sendBeacon?: (url: string, data: string) => boolean;
}

export interface SenderOptions {
  endpoint: string;
  transport: Transport;
  flushDelayMs: number;
  maxQueue: number;
}

type Item = { kind: 'log'; body: LogEntry } | { kind: 'metric'; body: Metric };

/**
 * Queues entries and sends each as its own POST (the endpoints take one object), shortly after
 * it was queued or when the page is hidden. A failed send is dropped with a console note:
 * it never throws, never retries and never logs through the monitor itself, so it cannot loop.
 */
export class Sender {
  private queue: Item[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private dropped = 0;
  private readonly options: SenderOptions;

  constructor(options: SenderOptions) {
    this.options = options;
  }

  enqueue(item: Item): void {
    if (this.queue.length >= this.options.maxQueue) {
      this.dropped += 1;
      return;
    }
    this.queue.push(item);
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.options.flushDelayMs);
  }

  get pending(): number {
    return this.queue.length;
  }

  /** Sends everything queued; `unloading` prefers sendBeacon, which outlives the page. */
  async flush(unloading = false): Promise<void> {
    if (this.timer !== undefined) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    const items = this.queue;
    this.queue = [];
    if (this.dropped > 0) {
      console.warn(`[monitoring] queue full, dropped ${this.dropped} entries`);
      this.dropped = 0;
    }
    await Promise.all(items.map((item) => this.send(item, unloading)));
  }

  private url(kind: Item['kind']): string {
    return `${this.options.endpoint.replace(/\/$/, '')}/api/monitoring/${kind}`;
  }

  private async send(item: Item, unloading: boolean): Promise<void> {
    const url = this.url(item.kind);
    const body = JSON.stringify(item.body);
    const { fetch: fetchFn, sendBeacon } = this.options.transport;
    try {
      // A string beacon goes as text/plain, which the endpoint accepts and which needs no preflight.
      if (unloading && sendBeacon?.(url, body)) return;
      if (!fetchFn) return;
      const response = await fetchFn(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        keepalive: true,
      });
      if (!response.ok) console.warn(`[monitoring] ${item.kind} not accepted: HTTP ${response.status}`);
    } catch (error) {
      console.warn(`[monitoring] failed to send ${item.kind}`, error);
    }
  }
}
