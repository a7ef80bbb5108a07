import { useMemo } from 'react';
import { useProjectBudget, useRequestRecord } from '@brf/supabase/data';
import { useViewer } from '@brf/supabase/session';
import { useBidOpening } from '../shared/api/bid-opening.ts';
import { useQuoteAssessments } from '../shared/api/quote-assessments.ts';
import { useDecisionProject } from './api/decision-project.ts';
import { useDecisionQuestions } from './api/decision-questions.ts';
import { useDecisionQuotes } from './api/decision-quotes.ts';
import { decisionPack, type DecisionPack } from './decision-pack-model.ts';
import { requestPart, type RequestPart } from './request-part.ts';

export type DecisionPackState =
  | { status: 'loading' }
  /** the project does not exist, or the reader is neither on its board nor an admin at aal2 */
  | { status: 'not-found' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; pack: DecisionPack; request: RequestPart };

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
  // the board's own budget, set against the bids (decision 0026)
  const budget = useProjectBudget(projectId, allowed);
  // the sealed opening's record: a board member reading it in the first hour is recorded present,
  // as in the quotes section
  const sealed = allowed && Boolean(project.data?.sealedBids);
  const opening = useBidOpening(projectId, sealed);
  // the request as it stood at the deadline, its addenda, and the questions and answers (decision 0025)
  const record = useRequestRecord(projectId);
  const questions = useDecisionQuestions(projectId, allowed);
  const stood = useMemo(
    () =>
      project.data && record.data && questions.data ? requestPart(project.data, record.data, questions.data) : null,
    [project.data, record.data, questions.data],
  );
  const pack = useMemo(
    () =>
      stood && quotes.data && assessments.data && budget.isSuccess && (!sealed || opening.isSuccess)
        ? decisionPack(
            stood.project,
            quotes.data,
            assessments.data,
            opening.data,
            unknownProvider,
            budget.data?.budget ?? null,
          )
        : null,
    [
      stood,
      quotes.data,
      assessments.data,
      budget.isSuccess,
      budget.data,
      sealed,
      opening.isSuccess,
      opening.data,
      unknownProvider,
    ],
  );

  if (viewer.loading || project.isPending) return { status: 'loading' };
  if (project.isError) return { status: 'error', retry: () => void project.refetch() };
  if (!allowed) return { status: 'not-found' };
  const parts = [quotes, assessments, budget, record, questions, ...(sealed ? [opening] : [])];
  if (parts.some((part) => part.isError)) {
    const retry = () => {
      for (const part of parts) if (part.isError) void part.refetch();
    };
    return { status: 'error', retry };
  }
  return pack && stood ? { status: 'ready', pack, request: stood.request } : { status: 'loading' };
}
