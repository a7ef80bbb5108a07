import { getSupabase, queryKeys, queryOptions, skipToken, unwrap, useQuery } from '@brf/supabase/data';

/**
 * All the board learns of sealed bids before the deadline: when each quote arrived (oldest first),
 * never its amount or company. The database answers the board and admins only.
 */
export async function fetchQuoteReceipts(projectId: string): Promise<string[]> {
  const rows = unwrap(await getSupabase().rpc('quote_receipts', { p_project_id: projectId })) as
    | (string | { received_at: string })[]
    | null;
  // a one-column table: PostgREST may send its rows as objects or as the bare values
  return (rows ?? []).map((row) => (typeof row === 'string' ? row : row.received_at));
}

export const quoteReceiptsQuery = (projectId: string, allowed: boolean) =>
  queryOptions({
    queryKey: queryKeys.quoteReceipts(projectId),
    queryFn: allowed ? () => fetchQuoteReceipts(projectId) : skipToken,
  });

export const useQuoteReceipts = (projectId: string, allowed: boolean) =>
  useQuery(quoteReceiptsQuery(projectId, allowed));
