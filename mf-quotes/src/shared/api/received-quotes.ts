import {
  getSupabase,
  queryOptions,
  queryKeys,
  skipToken,
  unwrap,
  useQuery,
  QUOTE_SELECT,
  type QuoteRow,
} from '@brf/supabase/data';

/** A received quote, whether the board starred it, and whether it was unviewed when this load read it. */
export type ReceivedQuote = QuoteRow & { is_starred: boolean; newToViewer: boolean };

/**
 * Every quote of the project (the owner; admins at aal2). spec 4: loading them as the owner marks
 * them viewed; the database keeps the first moment and tells each provider once.
 */
export async function fetchReceivedQuotes(projectId: string, markViewed: boolean): Promise<ReceivedQuote[]> {
  // the star is the board's private shortlist (quote_stars): only the owner and admins read it
  const starred = unwrap(
    await getSupabase()
      .from('quotes')
      .select(`${QUOTE_SELECT}, quote_stars(quote_id)`)
      .eq('project_id', projectId)
      .order('created_at', { ascending: false }),
  );
  const rows: (QuoteRow & { is_starred: boolean })[] = starred.map(({ quote_stars, ...row }) => ({
    ...row,
    is_starred: quote_stars !== null,
  }));
  const unviewed = rows.filter((row) => !row.is_viewed).map((row) => row.id);
  if (!markViewed || unviewed.length === 0) return rows.map((row) => ({ ...row, newToViewer: !row.is_viewed }));
  const marked = unwrap(
    await getSupabase()
      .from('quotes')
      .update({ is_viewed: true })
      .in('id', unviewed)
      .select('id, is_viewed, viewed_at'),
  );
  const byId = new Map(marked.map((row) => [row.id, row]));
  // 'New' stays on the quotes this load marked, so the owner still sees what arrived since last time
  return rows.map((row) => ({ ...row, ...byId.get(row.id), newToViewer: !row.is_viewed }));
}

export function receivedQuotesQuery(projectId: string, options: { allowed: boolean; markViewed: boolean }) {
  return queryOptions({
    queryKey: queryKeys.receivedQuotes(projectId),
    queryFn: options.allowed ? () => fetchReceivedQuotes(projectId, options.markViewed) : skipToken,
  });
}

export const useReceivedQuotes = (projectId: string, options: { allowed: boolean; markViewed: boolean }) =>
  useQuery(receivedQuotesQuery(projectId, options));
