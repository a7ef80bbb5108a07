import type { SetBudget } from '@brf/supabase/data';
import type { Decision } from '../decision-pack-model.ts';
import { decisionFacts } from '../pack-facts.ts';
import type { PackTexts } from '../pack-texts.ts';
import { Facts, PackPart } from './pack-part.tsx';
import styles from '../decision-pack.module.css';

/** Part 5: the board's decision: the confirmed award, the cancellation, or none yet. */
export function DecisionPart({
  decision,
  budget,
  texts,
}: {
  decision: Decision;
  budget: SetBudget | null;
  texts: PackTexts;
}) {
  const { t } = texts;
  return (
    <PackPart id="decision" title={t('decision.decision.title')}>
      {decision.kind === 'none' ? (
        <p className={styles.note}>{t('decision.decision.none')}</p>
      ) : (
        <Facts facts={decisionFacts(decision, texts, budget)} />
      )}
    </PackPart>
  );
}
