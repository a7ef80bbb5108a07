import type { ReactNode } from 'react';
import type { SetBudget } from '@brf/supabase/data';
import type { DecisionProject } from '../api/decision-project.ts';
import { budgetFact, summaryFacts } from '../pack-facts.ts';
import type { PackTexts } from '../pack-texts.ts';
import { Facts, PackPart } from './pack-part.tsx';

/** Part 1: the project, what its request asked of every quote, and the board's own budget. */
export function SummaryPart({
  project,
  budget,
  texts,
  children,
}: {
  project: DecisionProject;
  budget: SetBudget | null;
  texts: PackTexts;
  /** after the facts: the request's record (addenda, questions and answers) */
  children?: ReactNode;
}) {
  return (
    <PackPart id="summary" title={texts.t('decision.summary.title')}>
      <Facts facts={[...summaryFacts(project, texts), budgetFact(budget, texts)]} />
      {children}
    </PackPart>
  );
}
