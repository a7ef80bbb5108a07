export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type LogContext = Record<string, unknown>;

/** An error as a log entry carries it: name, message and stack, or the value that was thrown. */
export type LoggedError = Record<string, unknown>;

/**
 * Body of POST /api/monitoring/log (one entry per request; the server rejects unknown keys): the
 * spec's fields (spec/accounts.md 3: level, message, timestamp, userId, sessionId, context, error),
 * then the page it came from and the browser.
 */
export interface LogEntry {
  level: LogLevel;
  message: string;
  timestamp: string;
  /** the signed-in user; absent when nobody is */
  userId?: string;
  sessionId: string;
  context?: LogContext;
  error?: LoggedError;
  url?: string;
  userAgent?: string;
}

export type MetricTags = Record<string, string | number | boolean>;

/**
 * Body of POST /api/monitoring/metric: the spec's fields (name, value, unit, timestamp, context),
 * then the page load's session and the same details as `tags`, the labels stored metrics are read by.
 */
export interface Metric {
  name: string;
  value: number;
  unit?: string;
  timestamp: string;
  context?: MetricTags;
  sessionId: string;
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
