import { getSupabase, queryClient, queryKeys, unwrap, useMutation } from '@brf/supabase/data';

export interface SaveReviewInput {
  projectId: string;
  brfId: string;
  providerId: string;
  rating: number;
  comment: string | null;
  /** the project's review when there is one: it is updated, not created again */
  existingId: string | null;
}

/** Creates or updates the project's review (the database: only the owner, only for the winner). */
export async function saveReview(input: SaveReviewInput): Promise<void> {
  const reviews = getSupabase().from('reviews');
  if (input.existingId) {
    unwrap(
      await reviews
        .update({ rating: input.rating, comment_text: input.comment })
        .eq('id', input.existingId)
        .select('id')
        .single(),
    );
  } else {
    unwrap(
      await reviews
        .insert({
          brf_id: input.brfId,
          service_provider_id: input.providerId,
          project_id: input.projectId,
          rating: input.rating,
          comment_text: input.comment,
        })
        .select('id')
        .single(),
    );
  }
}

/** Invalidates the review, the provider's rating and every quote view showing it. */
export const useSaveReview = () =>
  useMutation({
    mutationFn: saveReview,
    onSettled: (_data, _error, input) => {
      const client = queryClient();
      return Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.project(input.projectId) }),
        client.invalidateQueries({ queryKey: queryKeys.provider(input.providerId) }),
        // the rating shows on every quote card of this provider, on any project
        client.invalidateQueries({ queryKey: queryKeys.allQuotes() }),
      ]);
    },
  });
