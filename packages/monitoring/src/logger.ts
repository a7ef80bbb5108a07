import { LIMITS, serializeError, toJsonSafe, truncate } from './sanitize.ts';
import type { LogContext, LogLevel, Logger } from './types.ts';

export interface LoggerSink {
  production: boolean;
  /** Receives each entry that should be stored (production only). */
  send?: (level: LogLevel, message: string, context: LogContext | undefined) => void;
  /** Extra context on every entry (e.g. the user id). */
  baseContext?: () => LogContext | undefined;
  console?: Pick<Console, 'debug' | 'info' | 'warn' | 'error'>;
}

/**
 * Levels debug, info, warn, error. Debug is dropped in production. In development every entry
 * goes to the console only; in production entries are sent, and warnings and errors also
 * reach the console.
 */
export function createLogger(sink: LoggerSink): Logger {
  const out = sink.console ?? console;

  function log(level: LogLevel, message: string, context?: LogContext): void {
    if (level === 'debug' && sink.production) return;
    try {
      const merged = { ...sink.baseContext?.(), ...context };
      const safe = Object.keys(merged).length > 0 ? toJsonSafe(merged) : undefined;
      if (!sink.production || level === 'warn' || level === 'error') {
        out[level](`[${level}] ${message}`, ...(safe ? [safe] : []));
      }
      if (sink.production) sink.send?.(level, truncate(message || '(empty message)', LIMITS.message), safe);
    } catch (failure) {
      console.warn('[monitoring] could not record a log entry', failure);
    }
  }

  return {
    debug: (message, context) => log('debug', message, context),
    info: (message, context) => log('info', message, context),
    warn: (message, context) => log('warn', message, context),
    error: (message, errorOrContext, context) => {
      if (errorOrContext instanceof Error || (errorOrContext !== undefined && context !== undefined)) {
        log('error', message, { ...context, error: serializeError(errorOrContext) });
      } else if (errorOrContext && typeof errorOrContext === 'object') {
        log('error', message, errorOrContext as LogContext);
      } else if (errorOrContext !== undefined) {
        log('error', message, { error: serializeError(errorOrContext) });
      } else {
        log('error', message);
      }
    },
  };
}
