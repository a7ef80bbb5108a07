import { DataError, getSupabase, queryClient, queryKeys, unwrap, useMutation } from '@brf/supabase/data';
import type { BrfProfileRow } from './own-profile.ts';

/** How a BRF's board awards: how many members sign (1 or 2), and whether they need the second factor. */
export interface AwardRule {
  signatures: 1 | 2;
  requiresMfa: boolean;
}

/** The rule as the BRF's profile row holds it (read with the profile, every column). */
export function awardRuleOf(profile: Pick<BrfProfileRow, 'award_signatures' | 'award_requires_mfa'>): AwardRule {
  return { signatures: profile.award_signatures === 2 ? 2 : 1, requiresMfa: Boolean(profile.award_requires_mfa) };
}

/** The code of the refusal row security gives anyone but the chair: no row updated, no error. */
export const AWARD_RULE_NOT_SAVED = 'not-updated';

/** Saves the board's award rule; only the chair may (the database's rule), anyone else gets a DataError. */
export async function saveAwardRule(profileId: string, rule: AwardRule): Promise<void> {
  const saved = unwrap(
    await getSupabase()
      .from('brf_profiles')
      .update({ award_signatures: rule.signatures, award_requires_mfa: rule.requiresMfa })
      .eq('id', profileId)
      .select('id'),
  );
  if (saved.length === 0) throw new DataError('The awarding rule was not saved', { code: AWARD_RULE_NOT_SAVED });
}

/** The save; afterwards the profile (which carries the rule) is read again. */
export function useSaveAwardRule(userId: string) {
  return useMutation({
    mutationFn: ({ profileId, rule }: { profileId: string; rule: AwardRule }) => saveAwardRule(profileId, rule),
    onSettled: () => queryClient().invalidateQueries({ queryKey: queryKeys.ownProfile('brf', userId) }),
  });
}
