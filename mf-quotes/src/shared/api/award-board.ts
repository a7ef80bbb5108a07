import { getSupabase, queryKeys, queryOptions, skipToken, unwrap, useMutation, useQuery } from '@brf/supabase/data';
import { refreshQuoteViews } from './refresh-quote-views.ts';

/** A board member the award part names: one who stood aside, a deputy, a deputy standing in. */
export interface BoardPerson {
  user_id: string;
  name: string | null;
  /** a deputy standing in: the member whose seat it takes on this project */
  stands_in_for?: string | null;
}

/** What the database answers a board member about the award (public.award_standing). */
export interface AwardStanding {
  /** the rule in force on this project: one where the board has one decider, else the board's */
  award_signatures: number;
  /** the board's own setting on /profile */
  board_award_signatures: number;
  /** chair and ledamöter */
  deciders: number;
  /** deciders and deputies standing in who can take part (no declared conflict) */
  takers: number;
  /** deciders with a declared conflict nobody stands in for yet */
  stood_aside: BoardPerson[];
  stand_ins: BoardPerson[];
  /** deputies who could step in */
  deputies: BoardPerson[];
  /** the reader may call a deputy in */
  may_call_in: boolean;
  award_requires_mfa: boolean;
  declarations_required: boolean;
  declared: boolean;
  /** the declaration covers every company that has quoted */
  declaration_current: boolean;
  conflicted: boolean;
  /** why the reader takes no part in the award now (the database's words), or null */
  problem: string | null;
}

export interface Bidder {
  service_provider_id: string;
  organization_name: string;
  quoted_at: string;
}

export interface Declaration {
  user_id: string | null;
  member_name: string | null;
  conflict_provider_ids: string[];
  conflict_provider_names: string[];
  declared_at: string;
}

export interface AwardProposal {
  id: string;
  quote_id: string;
  /** null only where a board of one awarded without giving one */
  reason: string | null;
  proposed_by: string | null;
  proposed_by_name: string | null;
  proposed_at: string;
}

export interface AwardBoard {
  standing: AwardStanding | null;
  bidders: Bidder[];
  declarations: Declaration[];
  openProposal: AwardProposal | null;
}

/** One read of everything the board's award part shows, each answered by the database's rules. */
export async function fetchAwardBoard(projectId: string): Promise<AwardBoard> {
  const supabase = getSupabase();
  const [standing, bidders, declarations, proposals] = await Promise.all([
    supabase.rpc('award_standing', { p_project_id: projectId }),
    supabase.rpc('project_bidders', { p_project_id: projectId }),
    supabase
      .from('interest_declarations')
      .select('user_id, member_name, conflict_provider_ids, conflict_provider_names, declared_at')
      .eq('project_id', projectId)
      .order('declared_at'),
    supabase
      .from('award_proposals')
      .select('id, quote_id, reason, proposed_by, proposed_by_name, proposed_at')
      .eq('project_id', projectId)
      .is('outcome', null),
  ]);
  const standingRow = unwrap(standing) as unknown as AwardStanding | null;
  return {
    // a reader off the board gets a row of nulls
    standing: standingRow && standingRow.award_signatures !== null ? standingRow : null,
    bidders: unwrap(bidders) as Bidder[],
    declarations: unwrap(declarations),
    openProposal: unwrap(proposals)[0] ?? null,
  };
}

export const awardBoardQuery = (projectId: string, allowed: boolean) =>
  queryOptions({
    queryKey: queryKeys.awardBoard(projectId),
    queryFn: allowed ? () => fetchAwardBoard(projectId) : skipToken,
  });

export const useAwardBoard = (projectId: string, allowed: boolean) => useQuery(awardBoardQuery(projectId, allowed));

export async function declareInterest(input: { projectId: string; conflictProviderIds: string[] }) {
  return unwrap(
    await getSupabase().rpc('declare_interest', {
      p_project_id: input.projectId,
      p_conflict_provider_ids: input.conflictProviderIds,
    }),
  );
}

export async function proposeAward(input: { projectId: string; quoteId: string; reason: string }) {
  return unwrap(
    await getSupabase().rpc('propose_award', {
      p_project_id: input.projectId,
      p_quote_id: input.quoteId,
      p_reason: input.reason,
    }),
  );
}

export async function confirmAward(input: { projectId: string; proposalId: string }) {
  return unwrap(await getSupabase().rpc('confirm_award', { p_proposal_id: input.proposalId }));
}

export async function callInDeputy(input: { projectId: string; deputyId: string; standsInFor: string }) {
  return unwrap(
    await getSupabase().rpc('call_in_deputy', {
      p_project_id: input.projectId,
      p_deputy_id: input.deputyId,
      p_stands_in_for: input.standsInFor,
    }),
  );
}

export async function withdrawAwardProposal(input: { projectId: string; proposalId: string }) {
  return unwrap(await getSupabase().rpc('withdraw_award_proposal', { p_proposal_id: input.proposalId }));
}

// every write changes what the quotes section shows (quotes, standing, the project's status)
const refresh = (_data: unknown, _error: unknown, input: { projectId: string }) => refreshQuoteViews(input.projectId);
export const useDeclareInterest = () => useMutation({ mutationFn: declareInterest, onSettled: refresh });
export const useProposeAward = () => useMutation({ mutationFn: proposeAward, onSettled: refresh });
export const useConfirmAward = () => useMutation({ mutationFn: confirmAward, onSettled: refresh });
export const useCallInDeputy = () => useMutation({ mutationFn: callInDeputy, onSettled: refresh });
export const useWithdrawAwardProposal = () => useMutation({ mutationFn: withdrawAwardProposal, onSettled: refresh });
