import { captureUnhandledErrors } from './error-capture.ts';
import { createLogger } from './logger.ts';
import { afterPageLoad, readPageTimings } from './page-timings.ts';
import { LIMITS, pageUrl, toTags, truncate } from './sanitize.ts';
import { Sender, type Transport } from './sender.ts';
import { createSessionId } from './session-id.ts';
import { createMonitoredFetch, type RecordMetric } from './supabase-fetch.ts';
import type { LogContext, Logger } from './types.ts';

export interface MonitoringOptions {
  /** Production builds send to the backend and drop debug entries. */
  production: boolean;
  /** Base URL of the monitoring API ('' = this site's origin); '/api/monitoring/...' is appended. */
  endpoint?: string;
  /** Defaults to the browser's window; tests pass their own. */
  window?: Window;
  transport?: Transport;
  /** How long entries wait to be sent together. Default 2000 ms. */
  flushDelayMs?: number;
  /** Entries kept while waiting; beyond it they are dropped, so an error storm cannot flood. Default 200. */
  maxQueue?: number;
  sessionId?: string;
}

export interface Monitoring {
  readonly sessionId: string;
  readonly production: boolean;
  readonly logger: Logger;
  recordMetric: RecordMetric;
  /** A fetch to hand supabase-js as `global.fetch`. */
  fetch: typeof fetch;
  setUserId(userId: string | null | undefined): void;
  flush(): Promise<void>;
  /** Stops listening and sending (tests, or a hot reload). */
  dispose(): void;
}

let current: Monitoring | undefined;

export function initMonitoring(options: MonitoringOptions): Monitoring {
  if (current) return current;
  const win = options.window ?? (typeof window === 'undefined' ? undefined : window);
  const sessionId = truncate(options.sessionId ?? createSessionId(), LIMITS.name);
  const transport: Transport = options.transport ?? {
    fetch: typeof fetch === 'function' ? fetch.bind(globalThis) : undefined,
    sendBeacon:
      typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
        ? (url, data) => navigator.sendBeacon(url, data)
        : undefined,
  };
  const sender = new Sender({
    endpoint: options.endpoint ?? '',
    transport,
    flushDelayMs: options.flushDelayMs ?? 2000,
    maxQueue: options.maxQueue ?? 200,
  });
  let userId: string | undefined;
  const now = () => new Date().toISOString();

  const logger = createLogger({
    production: options.production,
    userId: () => userId,
    send: (level, message, { userId: user, context, error }) => {
      const userAgent = win?.navigator?.userAgent;
      sender.enqueue({
        kind: 'log',
        body: {
          level,
          message,
          timestamp: now(),
          ...(user ? { userId: user } : {}),
          sessionId,
          ...(context ? { context } : {}),
          ...(error ? { error } : {}),
          ...(pageUrl(win?.location) ? { url: pageUrl(win?.location) } : {}),
          ...(userAgent ? { userAgent: truncate(userAgent, LIMITS.userAgent) } : {}),
        },
      });
    },
  });

  const recordMetric: RecordMetric = (name, value, unit, details) => {
    if (!options.production || !Number.isFinite(value)) return;
    const labels = details ? toTags(details) : {};
    const context = Object.keys(labels).length > 0 ? labels : undefined;
    sender.enqueue({
      kind: 'metric',
      body: {
        name: truncate(name, LIMITS.name),
        value,
        ...(unit ? { unit: truncate(unit, LIMITS.unit) } : {}),
        timestamp: now(),
        ...(context ? { context } : {}),
        sessionId,
        ...(context ? { tags: context } : {}),
      },
    });
  };

  const stops: Array<() => void> = [];
  if (win) {
    stops.push(captureUnhandledErrors(win, logger));
    stops.push(
      afterPageLoad(win, () => {
        for (const timing of readPageTimings(win.performance)) recordMetric(timing.name, timing.value, 'ms');
      }),
    );
    const onHide = () => {
      if (win.document?.visibilityState === 'hidden') void sender.flush(true);
    };
    const onPageHide = () => void sender.flush(true);
    win.addEventListener('pagehide', onPageHide);
    win.document?.addEventListener('visibilitychange', onHide);
    stops.push(() => {
      win.removeEventListener('pagehide', onPageHide);
      win.document?.removeEventListener('visibilitychange', onHide);
    });
  }

  const instance: Monitoring = {
    sessionId,
    production: options.production,
    logger,
    recordMetric,
    fetch: createMonitoredFetch(() => recordMetric),
    setUserId: (id) => {
      userId = id ?? undefined;
    },
    flush: () => sender.flush(),
    dispose: () => {
      for (const stop of stops.splice(0)) stop();
      void sender.flush();
      if (current === instance) current = undefined;
    },
  };
  current = instance;
  return instance;
}

export function getMonitoring(): Monitoring | undefined {
  return current;
}

const consoleOnly = createLogger({ production: false });

/**
 * The logger to import anywhere: it writes through the running monitor, or to the console
 * before initMonitoring has run (e.g. a remote started on its own).
 */
export const logger: Logger = {
  debug: (message: string, context?: LogContext) => (current?.logger ?? consoleOnly).debug(message, context),
  info: (message: string, context?: LogContext) => (current?.logger ?? consoleOnly).info(message, context),
  warn: (message: string, context?: LogContext) => (current?.logger ?? consoleOnly).warn(message, context),
  error: (message: string, errorOrContext?: unknown, context?: LogContext) =>
    (current?.logger ?? consoleOnly).error(message, errorOrContext, context),
};

/** A fetch for supabase-js that reports to whichever monitor is running when a request is made. */
export const monitoredFetch: typeof fetch = createMonitoredFetch(() => current?.recordMetric);

export function recordMetric(name: string, value: number, unit?: string, tags?: Record<string, unknown>): void {
  current?.recordMetric(name, value, unit, tags);
}
