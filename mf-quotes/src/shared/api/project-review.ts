import { getSupabase, queryOptions, queryKeys, skipToken, unwrap, useQuery, type Tables } from '@brf/supabase/data';

export type ReviewRow = Pick<Tables<'reviews'>, 'id' | 'rating' | 'comment_text' | 'service_provider_id'>;

/** The project's review (one per project), or null; visible like the award. */
export function projectReviewQuery(projectId: string, enabled: boolean) {
  return queryOptions({
    queryKey: queryKeys.projectReview(projectId),
    queryFn: enabled
      ? async (): Promise<ReviewRow | null> =>
          unwrap(
            await getSupabase()
              .from('reviews')
              .select('id, rating, comment_text, service_provider_id')
              .eq('project_id', projectId)
              .maybeSingle(),
          )
      : skipToken,
  });
}

export const useProjectReview = (projectId: string, enabled: boolean) =>
  useQuery(projectReviewQuery(projectId, enabled));
