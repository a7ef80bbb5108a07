import { QueryClient } from '@tanstack/react-query';
import { DataError } from './data-error.ts';

// Anchored on globalThis like the supabase client: every remote on the page reads and writes
// one cache, so mf-projects and mf-quotes share the entry of one project and one invalidation
// refreshes every view of it.
const CLIENT_KEY = Symbol.for('brf.query-client.v1');

/** Client errors (a row that is not there, a rule the database refused) are not retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof DataError && error.code && !/^(5|08|57|PGRST00)/.test(error.code)) return false;
  return failureCount < 2;
}

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The one query client of the page. */
export function queryClient(): QueryClient {
  const holder = globalThis as unknown as Record<symbol, QueryClient | undefined>;
  holder[CLIENT_KEY] ??= createQueryClient();
  return holder[CLIENT_KEY]!;
}

/** Test helper: a fresh cache. */
export function resetQueryClientForTests(): void {
  const holder = globalThis as unknown as Record<symbol, QueryClient | undefined>;
  holder[CLIENT_KEY]?.clear();
  holder[CLIENT_KEY] = undefined;
}
