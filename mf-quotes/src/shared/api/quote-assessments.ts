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

/** A board member's score of a quote, which the whole board reads. */
export interface MemberScore {
  user_id: string;
  member_name: string | null;
  score: number;
  /** given before the member declared a conflict of interest: kept for the record, counted in no average */
  excluded?: boolean;
}

/** The board's scores of one quote and the reader's own note on it (notes are private). */
export interface QuoteAssessment {
  scores: MemberScore[];
  note: string | null;
}

/** Per quote id: row security returns the quotes, scores and notes the reader may see. */
export async function fetchQuoteAssessments(projectId: string): Promise<Map<string, QuoteAssessment>> {
  const rows = unwrap(
    await getSupabase()
      .from('quotes')
      .select('id, quote_scores(user_id, member_name, score, excluded_at), quote_notes(note)')
      .eq('project_id', projectId),
  );
  return new Map(
    rows.map(({ id, quote_scores, quote_notes }) => [
      id,
      {
        scores: [...quote_scores]
          .sort((a, b) => (a.member_name ?? '').localeCompare(b.member_name ?? '', 'sv'))
          .map(({ excluded_at, ...score }) => ({
            ...score,
            score: Number(score.score),
            excluded: excluded_at !== null,
          })),
        note: quote_notes[0]?.note ?? null,
      },
    ]),
  );
}

export const quoteAssessmentsQuery = (projectId: string, allowed: boolean) =>
  queryOptions({
    queryKey: queryKeys.quoteAssessments(projectId),
    queryFn: allowed ? () => fetchQuoteAssessments(projectId) : skipToken,
  });

export const useQuoteAssessments = (projectId: string, allowed: boolean) =>
  useQuery(quoteAssessmentsQuery(projectId, allowed));

export interface ScoreInput {
  projectId: string;
  quoteId: string;
  /** null takes the reader's score back */
  score: number | null;
}

/** The reader's own score (chair, members, deputies); the database stamps the name and the time. */
export async function saveScore({ quoteId, score }: ScoreInput): Promise<void> {
  const scores = getSupabase().from('quote_scores');
  // deleting is filtered by the quote only: row security limits it to the reader's own score
  if (score === null) unwrap(await scores.delete().eq('quote_id', quoteId));
  else unwrap(await scores.upsert({ quote_id: quoteId, score }, { onConflict: 'quote_id,user_id' }));
}

export interface NoteInput {
  projectId: string;
  quoteId: string;
  /** empty removes the note */
  note: string;
}

/** The reader's private note on a quote. */
export async function saveNote({ quoteId, note }: NoteInput): Promise<void> {
  const notes = getSupabase().from('quote_notes');
  const text = note.trim();
  if (text === '') unwrap(await notes.delete().eq('quote_id', quoteId));
  else unwrap(await notes.upsert({ quote_id: quoteId, note: text }, { onConflict: 'quote_id,user_id' }));
}

const refresh = (_data: unknown, _error: unknown, input: { projectId: string }) =>
  queryClient().invalidateQueries({ queryKey: queryKeys.quoteAssessments(input.projectId) });
export const useSaveScore = () => useMutation({ mutationFn: saveScore, onSettled: refresh });
export const useSaveNote = () => useMutation({ mutationFn: saveNote, onSettled: refresh });
