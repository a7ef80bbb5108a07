import {
  getSupabase,
  queryKeys,
  queryOptions,
  selectQuotes,
  skipToken,
  unwrap,
  useQuery,
  type QuoteRow,
} from '@brf/supabase/data';

/** A quote taken back by its provider before the deadline. */
export interface Withdrawal {
  provider: string | null;
  quotedAt: string;
  withdrawnAt: string;
}

/** A board member's declaration of interest: the companies named are those the member stood aside from. */
/** A change of the board while the request ran, from the project's log (decision 0031). */
export interface BoardChangeRecord {
  change: string;
  person: string | null;
  role: string | null;
  invitedBy: string | null;
  by: string | null;
  at: string;
}

export interface DeclarationRecord {
  memberName: string | null;
  conflicts: string[];
  declaredAt: string;
}

/** The award as decided: the confirmed proposal (one member's award is proposed and confirmed by the same). */
export interface AwardRecord {
  quoteId: string;
  reason: string | null;
  proposedBy: string | null;
  confirmedBy: string | null;
  proposedAt: string;
  confirmedAt: string | null;
  /** when each signer joined the board (null for awards recorded before it was kept) */
  proposedByJoinedAt: string | null;
  confirmedByJoinedAt: string | null;
}

export interface DecisionQuotes {
  /** every quote the reader may see, with its files and provider, oldest first */
  quotes: QuoteRow[];
  withdrawals: Withdrawal[];
  declarations: DeclarationRecord[];
  award: AwardRecord | null;
  /** who joined, left or changed role on the board while the request ran, oldest first */
  boardChanges: BoardChangeRecord[];
}

/** Row security gives the board and admins these rows (sealed quotes only once opened), everyone else none. */
export async function fetchDecisionQuotes(projectId: string): Promise<DecisionQuotes> {
  const supabase = getSupabase();
  const [quotes, withdrawals, declarations, awards, boardChanges] = await Promise.all([
    selectQuotes().eq('project_id', projectId).order('created_at'),
    supabase
      .from('quote_withdrawals')
      .select('organization_name, quoted_at, withdrawn_at')
      .eq('project_id', projectId)
      .order('withdrawn_at'),
    supabase
      .from('interest_declarations')
      .select('member_name, conflict_provider_names, declared_at')
      .eq('project_id', projectId)
      .order('declared_at'),
    supabase
      .from('award_proposals')
      .select(
        `quote_id, reason, proposed_by_name, closed_by_name, proposed_at, closed_at, proposed_by_joined_at,
        closed_by_joined_at`,
      )
      .eq('project_id', projectId)
      .eq('outcome', 'confirmed')
      .limit(1),
    supabase
      .from('project_activity')
      .select('actor_name, details, created_at')
      .eq('project_id', projectId)
      .eq('action', 'board_changed')
      .order('created_at'),
  ]);
  const award = unwrap(awards)[0];
  return {
    quotes: unwrap(quotes),
    withdrawals: unwrap(withdrawals).map((row) => ({
      provider: row.organization_name,
      quotedAt: row.quoted_at,
      withdrawnAt: row.withdrawn_at,
    })),
    declarations: unwrap(declarations).map((row) => ({
      memberName: row.member_name,
      conflicts: row.conflict_provider_names,
      declaredAt: row.declared_at,
    })),
    boardChanges: unwrap(boardChanges).map((row) => {
      const details = (row.details ?? {}) as Record<string, unknown>;
      const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
      return {
        change: text(details.change) ?? 'changed',
        person: text(details.person),
        role: text(details.role),
        invitedBy: text(details.invited_by),
        by: row.actor_name,
        at: row.created_at,
      };
    }),
    award: award
      ? {
          quoteId: award.quote_id,
          reason: award.reason,
          proposedBy: award.proposed_by_name,
          confirmedBy: award.closed_by_name,
          proposedAt: award.proposed_at,
          confirmedAt: award.closed_at,
          proposedByJoinedAt: award.proposed_by_joined_at,
          confirmedByJoinedAt: award.closed_by_joined_at,
        }
      : null,
  };
}

// Under ['quotes', id], so a quote, a declaration or an award refreshes the pack with the quotes section.
export const decisionQuotesQuery = (projectId: string, allowed: boolean) =>
  queryOptions({
    queryKey: queryKeys.decisionPackQuotes(projectId),
    queryFn: allowed ? () => fetchDecisionQuotes(projectId) : skipToken,
  });

export const useDecisionQuotes = (projectId: string, allowed: boolean) =>
  useQuery(decisionQuotesQuery(projectId, allowed));
