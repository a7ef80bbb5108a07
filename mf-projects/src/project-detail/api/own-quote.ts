import { getSupabase, queryOptions, skipToken, unwrap, useQuery } from '@brf/supabase/data';

export const ownQuoteKey = (projectId: string, providerId: string | null) => ['quotes', projectId, 'own', providerId] as const;

/** Whether the provider has a quote on the project (it may then not unfollow). */
export function ownQuoteQuery(projectId: string, providerId: string | null) {
  return queryOptions({
    queryKey: ownQuoteKey(projectId, providerId),
    queryFn: providerId
      ? async () =>
          unwrap(
            await getSupabase().from('quotes').select('id, status').eq('project_id', projectId).eq('service_provider_id', providerId).maybeSingle(),
          )
      : skipToken,
  });
}

export const useOwnQuote = (projectId: string, providerId: string | null) => useQuery(ownQuoteQuery(projectId, providerId));
