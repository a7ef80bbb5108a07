import { getSupabase, unwrap, useMutation } from '@brf/supabase/data';
import { refreshQuoteViews } from './refresh-quote-views.ts';

export interface AwardInput {
  projectId: string;
  quoteId: string;
  /** why this quote, for the decision's record (required from two deciders on) */
  reason: string | null;
}

/**
 * The database's award call where one member awards: owner only, after the deadline, once,
 * atomically, with its reason; it flips the quote statuses and notifies the winner and the others.
 */
export async function awardProject({ projectId, quoteId, reason }: AwardInput) {
  return unwrap(
    await getSupabase().rpc('award_project', {
      p_project_id: projectId,
      p_quote_id: quoteId,
      p_reason: reason ?? undefined,
    }),
  );
}

/** Invalidates the project (status, winner), every quote view and the lists. */
export const useAwardProject = () =>
  useMutation({ mutationFn: awardProject, onSettled: (_data, _error, input) => refreshQuoteViews(input.projectId) });
