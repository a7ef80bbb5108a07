import { queryOptions, skipToken } from '@tanstack/react-query';
import { useQuery } from '../hooks.ts';
import { unwrap } from '../data-error.ts';
import { queryKeys } from '../query-keys.ts';
import { selectQuotes } from './quote-row.ts';

/**
 * The provider's own quote on a project, or null (row security shows a provider only its own):
 * mf-quotes' "Your Quote" and mf-projects' follow button read this one query, so it is fetched once.
 */
export function ownQuoteQuery(projectId: string, providerId: string | null) {
  return queryOptions({
    queryKey: queryKeys.ownQuote(projectId, providerId),
    queryFn: providerId
      ? async () =>
          unwrap(await selectQuotes().eq('project_id', projectId).eq('service_provider_id', providerId).maybeSingle())
      : skipToken,
  });
}

export const useOwnQuote = (projectId: string, providerId: string | null) =>
  useQuery(ownQuoteQuery(projectId, providerId));
