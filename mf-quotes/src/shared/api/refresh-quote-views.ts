import { queryClient, sharedKeys } from '@brf/supabase/data';

/**
 * After a quote write: every view of the project's quotes (here and mf-projects' bid tiles and
 * own-quote check), the project itself (status, follow) and the project lists (quoted amounts).
 */
export function refreshQuoteViews(projectId: string): Promise<unknown> {
  const client = queryClient();
  return Promise.all([
    client.invalidateQueries({ queryKey: sharedKeys.quotes(projectId) }),
    client.invalidateQueries({ queryKey: sharedKeys.project(projectId) }),
    client.invalidateQueries({ queryKey: sharedKeys.projectLists() }),
  ]);
}
