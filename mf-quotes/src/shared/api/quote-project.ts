import { requiredQuoteTerms, type RequestQuoteTerm } from '@brf/domain/projects';
import { getSupabase, queryOptions, queryKeys, unwrap, useQuery } from '@brf/supabase/data';

/** What the quote views need of a project: who owns it, whether it takes quotes, what it asks of them, who won. */
export interface QuoteProject {
  id: string;
  title: string;
  status: string;
  submissionDeadline: string;
  ownerUserId: string | null;
  /** the reader's role on the project's board (chair, member, deputy, observer), null for others */
  myRole: string | null;
  brfId: string | null;
  winningProviderId: string | null;
  winningQuoteId: string | null;
  /** the terms every quote must state (issue 30); the others are optional */
  requiredQuoteTerms: RequestQuoteTerm[];
  /** nobody but the bidder reads a quote before the deadline */
  sealedBids: boolean;
}

// Under mf-projects' ['project', id], so every project write there refreshes these views too.

/** null when the project does not exist or the caller may not see it. */
export async function fetchQuoteProject(projectId: string): Promise<QuoteProject | null> {
  const row = unwrap(
    await getSupabase()
      .from('project_details')
      .select(
        `id, title, status, submission_deadline, brf_user_id, brf_id, winning_service_provider_id,
         winning_quote_id, my_role, required_quote_terms, sealed_bids`,
      )
      .eq('id', projectId)
      .maybeSingle(),
  );
  if (!row?.id || !row.title || !row.status || !row.submission_deadline) return null;
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    submissionDeadline: row.submission_deadline,
    ownerUserId: row.brf_user_id,
    myRole: row.my_role,
    brfId: row.brf_id,
    winningProviderId: row.winning_service_provider_id,
    winningQuoteId: row.winning_quote_id,
    requiredQuoteTerms: requiredQuoteTerms(row.required_quote_terms),
    sealedBids: row.sealed_bids ?? false,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function quoteProjectQuery(projectId: string) {
  return queryOptions({
    queryKey: queryKeys.projectQuoteView(projectId),
    queryFn: () => (UUID.test(projectId) ? fetchQuoteProject(projectId) : Promise.resolve(null)),
  });
}

export const useQuoteProject = (projectId: string) => useQuery(quoteProjectQuery(projectId));
