import {
  getSupabase,
  queryClient,
  queryOptions,
  queryKeys,
  skipToken,
  unwrap,
  useMutation,
  useQuery,
} from '@brf/supabase/data';

/** Under the project's shared key: sending a quote or a message follows the project, and refreshes it. */

/** spec 7 "Follow": the user's row for the project, false when there is none. */
export function subscriptionQuery(projectId: string, userId: string | null) {
  return queryOptions({
    queryKey: queryKeys.projectSubscription(projectId, userId),
    queryFn: userId
      ? async () => {
          const row = unwrap(
            await getSupabase()
              .from('project_subscriptions')
              .select('is_subscribed')
              .eq('project_id', projectId)
              .eq('user_id', userId)
              .maybeSingle(),
          );
          return row?.is_subscribed ?? false;
        }
      : skipToken,
  });
}

export const useSubscription = (projectId: string, userId: string | null) =>
  useQuery(subscriptionQuery(projectId, userId));

export interface SubscriptionChange {
  projectId: string;
  userId: string;
  subscribed: boolean;
}

/** Upsert on (project_id, user_id); the database refuses a closed project and a quoting provider's unfollow. */
export async function setSubscription({ projectId, userId, subscribed }: SubscriptionChange): Promise<void> {
  unwrap(
    await getSupabase()
      .from('project_subscriptions')
      .upsert(
        { project_id: projectId, user_id: userId, is_subscribed: subscribed },
        { onConflict: 'project_id,user_id' },
      ),
  );
}

export function useSetSubscription() {
  return useMutation({
    mutationFn: setSubscription,
    // spec 8: subscribe failures are silent (console only)
    onError: (error) => console.error('[mf-projects] follow failed', error),
    onSettled: (_, __, { projectId, userId }) =>
      queryClient().invalidateQueries({ queryKey: queryKeys.projectSubscription(projectId, userId) }),
  });
}
