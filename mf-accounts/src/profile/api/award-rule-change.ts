import {
  getSupabase,
  queryClient,
  queryKeys,
  queryOptions,
  skipToken,
  unwrap,
  useMutation,
  useQuery,
} from '@brf/supabase/data';

/** A change that lowers how the board awards, proposed by the chair and waiting for a second decider. */
export interface AwardRuleChange {
  id: string;
  award_signatures: number;
  award_requires_mfa: boolean;
  proposed_by: string | null;
  proposed_by_name: string | null;
  proposed_at: string;
}

/** The board's open change, if one waits (the database lets only the board's members read it). */
export function awardRuleChangeQuery(profileId: string | null) {
  return queryOptions({
    queryKey: queryKeys.awardRuleChange(profileId),
    queryFn: profileId
      ? async (): Promise<AwardRuleChange | null> =>
          unwrap(
            await getSupabase()
              .from('award_rule_changes')
              .select('id, award_signatures, award_requires_mfa, proposed_by, proposed_by_name, proposed_at')
              .eq('brf_id', profileId)
              .is('outcome', null)
              .maybeSingle(),
          )
      : skipToken,
  });
}

export const useAwardRuleChange = (profileId: string | null) => useQuery(awardRuleChangeQuery(profileId));

type ChangeAction =
  | { kind: 'propose'; signatures: 1 | 2; requiresMfa: boolean }
  | { kind: 'confirm'; changeId: string }
  | { kind: 'withdraw'; changeId: string };

async function changeAwardRule(action: ChangeAction): Promise<void> {
  const supabase = getSupabase();
  if (action.kind === 'propose') {
    unwrap(
      await supabase.rpc('propose_award_rule_change', {
        p_award_signatures: action.signatures,
        p_award_requires_mfa: action.requiresMfa,
      }),
    );
  } else if (action.kind === 'confirm') {
    unwrap(await supabase.rpc('confirm_award_rule_change', { p_change_id: action.changeId }));
  } else {
    unwrap(await supabase.rpc('withdraw_award_rule_change', { p_change_id: action.changeId }));
  }
}

/** Propose, confirm or withdraw; afterwards the change and the profile (which carries the rule) are read again. */
export function useChangeAwardRule(profileId: string, userId: string) {
  return useMutation({
    mutationFn: changeAwardRule,
    onSettled: () =>
      Promise.all([
        queryClient().invalidateQueries({ queryKey: queryKeys.awardRuleChange(profileId) }),
        queryClient().invalidateQueries({ queryKey: queryKeys.ownProfile('brf', userId) }),
      ]),
  });
}
