import { useMemo } from 'react';
import { useViewer } from '@brf/supabase/session';
import { useBidOpening } from '../shared/api/bid-opening.ts';
import { useQuoteAssessments } from '../shared/api/quote-assessments.ts';
import { useDecisionProject } from './api/decision-project.ts';
import { useDecisionQuotes } from './api/decision-quotes.ts';
import { decisionPack, type DecisionPack } from './decision-pack-model.ts';

export type DecisionPackState =
  | { status: 'loading' }
  /** the project does not exist, or the reader is neither on its board nor an admin at aal2 */
  | { status: 'not-found' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; pack: DecisionPack };

/**
 * Every read the pack shows. The database shows its parts to the project's board and admins only,
 * so the parts are asked for once the project says the reader is one of them.
 */
export function useDecisionPack(projectId: string, unknownProvider: string): DecisionPackState {
  const viewer = useViewer();
  const project = useDecisionProject(projectId);
  const allowed = Boolean(project.data && (project.data.myRole || viewer.isAdmin));
  const quotes = useDecisionQuotes(projectId, allowed);
  const assessments = useQuoteAssessments(projectId, allowed);
  // the sealed opening's record: a board member reading it in the first hour is recorded present,
  // as in the quotes section
  const sealed = allowed && Boolean(project.data?.sealedBids);
  const opening = useBidOpening(projectId, sealed);
  const pack = useMemo(
    () =>
      project.data && quotes.data && assessments.data && (!sealed || opening.isSuccess)
        ? decisionPack(project.data, quotes.data, assessments.data, opening.data, unknownProvider)
        : null,
    [project.data, quotes.data, assessments.data, sealed, opening.isSuccess, opening.data, unknownProvider],
  );

  if (viewer.loading || project.isPending) return { status: 'loading' };
  if (project.isError) return { status: 'error', retry: () => void project.refetch() };
  if (!allowed) return { status: 'not-found' };
  const parts = sealed ? [quotes, assessments, opening] : [quotes, assessments];
  if (parts.some((part) => part.isError)) {
    const retry = () => {
      for (const part of parts) if (part.isError) void part.refetch();
    };
    return { status: 'error', retry };
  }
  return pack ? { status: 'ready', pack } : { status: 'loading' };
}
