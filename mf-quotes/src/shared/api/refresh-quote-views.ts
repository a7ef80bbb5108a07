import { queryClient, queryKeys } from '@brf/supabase/data';

/**
 * After a quote write: every view of the project's quotes (here and mf-projects' bid tiles and
 * own-quote check), the project itself (status, follow) and the project lists (quoted amounts).
 */
export function refreshQuoteViews(projectId: string): Promise<unknown> {
  const client = queryClient();
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.quotes(projectId) }),
    client.invalidateQueries({ queryKey: queryKeys.project(projectId) }),
    client.invalidateQueries({ queryKey: queryKeys.projectLists() }),
  ]);
}
