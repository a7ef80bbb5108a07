import { getSupabase, unwrap, useMutation } from '@brf/supabase/data';
import { refreshQuoteViews } from './refresh-quote-views.ts';

export interface AwardInput {
  projectId: string;
  quoteId: string;
}

/**
 * The database's award call: owner only, after the deadline, once, atomically; it flips the
 * quote statuses and notifies the winner and the others.
 */
export async function awardProject({ projectId, quoteId }: AwardInput) {
  return unwrap(await getSupabase().rpc('award_project', { p_project_id: projectId, p_quote_id: quoteId }));
}

/** Invalidates the project (status, winner), every quote view and the lists. */
export const useAwardProject = () =>
  useMutation({ mutationFn: awardProject, onSettled: (_data, _error, input) => refreshQuoteViews(input.projectId) });
