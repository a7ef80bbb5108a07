import type { DecisionProject } from '../api/decision-project.ts';
import { summaryFacts } from '../pack-facts.ts';
import type { PackTexts } from '../pack-texts.ts';
import { Facts, PackPart } from './pack-part.tsx';

/** Part 1: the project and what its request asked of every quote. */
export function SummaryPart({ project, texts }: { project: DecisionProject; texts: PackTexts }) {
  return (
    <PackPart id="summary" title={texts.t('decision.summary.title')}>
      <Facts facts={summaryFacts(project, texts)} />
    </PackPart>
  );
}
