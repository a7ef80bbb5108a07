import { getSupabase, queryKeys, queryOptions, skipToken, unwrap, useQuery } from '@brf/supabase/data';

/** A message on the project's public board as the minutes list it: who (the organisation), when, what. */
export interface PackMessage {
  id: string;
  /** null: a question (a top-level message); else the message it answers */
  parentId: string | null;
  text: string;
  /** the sender's organisation as the database labelled it; null once the sender's account is deleted */
  organization: string | null;
  fromBoard: boolean;
  at: string;
}

/**
 * The project's questions and answers: its public messages, oldest first. Every reader of the project
 * reads them; the pack asks once the reader is on the board or an admin.
 */
export function decisionQuestionsQuery(projectId: string, allowed: boolean) {
  return queryOptions({
    queryKey: queryKeys.decisionPackQuestions(projectId),
    queryFn: allowed
      ? async (): Promise<PackMessage[]> =>
          unwrap(
            await getSupabase()
              .from('project_messages')
              .select('id, parent_message_id, message_text, organization_name, is_brf, created_at')
              .eq('project_id', projectId)
              .order('created_at'),
          ).map((row) => ({
            id: row.id,
            parentId: row.parent_message_id,
            text: row.message_text,
            organization: row.organization_name,
            fromBoard: row.is_brf,
            at: row.created_at,
          }))
      : skipToken,
  });
}

export const useDecisionQuestions = (projectId: string, allowed: boolean) =>
  useQuery(decisionQuestionsQuery(projectId, allowed));
