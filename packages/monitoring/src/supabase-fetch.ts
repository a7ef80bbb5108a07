import { METRIC_NAMES, type MetricTags } from './types.ts';

export type RecordMetric = (name: string, value: number, unit?: string, tags?: Record<string, unknown>) => void;

const SERVICES = ['auth', 'rest', 'storage', 'realtime', 'functions', 'graphql'] as const;

function describeRequest(
  input: RequestInfo | URL,
  init?: RequestInit,
): { method: string; tags: Record<string, unknown> } {
  const rawUrl = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = (
    init?.method ??
    (typeof input === 'object' && 'method' in input ? input.method : undefined) ??
    'GET'
  ).toUpperCase();
  let path = rawUrl;
  try {
    // Only the path: query strings hold filters and sometimes tokens.
    path = new URL(rawUrl, 'http://localhost').pathname;
  } catch {
    path = rawUrl.split('?')[0] ?? rawUrl;
  }
  const service = SERVICES.find((name) => path.startsWith(`/${name}/v1`)) ?? 'other';
  return { method, tags: { method, path, service } };
}

/**
 * A fetch for supabase-js (`global.fetch`) that records each request's response time, or its
 * failure time, as a metric. The response or error is passed through unchanged.
 */
export function createMonitoredFetch(record: () => RecordMetric | undefined, baseFetch?: typeof fetch): typeof fetch {
  return async function monitoredFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const fetchFn = baseFetch ?? globalThis.fetch;
    const started = performance.now();
    const { tags } = describeRequest(input, init);
    try {
      const response = await fetchFn(input, init);
      safeRecord(record, METRIC_NAMES.supabaseRequest, performance.now() - started, {
        ...tags,
        status: response.status,
        ok: response.ok,
      });
      return response;
    } catch (error) {
      safeRecord(record, METRIC_NAMES.supabaseRequestFailure, performance.now() - started, {
        ...tags,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      });
      throw error;
    }
  };
}

function safeRecord(record: () => RecordMetric | undefined, name: string, value: number, tags: MetricTags): void {
  try {
    record()?.(name, Math.round(value), 'ms', tags);
  } catch {
    // Monitoring must never change what the app's request returns.
  }
}
