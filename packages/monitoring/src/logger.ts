import { LIMITS, serializeError, toJsonSafe, truncate } from './sanitize.ts';
import type { LogContext, LogLevel, LoggedError, Logger } from './types.ts';

export interface LoggerSink {
  production: boolean;
  /** Receives each entry that should be stored (production only). */
  send?: (level: LogLevel, message: string, details: LogDetails) => void;
  /** The signed-in user's id, carried by every entry. */
  userId?: () => string | undefined;
  console?: Pick<Console, 'debug' | 'info' | 'warn' | 'error'>;
}

/** What an entry carries besides its level and message. */
export interface LogDetails {
  userId?: string;
  context?: LogContext;
  error?: LoggedError;
}

/**
 * Levels debug, info, warn, error. Debug is dropped in production. In development every entry
 * goes to the console only; in production entries are sent, and warnings and errors also
 * reach the console.
 */
export function createLogger(sink: LoggerSink): Logger {
  const out = sink.console ?? console;

  function log(level: LogLevel, message: string, context?: LogContext, error?: LoggedError): void {
    if (level === 'debug' && sink.production) return;
    try {
      const safe = context && Object.keys(context).length > 0 ? toJsonSafe(context) : undefined;
      if (!sink.production || level === 'warn' || level === 'error') {
        out[level](`[${level}] ${message}`, ...(safe ? [safe] : []), ...(error ? [error] : []));
      }
      if (sink.production) {
        const userId = sink.userId?.();
        sink.send?.(level, truncate(message || '(empty message)', LIMITS.message), {
          ...(userId ? { userId } : {}),
          ...(safe ? { context: safe } : {}),
          ...(error ? { error } : {}),
        });
      }
    } catch (failure) {
      console.warn('[monitoring] could not record a log entry', failure);
    }
  }

  return {
    debug: (message, context) => log('debug', message, context),
    info: (message, context) => log('info', message, context),
    warn: (message, context) => log('warn', message, context),
    error: (message, errorOrContext, context) => {
      const onlyContext =
        context === undefined &&
        errorOrContext !== null &&
        typeof errorOrContext === 'object' &&
        !(errorOrContext instanceof Error);
      if (onlyContext) log('error', message, errorOrContext as LogContext);
      else log('error', message, context, errorOrContext == null ? undefined : serializeError(errorOrContext));
    },
  };
}
