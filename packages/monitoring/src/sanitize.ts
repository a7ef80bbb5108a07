import type { LogContext, MetricTags } from './types.ts';

// The server's limits (supabase/functions/monitoring/schema.ts): longer values are cut, not lost.
export const LIMITS = { message: 8000, url: 2000, userAgent: 1000, tagValue: 500, name: 200, unit: 50 } as const;

export const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function serializeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) {
    return { name: error.name, message: error.message, ...(error.stack ? { stack: truncate(error.stack, 4000) } : {}) };
  }
  return { value: describe(error) };
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** A context that survives JSON: errors become plain objects, cycles and functions are dropped. */
export function toJsonSafe(context: LogContext): LogContext {
  const seen = new WeakSet<object>();
  const text = JSON.stringify(context, (_key, value: unknown) => {
    if (value instanceof Error) return serializeError(value);
    if (typeof value === 'bigint') return value.toString();
    if (typeof value === 'function' || typeof value === 'symbol') return undefined;
    if (value && typeof value === 'object') {
      if (seen.has(value)) return '[Circular]';
      seen.add(value);
    }
    return value;
  });
  return text ? (JSON.parse(text) as LogContext) : {};
}

export function toTags(tags: Record<string, unknown>): MetricTags {
  const result: MetricTags = {};
  for (const [key, value] of Object.entries(tags)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'number' && Number.isFinite(value)) result[key] = value;
    else if (typeof value === 'boolean') result[key] = value;
    else result[key] = truncate(String(value), LIMITS.tagValue);
  }
  return result;
}

/** The page address without query or hash: those can carry tokens (verify and recovery links). */
export function pageUrl(location: { origin?: string; pathname?: string } | undefined): string | undefined {
  if (!location?.pathname) return undefined;
  return truncate(`${location.origin ?? ''}${location.pathname}`, LIMITS.url);
}
