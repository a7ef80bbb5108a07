import { getSupabase, queryKeys, queryOptions, unwrap, useQuery } from '@brf/supabase/data';

/** A file's name, size and upload time: the pack lists the files, it does not hand them out. */
export interface ListedFile {
  name: string;
  size: number;
  uploadedAt: string;
  /** a project file an addendum withdrew after the first quote (decision 0025): it stays listed */
  withdrawn?: { number: number; at: string } | null;
}

/** The request as the board put it out, and where it stands. */
export interface DecisionProject {
  id: string;
  title: string;
  status: string;
  brfName: string | null;
  brfCity: string | null;
  description: string | null;
  /** the categories' names as stored (Swedish; the catalogue translates them) */
  categories: string[];
  submissionDeadline: string;
  maxBids: number | null;
  sealedBids: boolean;
  requiredQuoteTerms: string[];
  cancelReason: string | null;
  awardedAt: string | null;
  winningQuoteId: string | null;
  /** the reader's role on the project's board, null for everyone else */
  myRole: string | null;
  files: ListedFile[];
}

const PROJECT_COLUMNS = `id, title, status, brf_organization_name, brf_city, description, submission_deadline,
  max_bids, sealed_bids, required_quote_terms, cancel_reason, awarded_at, winning_quote_id, my_role`;

/** null when the project does not exist or the reader may not see it. */
export async function fetchDecisionProject(projectId: string): Promise<DecisionProject | null> {
  const supabase = getSupabase();
  const [found, linked, files] = await Promise.all([
    supabase.from('project_details').select(PROJECT_COLUMNS).eq('id', projectId).maybeSingle(),
    supabase.from('project_service_categories').select('service_categories(name)').eq('project_id', projectId),
    supabase
      .from('project_attachments')
      .select('file_name, file_size, created_at, withdrawn_at, withdrawn_in')
      .eq('project_id', projectId)
      .order('created_at'),
  ]);
  const row = unwrap(found);
  if (!row?.id || !row.title || !row.status || !row.submission_deadline) return null;
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    brfName: row.brf_organization_name,
    brfCity: row.brf_city,
    description: row.description,
    categories: unwrap(linked).flatMap((link) => (link.service_categories ? [link.service_categories.name] : [])),
    submissionDeadline: row.submission_deadline,
    maxBids: row.max_bids,
    sealedBids: Boolean(row.sealed_bids),
    requiredQuoteTerms: row.required_quote_terms ?? [],
    cancelReason: row.cancel_reason,
    awardedAt: row.awarded_at,
    winningQuoteId: row.winning_quote_id,
    myRole: row.my_role,
    files: unwrap(files).map((file) => ({
      name: file.file_name,
      size: Number(file.file_size),
      uploadedAt: file.created_at,
      withdrawn:
        file.withdrawn_at && file.withdrawn_in !== null ? { number: file.withdrawn_in, at: file.withdrawn_at } : null,
    })),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Under ['project', id], so every write to the project (cancel, award, edits) refreshes the pack.
export const decisionProjectQuery = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.decisionPackProject(projectId),
    // an id that cannot exist is not asked for: it is simply not found
    queryFn: () => (UUID.test(projectId) ? fetchDecisionProject(projectId) : Promise.resolve(null)),
  });

export const useDecisionProject = (projectId: string) => useQuery(decisionProjectQuery(projectId));
