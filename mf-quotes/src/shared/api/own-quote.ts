import { queryOptions, sharedKeys, skipToken, unwrap, useQuery } from '@brf/supabase/data';
import { selectQuotes } from './quote-row.ts';

export const ownQuoteKey = (projectId: string, providerId: string | null) => [...sharedKeys.quotes(projectId), 'mine', providerId] as const;

/** The provider's own quote on the project, or null (row security shows a provider only its own). */
export function ownQuoteQuery(projectId: string, providerId: string | null) {
  return queryOptions({
    queryKey: ownQuoteKey(projectId, providerId),
    queryFn: providerId
      ? async () =>
          unwrap(await selectQuotes().eq('project_id', projectId).eq('service_provider_id', providerId).maybeSingle())
      : skipToken,
  });
}

export const useOwnQuote = (projectId: string, providerId: string | null) => useQuery(ownQuoteQuery(projectId, providerId));
