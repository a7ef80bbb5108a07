export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type LogContext = Record<string, unknown>;

/** Body of POST /api/monitoring/log (one entry per request; the server rejects unknown keys). */
export interface LogEntry {
  level: LogLevel;
  message: string;
  context?: LogContext;
  sessionId: string;
  timestamp: string;
  url?: string;
  userAgent?: string;
}

export type MetricTags = Record<string, string | number | boolean>;

/** Body of POST /api/monitoring/metric. */
export interface Metric {
  name: string;
  value: number;
  unit?: string;
  sessionId: string;
  timestamp: string;
  tags?: MetricTags;
}

export interface Logger {
  debug(message: string, context?: LogContext): void;
  info(message: string, context?: LogContext): void;
  warn(message: string, context?: LogContext): void;
  /** The second argument may be the Error itself; it is kept as context.error. */
  error(message: string, errorOrContext?: unknown, context?: LogContext): void;
}

export const METRIC_NAMES = {
  pageLoad: 'page_load',
  domReady: 'dom_ready',
  supabaseRequest: 'supabase_request',
  supabaseRequestFailure: 'supabase_request_failure',
} as const;
